import type { Story, StorySummary } from '../../../core/stories/story';
import { newestFirst, wireDateTime } from './in-memory-read';

/** The stories published by now (a story dated later is scheduled and never shows), newest first. */
export function publishedStories(stories: readonly Story[], nowMs: number): Story[] {
  const now = wireDateTime(nowMs);
  return newestFirst(stories.filter((story) => story.date <= now));
}

/** A story as the archive lists it (a department story is 'General'; the image has no alt text there). */
export function archiveSummary(story: Story): StorySummary {
  return {
    id: story.id,
    title: story.title,
    teaser: story.teaser,
    date: story.date,
    url: story.url,
    image: story.primary_image ? { url: story.primary_image.url, alt: '' } : null,
    sport_title: story.sport?.title ?? 'General',
  };
}

/** A story as a tag's list shows it. */
export function taggedSummary(story: Story): StorySummary {
  return {
    id: story.id,
    title: story.title,
    teaser: '',
    date: story.date,
    url: story.url,
    image: story.primary_image ? { url: story.primary_image.url, alt: story.primary_image.alt } : null,
    sport_title: story.sport?.title ?? null,
  };
}

/** A story as the related list shows it: as a tag's list does, without its sport. */
export function relatedSummary(story: Story): StorySummary {
  return { ...taggedSummary(story), sport_title: null };
}

/** The slug of a story's page (/news/{year}/{month}/{day}/{slug}). */
export function storySlug(story: Pick<Story, 'url'>): string {
  return story.url.slice(story.url.lastIndexOf('/') + 1).toLowerCase();
}
