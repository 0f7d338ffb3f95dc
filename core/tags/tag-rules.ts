import type { StorySport } from '../stories/story';
import type { Tag } from './tag';

/** The tags a reader can follow: active ones that have stories, by name. */
export function listedTags(tags: readonly Tag[]): Tag[] {
  return tags.filter((tag) => tag.active && tag.count > 0).sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id);
}

/** The active tag with this slug (any case), or undefined. */
export function findTag(tags: readonly Tag[], slug: string): Tag | undefined {
  const wanted = slug.toLowerCase();
  return tags.find((tag) => tag.active && tag.slug.toLowerCase() === wanted);
}

// spec 2.1 tag: /tags/{tagSlug}/{sportSlug?}.
export function tagPath(tagSlug: string, sport?: Pick<StorySport, 'slug'> | null): string {
  return sport ? `/tags/${tagSlug}/${sport.slug}` : `/tags/${tagSlug}`;
}

/** '1 story' / '12 stories'. */
export function storyCount(count: number): string {
  return `${count} ${count === 1 ? 'story' : 'stories'}`;
}
