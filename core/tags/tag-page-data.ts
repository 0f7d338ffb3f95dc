import type { Paged } from '../paging/paging';
import type { Sport } from '../sports/sport';
import type { StorySummary } from '../stories/story';
import type { Tag } from './tag';

export interface TagListPageData {
  tags: Tag[];
}

/** Loader data of /tags/{tagSlug}/{sportSlug?}. */
export interface TagPageData {
  tag: Tag;
  /** The sport the list is narrowed to, when the route names one. */
  filterSport: Sport | null;
  /** Sports a reader may narrow the list to. */
  sports: Sport[];
  stories: Paged<StorySummary>;
}
