import { DEFAULT_PAGINATION } from '../constants';

/** One page of a paged list (the v2 page envelope, as entities); `page` counts from 0. */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pages: number;
}

// spec 9: default pagination start 0, count 10.
export const FIRST_PAGE: number = DEFAULT_PAGINATION.start;
export const PAGE_SIZE: number = DEFAULT_PAGINATION.count;

export function emptyPage<T>(page: number = FIRST_PAGE): Paged<T> {
  return { items: [], total: 0, page, pages: 0 };
}

// Past this the API answers an empty page anyway; the cap keeps the query sane.
const MAX_PAGE_INDEX = 9_999;

/** The 0-based page of a `?page=` value, which counts from 1 for people; unusable values give the first. */
export function pageIndexFrom(param: string | null | undefined): number {
  const text = (param ?? '').trim();
  if (!/^\d{1,6}$/.test(text)) return FIRST_PAGE;
  const n = Number(text);
  return n < 1 ? FIRST_PAGE : Math.min(n - 1, MAX_PAGE_INDEX);
}

/** The `?page=` value of a page index; the first page has none, so its URL stays canonical. */
export function pageParamOf(index: number): string | null {
  return index <= FIRST_PAGE ? null : String(index + 1);
}
