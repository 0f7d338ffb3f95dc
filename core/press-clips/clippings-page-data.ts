import type { FilterOption } from '../editorial/filter-option';
import type { Paged } from '../paging/paging';
import type { ClippingsQuery } from './clippings-query';
import type { PressClip } from './press-clip';

export interface ClippingsPageData {
  query: ClippingsQuery;
  clips: Paged<PressClip>;
  seasons: FilterOption[];
  sports: FilterOption[];
}
