import type { Paged } from '../paging/paging';
import type { StorySummary } from '../stories/story';
import type { Tag } from './tag';

export interface TagsRepository {
  /** Every tag of the school with its story count; empty on failure (spec 8). */
  list(): Promise<Tag[]>;
  /** A page of the stories with a tag, optionally of one sport (by its slug); an empty page on failure. */
  stories(tagSlug: string, options: { sportSlug: string | null; page: number }): Promise<Paged<StorySummary>>;
}
