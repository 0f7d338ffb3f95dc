import type { FilterOption } from '../editorial/filter-option';
import type { Paged } from '../paging/paging';
import type { ClippingsQuery } from './clippings-query';
import type { PressClip } from './press-clip';

export interface PressClipsRepository {
  /** A page of clips, newest first; an empty page on failure (spec 8). */
  list(query: ClippingsQuery): Promise<Paged<PressClip>>;
  /** Seasons that have clips (value: the season's start year); empty on failure. */
  seasons(): Promise<FilterOption[]>;
}
