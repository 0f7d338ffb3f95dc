import { slugify } from '../../../core/honours/slug';
import type { PodcastCategoryWire, PodcastEpisodeWire } from '../../../contract/podcasts';
import { podcastEpisodes, podcasts } from '../../store/tables/honours-media';
import { readPages, slugOfPath, sportIdsOf } from './honours-read';
import type { ImportReport } from './import-report';
import { localIdOf, tableWriter, writeResource, type ImportContext, type MappedItem } from './import-writer';
import type { MediaNames } from './media-import';
import type { OriginClient } from './origin-client';

type PodcastInsert = Omit<typeof podcasts.$inferInsert, 'id' | 'tenantId'>;
type EpisodeInsert = Omit<typeof podcastEpisodes.$inferInsert, 'id' | 'tenantId'>;

/**
 * The shows (GET /Podcasts/categories, in rank order), then every published episode (GET /Podcasts, every page),
 * with their audio and images. Listens (plays, downloads, progress) are the fans' activity, not content: not read.
 */
export async function importPodcasts(context: ImportContext, origin: OriginClient, names: MediaNames, report: ImportReport): Promise<void> {
  const [shows, episodes] = await Promise.all([origin.json<PodcastCategoryWire[]>('/Podcasts/categories'), readPages<PodcastEpisodeWire>(origin, '/Podcasts')]);
  const showItems: MappedItem<PodcastInsert>[] = names.rewrite(shows ?? []).map((wire, rank) => ({
    sourceId: String(wire.id),
    row: {
      slug: wire.slug ?? slugify(wire.title),
      title: wire.title,
      description: wire.description ?? '',
      hostName: wire.hostName ?? '',
      imageUrl: wire.imageUrl ?? '',
      sportId: localIdOf(context, 'sports', wire.sport?.id),
      rank,
    },
  }));
  await writeResource(context, tableWriter<PodcastInsert>(context, 'podcasts', 'podcast', podcasts), showItems);

  const items: MappedItem<EpisodeInsert>[] = [];
  // Newest first, then the higher id first: written oldest first, our ids rise as theirs do.
  for (const wire of names.rewrite(episodes).reverse()) {
    const podcastId = localIdOf(context, 'podcasts', wire.categoryId);
    if (podcastId === null) {
      report.refuse('podcast-episodes', String(wire.id), `Its show ${wire.categoryId} is not in GET /Podcasts/categories`);
      continue;
    }
    items.push({
      sourceId: String(wire.id),
      row: {
        podcastId,
        slug: wire.slug ?? (wire.pageUrl ? slugOfPath(wire.pageUrl) : slugify(wire.title)),
        title: wire.title,
        description: wire.description,
        rawDescription: wire.rawDescription,
        fileName: wire.fileName,
        audioUrl: wire.url,
        durationSeconds: wire.duration ?? 0,
        enclosureLength: Number(wire.enclosureLength) || 0,
        imageUrl: wire.imagePath,
        sportIds: sportIdsOf(context, wire.sports),
        createdAt: new Date(wire.dateCreated),
        publishedAt: new Date(wire.datePublished),
      },
    });
  }
  await writeResource(context, tableWriter<EpisodeInsert>(context, 'podcast-episodes', 'podcast-episode', podcastEpisodes), items);
}
