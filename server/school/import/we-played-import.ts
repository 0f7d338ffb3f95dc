import type { WePlayedClipWire } from '../../../contract/we-played';
import { wePlayedClips } from '../../store/tables/feeds';
import type { ImportReport } from './import-report';
import { localIdOf, tableWriter, writeResource, type ImportContext, type MappedItem } from './import-writer';
import type { MediaNames } from './media-import';
import type { OriginClient } from './origin-client';

type ClipRow = Omit<typeof wePlayedClips.$inferInsert, 'id' | 'tenantId'>;

/** Every clip of /WePlayed/latest (newest first), 100 a page. */
async function readClips(origin: OriginClient): Promise<WePlayedClipWire[]> {
  const page = (index: number) => origin.json<{ items: WePlayedClipWire[]; pages: number }>(`/WePlayed/latest?$pageSize=100&$pageIndex=${index}`);
  const first = await page(0);
  const rest = await Promise.all(Array.from({ length: Math.max(0, (first?.pages ?? 1) - 1) }, (_, i) => page(i + 1)));
  return [first, ...rest].flatMap((answer) => answer?.items ?? []);
}

/**
 * The games' WePlayed highlight clips (resource 'we-played-clips', origin clip id → we_played_clips row). The
 * origin serves its own media addresses absolute: they are kept site-relative again, as ours are stored. Written
 * oldest first, so clips of the same instant keep the origin's order.
 */
export async function importWePlayedClips(context: ImportContext, origin: OriginClient, names: MediaNames, report: ImportReport): Promise<void> {
  // Made absolute on whichever host the origin was asked (its cache may keep another host's): the path is what counts.
  const relative = (url: string) => names.rewrite(url.replace(/^https?:\/\/[^/]+(?=\/media\/)/, ''));
  const items: MappedItem<ClipRow>[] = [];
  for (const clip of (await readClips(origin)).reverse()) {
    const gameId = localIdOf(context, 'games', clip.saGameId);
    const sportId = localIdOf(context, 'sports', clip.saTeamId);
    if (gameId === null || sportId === null) {
      report.refuse('we-played-clips', clip.id, 'Its game was not imported');
      continue;
    }
    items.push({
      sourceId: clip.id,
      row: {
        clipId: clip.id,
        gameId,
        sportId,
        rosterPlayerId: localIdOf(context, 'roster-players', clip.saAthleteId),
        name: clip.name,
        description: clip.description,
        descriptionHtml: clip.descriptionHtml,
        action: clip.action,
        coverUrl: relative(clip.cover),
        previewUrl: relative(clip.previewGif),
        embedUrl: clip.links.embed,
        views: clip.views,
        eventAt: new Date(clip.eventTs),
        createdAt: new Date(clip.created),
        updatedAt: new Date(clip.lastUpdated),
      },
    });
  }
  await writeResource(context, tableWriter(context, 'we-played-clips', 'we-played-clip', wePlayedClips), items);
}
