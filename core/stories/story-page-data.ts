import type { FilterOption } from '../editorial/filter-option';
import type { GallerySummary } from '../galleries/gallery';
import type { Paged } from '../paging/paging';
import type { ArchiveQuery } from './archive-query';
import type { Story, StorySummary } from './story';

/** Loader data of the story page. */
export interface StoryPageData {
  story: Story;
  related: StorySummary[];
  /** The page's absolute url, for the share links. */
  pageUrl: string;
  /** The site's origin, for the archive video embed (spec 7). */
  origin: string;
  /** The photo gallery the story names by its gallery id (spec 3), when there is one. */
  gallery?: GallerySummary | null;
}

/** Loader data of the archives pages (all stories, or one sport's when the route names a sport). */
export interface ArchivePageData {
  query: ArchiveQuery;
  stories: Paged<StorySummary>;
  seasons: FilterOption[];
  /** The sport filter's options; empty on a sport's own archive. */
  sports: FilterOption[];
}
