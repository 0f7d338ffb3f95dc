import type { ArchiveItemWire } from '../../contract/archives';
import type { FilterOptionWire } from '../../contract/press-clips';
import type { RelatedStoryWire, StoryWire } from '../../contract/stories';
import type { TaggedContentWire } from '../../contract/tags';
import type { FilterOption } from '../../core/editorial/filter-option';
import type { Story, StoryImage, StorySummary } from '../../core/stories/story';
import { sanitizeHtml } from '../html/html-sanitizer';
import { toStoryGame } from './story-game-mapper';

type ImageWire = NonNullable<StoryWire['primaryImage']>;

const nonBlank = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value : null);

function toImage(wire: ImageWire | null | undefined): StoryImage | null {
  if (!wire || !wire.url) return null;
  return { url: wire.url, alt: wire.altText, caption: nonBlank(wire.caption), credit: nonBlank(wire.creditText) };
}

export function toStory(wire: StoryWire): Story {
  const sport = wire.sport;
  const writer = wire.writer;
  return {
    id: wire.id,
    title: wire.title || wire.contentTitle,
    subheadline: wire.subHeadline,
    teaser: wire.teaser,
    byline: wire.byline,
    date: wire.date,
    type: wire.type ?? null,
    url: wire.url,
    primary_image: toImage(wire.primaryImage),
    alternate_image: toImage(wire.alternateImage),
    sport: sport ? { id: sport.id, title: sport.title ?? wire.sportDisplay, slug: sport.globalSportNameSlug } : null,
    links: wire.links.map((link) => ({ id: link.linkId, title: link.linkText, url: link.linkUrl })),
    writer: writer
      ? {
          name: writer.name,
          title: nonBlank(writer.title),
          bio: nonBlank(writer.bio),
          email: nonBlank(writer.email),
          phone: nonBlank(writer.phone),
          social: { twitter: nonBlank(writer.socialMedia.twitter), instagram: nonBlank(writer.socialMedia.instagram) },
        }
      : null,
    video: wire.video && (wire.video.youtube || wire.video.archive) ? { youtube: nonBlank(wire.video.youtube), archive: wire.video.archive ?? null, title: nonBlank(wire.video.metadata.title) } : null,
    // v2-reference 8: galleryId is an int; 0 (or a null from another backend) is no gallery.
    gallery_id: wire.galleryId || null,
    games: wire.games.map(toStoryGame),
    // DESIGN 8: sanitised here, before it can reach the DOM.
    body_html: sanitizeHtml(wire.content),
    meta_description: nonBlank(wire.storyMetaDescription) ?? wire.teaser,
    tags: wire.tags.map((tag) => ({ id: tag.tagId, name: tag.tagName, slug: tag.tagSlug })),
  };
}

export function toRelatedSummary(wire: RelatedStoryWire): StorySummary {
  return {
    id: wire.storyId,
    title: wire.storyTitle,
    teaser: '',
    date: wire.storyPostdate,
    url: wire.url,
    image: wire.storyImage ? { url: wire.storyImage, alt: wire.imageAltText ?? '' } : null,
    sport_title: null,
  };
}

export function toArchiveSummary(wire: ArchiveItemWire): StorySummary {
  return {
    id: Number(wire.storyId),
    title: wire.storyHeadline,
    teaser: wire.storySummary,
    date: wire.storyPostdate,
    url: wire.storyPath,
    // The archive gives no alt text: the image only illustrates the headline next to it.
    image: wire.storyImage ? { url: wire.storyImage, alt: '' } : null,
    sport_title: nonBlank(wire.sportTitle),
  };
}

export function toTaggedSummary(wire: TaggedContentWire): StorySummary {
  return {
    id: wire.id,
    title: wire.title,
    teaser: '',
    date: wire.postDate,
    url: wire.url,
    image: wire.image.url ? { url: wire.image.url, alt: wire.image.altText } : null,
    sport_title: nonBlank(wire.sports),
  };
}

export function toFilterOption(wire: FilterOptionWire): FilterOption {
  return { value: wire.value, label: wire.name };
}
