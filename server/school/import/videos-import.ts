import type { SportWire } from '../../../contract/sports';
import type { AllAccessVideoWire, LiveStreamWire, RelatedVideosSettingsWire, RelatedVideoWire, VideoCategoryWire, YoutubeVideoWire } from '../../../contract/videos';
import { liveStreams, videoCategories, videos } from '../../store/tables/honours-media';
import { writeHonoursSettings } from './honours-settings-import';
import type { ImportReport } from './import-report';
import { localIdOf, tableWriter, writeResource, type ImportContext, type MappedItem } from './import-writer';
import type { MediaNames } from './media-import';
import type { OriginClient } from './origin-client';
import { readAllPages } from './paged-read';

type CategoryInsert = Omit<typeof videoCategories.$inferInsert, 'id' | 'tenantId'>;
type VideoInsert = Omit<typeof videos.$inferInsert, 'id' | 'tenantId'>;
type StreamInsert = Omit<typeof liveStreams.$inferInsert, 'id' | 'tenantId'>;

// v2-reference 15: the category types /Videos/all-access/categories/{categoryType} knows.
const CATEGORY_TYPES = ['live', 'video'] as const;

/** The video categories of each type, in the origin's order (their rank); a category is known by its origin id. */
async function importCategories(context: ImportContext, origin: OriginClient): Promise<void> {
  const items: MappedItem<CategoryInsert>[] = [];
  const seen = new Set<number>();
  for (const type of CATEGORY_TYPES) {
    const list = (await origin.json<VideoCategoryWire[]>(`/Videos/all-access/categories/${type}`)) ?? [];
    for (const [rank, category] of list.entries()) {
      if (seen.has(category.id)) continue;
      seen.add(category.id);
      items.push({ sourceId: String(category.id), row: { type, title: category.title, rank } });
    }
  }
  await writeResource(context, tableWriter<CategoryInsert>(context, 'video-categories', 'video-category', videoCategories), items);
}

/** What the source's own list tells of a video beyond /RelatedVideos. */
interface VideoDetails {
  description: string;
  duration: number | null;
  sportId: number | null;
  categoryId: number | null;
  views?: number;
  favorites?: number;
  format?: string;
  appExclusive?: boolean;
}

/**
 * Every video (both sources) from /RelatedVideos, the only list with all of them and their rank, completed by the
 * source's own list (/Videos/all-access, /Videos/youtube) for description, duration, sport, category and figures.
 * A video is known by its source and external id (the wire has no other id). The lists are newest first with our
 * id breaking ties (latest first): writing them oldest first keeps the origin's order of videos of the same instant.
 */
async function importVideos(context: ImportContext, origin: OriginClient, names: MediaNames): Promise<YoutubeVideoWire['channel'] | null> {
  const [related, allAccess, youtube] = await Promise.all([
    readAllPages<RelatedVideoWire>(origin, '/RelatedVideos'),
    readAllPages<AllAccessVideoWire>(origin, '/Videos/all-access'),
    readAllPages<YoutubeVideoWire>(origin, '/Videos/youtube'),
  ]);
  const details = new Map<string, VideoDetails>();
  for (const video of allAccess) {
    const { description, duration, views, favorites, format, appExclusive } = video;
    details.set(`allaccess/${video.id}`, { description, duration: duration ?? null, sportId: video.sport.id, categoryId: video.category?.id ?? null, views, favorites, format, appExclusive });
  }
  for (const video of youtube) details.set(`youtube/${video.id}`, { description: video.description, duration: video.duration ?? null, sportId: video.sport?.id ?? null, categoryId: video.category?.id ?? null });
  const items: MappedItem<VideoInsert>[] = [];
  for (const wire of names.rewrite(related).reverse()) {
    const sourceId = `${wire.videoType}/${wire.videoId}`;
    // An all-access video without a sport is in no source list: only /RelatedVideos and /OnThisDay show it, and
    // neither carries a description, duration or figures, so the defaults give the same answers.
    const more = details.get(sourceId) ?? { description: '', duration: null, sportId: null, categoryId: null };
    items.push({
      sourceId,
      row: {
        source: wire.videoType,
        externalId: wire.videoId,
        title: wire.videoTitle,
        description: more.description,
        sportId: localIdOf(context, 'sports', more.sportId),
        categoryId: localIdOf(context, 'video-categories', more.categoryId),
        publishedAt: new Date(wire.videoDate),
        durationSeconds: more.duration,
        // YouTube videos show no figures, format or exclusivity on any answer: the seed's values for them.
        views: more.views ?? 0,
        favorites: more.favorites ?? 0,
        format: more.format ?? wire.videoType,
        appExclusive: more.appExclusive ?? false,
        videoUrl: wire.videoUrl,
        posterUrl: wire.videoThumbnailUrl,
        rank: wire.videoRank,
      },
    });
  }
  await writeResource(context, tableWriter<VideoInsert>(context, 'videos', 'video', videos), items);
  return youtube[0]?.channel ?? null;
}

/**
 * The related-videos settings (/RelatedVideos/settings) with the YouTube channel's figures, which only a YouTube
 * video's `channel` shows: without YouTube videos they appear in no answer and are left empty.
 */
async function importVideoSettings(context: ImportContext, origin: OriginClient, names: MediaNames, channel: YoutubeVideoWire['channel'] | null): Promise<void> {
  const settings = names.rewrite(await origin.json<RelatedVideosSettingsWire>('/RelatedVideos/settings'));
  if (!settings) return;
  const description = typeof channel?.description === 'string' ? channel.description : '';
  const figures = { channelTitle: channel?.title ?? '', channelDescription: description, subscriberCount: channel?.subscriberCount ?? 0, viewCount: channel?.viewCount ?? 0 };
  await writeHonoursSettings(context, { kind: 'related-videos', body: { ...settings, ...figures } });
}

/**
 * Each sport's live streams (/LiveStream?sportId=), written in the order of their origin ids (the list's last
 * tie-break). The game a stream shows is on no answer, so it is left empty.
 */
async function importLiveStreams(context: ImportContext, origin: OriginClient, names: MediaNames, sportList: readonly SportWire[], report: ImportReport): Promise<void> {
  const perSport = await Promise.all(sportList.map(async (sport) => (await readAllPages<LiveStreamWire>(origin, `/LiveStream?sportId=${sport.id}`)).map((wire) => ({ sportId: sport.id, wire }))));
  const items: MappedItem<StreamInsert>[] = [];
  for (const { sportId: originSportId, wire } of names.rewrite(perSport.flat()).sort((a, b) => a.wire.id - b.wire.id)) {
    const sportId = localIdOf(context, 'sports', originSportId);
    const categoryId = localIdOf(context, 'video-categories', wire.category.id);
    if (sportId === null) continue;
    if (categoryId === null) {
      report.refuse('live-streams', String(wire.id), `Its category ${wire.category.id} ('${wire.category.title}') is in no list of video categories`);
      continue;
    }
    items.push({
      sourceId: String(wire.id),
      row: { sportId, categoryId, gameId: null, title: wire.title, startDate: new Date(wire.startDate), endDate: new Date(wire.endDate), note: wire.note ?? null, format: wire.format, free: wire.free, imageUrl: wire.image.url, imageAlt: wire.image.alt },
    });
  }
  await writeResource(context, tableWriter<StreamInsert>(context, 'live-streams', 'live-stream', liveStreams), items);
}

/** Video categories, on-demand videos (YouTube and all-access) with their settings, and live streams. */
export async function importVideoFamily(context: ImportContext, origin: OriginClient, names: MediaNames, sportList: readonly SportWire[], report: ImportReport): Promise<void> {
  await importCategories(context, origin);
  const channel = await importVideos(context, origin, names);
  await importVideoSettings(context, origin, names, channel);
  await importLiveStreams(context, origin, names, sportList, report);
}
