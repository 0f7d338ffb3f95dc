import type { PressClipWire } from '../../../contract/press-clips';
import { pressClips, pressSources } from '../../store/tables/editorial';
import { localIdOf, tableWriter, writeResource, type ImportContext, type MappedItem } from './import-writer';
import type { MediaNames } from './media-import';
import type { OriginClient } from './origin-client';
import { readAllPages } from './paged-read';

type SourceInsert = Omit<typeof pressSources.$inferInsert, 'id' | 'tenantId'>;
type ClipInsert = Omit<typeof pressClips.$inferInsert, 'id' | 'tenantId'>;

/** The wire's date-times are UTC without an offset (v2-reference 1.5). */
const utc = (text: string) => new Date(/[Zz]|[+-]\d{2}:\d{2}$/.test(text) ? text : `${text}Z`);

/**
 * Press clips (/PressClips, every page) and the outlets they name. An outlet no clip names is on no answer, so
 * it is not seen. The list is newest first with our id breaking ties (latest first): written oldest first, clips
 * of the same instant keep the origin's order.
 */
export async function importPressClips(context: ImportContext, origin: OriginClient, names: MediaNames): Promise<void> {
  const clips = names.rewrite(await readAllPages<PressClipWire>(origin, '/PressClips')).reverse();
  const sources = new Map(clips.map((clip) => [clip.source.id, clip.source]));
  const sourceItems = [...sources.values()].sort((a, b) => a.id - b.id).map((source): MappedItem<SourceInsert> => ({ sourceId: String(source.id), row: { title: source.title, website: source.website } }));
  await writeResource(context, tableWriter<SourceInsert>(context, 'press-sources', 'press-source', pressSources), sourceItems);
  const items: MappedItem<ClipInsert>[] = [];
  for (const clip of clips) {
    const sourceId = localIdOf(context, 'press-sources', clip.source.id)!;
    items.push({
      sourceId: String(clip.id),
      row: {
        sourceId,
        sportId: localIdOf(context, 'sports', clip.sport?.id),
        title: clip.title,
        summary: clip.summary,
        link: clip.link,
        author: clip.author,
        clipDate: utc(clip.date),
        imageUrl: clip.image ?? null,
        openInNewWindow: clip.openInNewWindow,
      },
    });
  }
  await writeResource(context, tableWriter<ClipInsert>(context, 'press-clips', 'press-clip', pressClips), items);
}
