import type { PodcastCategoryWire, PodcastEpisodeWire, PodcastSettingsWire } from '../../contract/podcasts';
import { htmlText } from '../../core/honours/html-text';
import { slugify } from '../../core/honours/slug';
import type { PodcastEpisode, PodcastShow, PodcastSportRef, PodcastsSettings } from '../../core/podcasts/podcast';

const toSportRef = (wire: { id: number; title: string; globalSportNameSlug?: string | null }): PodcastSportRef => ({ id: wire.id, title: wire.title, slug: wire.globalSportNameSlug ?? null });

export function toPodcastEpisode(wire: PodcastEpisodeWire): PodcastEpisode {
  const slug = wire.slug || slugify(wire.title) || 'episode';
  const size = Number(wire.enclosureLength);
  return {
    id: wire.id,
    title: wire.title,
    slug,
    description: wire.description,
    summary: wire.rawDescription.trim() || htmlText(wire.description),
    publishedAt: wire.datePublished,
    // Our origin's path when the API gives one (same-origin playback), else the absolute URL.
    audioUrl: wire.url || wire.absoluteUrl,
    audioType: wire.enclosureType || 'audio/mpeg',
    sizeBytes: Number.isFinite(size) && size > 0 ? size : null,
    imageUrl: wire.imagePath || wire.categoryImagePath || null,
    show: { id: wire.categoryId, title: wire.categoryName ?? null, slug: wire.categorySlug ?? null },
    sports: wire.sports.map(toSportRef),
    durationSeconds: wire.duration ?? null,
    // spec 2.1 podcast_player: /podcasts/{podcastSlug}/{podcastId}.
    pageUrl: wire.pageUrl || `/podcasts/${slug}/${wire.id}`,
  };
}

export function toPodcastShow(wire: PodcastCategoryWire): PodcastShow {
  return {
    id: wire.id,
    title: wire.title,
    slug: wire.slug ?? null,
    description: wire.description ?? null,
    hostName: wire.hostName ?? null,
    imageUrl: wire.imageUrl ?? null,
    episodeCount: wire.episodeCount ?? null,
    sport: wire.sport ? toSportRef(wire.sport) : null,
  };
}

export function toPodcastsSettings(wire: PodcastSettingsWire): PodcastsSettings {
  return { title: wire.title, description: wire.description, hubContent: wire.hubContent };
}
