import { DEFAULT_PAGINATION } from '../constants';

/** One page of a paged list: the v2 page envelope as an entity. `page` is the 0-based index. */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pages: number;
}

/** What a paged list asks for (spec 7: $pageIndex and $pageSize). */
export interface PageRequest {
  pageIndex: number;
  pageSize: number;
}

// spec 9: default pagination start 0, count 10.
export const FIRST_PAGE: number = DEFAULT_PAGINATION.start;
export const PAGE_SIZE: number = DEFAULT_PAGINATION.count;

export function emptyPage<T>(page: number = FIRST_PAGE): Paged<T> {
  return { items: [], total: 0, page, pages: 0 };
}

/** The largest page index a URL may ask for; past it the API answers an empty page anyway. */
export const MAX_PAGE_INDEX = 9_999;

/**
 * The 0-based page index named by a `?page=` value, which counts from 1 for people (`?page=2` is
 * index 1). Missing or unusable values give the first page; larger ones the last page allowed.
 */
export function pageIndexFrom(param: string | null | undefined): number {
  const text = (param ?? '').trim();
  if (!/^\d{1,6}$/.test(text)) return FIRST_PAGE;
  const n = Number(text);
  return n < 1 ? FIRST_PAGE : Math.min(n - 1, MAX_PAGE_INDEX);
}

/** The `?page=` value of a page index; the first page has none, so its URL stays canonical. */
export function pageParamOf(index: number): string | undefined {
  return index <= FIRST_PAGE ? undefined : String(index + 1);
}

/** The URL of one page of a list whose only query is its page: `/coverage`, `/coverage?page=2`. */
export function pageHref(path: string, index: number): string {
  const param = pageParamOf(index);
  return param === undefined ? path : `${path}?page=${param}`;
}
