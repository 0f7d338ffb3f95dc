import type { FilterOption } from '../editorial/filter-option';
import type { Paged } from '../paging/paging';
import type { ArchiveQuery } from './archive-query';
import type { Story, StorySummary } from './story';

export interface StoriesRepository {
  /** The published story of a day (`YYYY-MM-DD`) and slug; undefined when there is none or the call fails. */
  story(day: string, slug: string): Promise<Story | undefined>;
  /** Stories related to a story, newest first; empty on failure (spec 8). */
  related(storyId: number, count: number): Promise<StorySummary[]>;
  /** A page of the story archive; an empty page on failure. */
  archive(query: ArchiveQuery): Promise<Paged<StorySummary>>;
  /** Years that have stories (filter options); empty on failure. */
  archiveSeasons(): Promise<FilterOption[]>;
  /** Sports that have stories (filter options); empty on failure. */
  archiveSports(): Promise<FilterOption[]>;
}
