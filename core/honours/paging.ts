import { DEFAULT_PAGINATION } from '../constants';

/** One page of a paged list, as the v2 page envelope gives it (page index from 0). */
export interface Paged<T> {
  items: T[];
  total: number;
  pageIndex: number;
  pages: number;
}

/** What a paged list asks for (spec 7: $pageIndex and $pageSize). */
export interface PageRequest {
  pageIndex: number;
  pageSize: number;
}

export function emptyPage<T>(pageIndex: number = DEFAULT_PAGINATION.start): Paged<T> {
  return { items: [], total: 0, pageIndex, pages: 0 };
}

/** Largest page number a URL may ask for; beyond it the list is simply empty. */
export const MAX_PAGE_NUMBER = 10_000;

/**
 * spec 9: paging starts at index 0. The URL's `?page=` is for people, so it counts from 1:
 * '2' is index 1. Anything that is not a whole number from 1 is the first page.
 */
export function pageIndexFromQuery(raw: string | null | undefined): number {
  if (raw === null || raw === undefined || !/^\d{1,6}$/.test(raw.trim())) return DEFAULT_PAGINATION.start;
  const page = Number(raw.trim());
  return page >= 1 && page <= MAX_PAGE_NUMBER ? page - 1 : DEFAULT_PAGINATION.start;
}

/** The `?page=` value for a page index; the first page needs none. */
export function pageQueryValue(pageIndex: number): string | undefined {
  return pageIndex > 0 ? String(pageIndex + 1) : undefined;
}

/** A positive whole id from a query value (`?sport=12`), else undefined (no filter). */
export function idFromQuery(raw: string | null | undefined): number | undefined {
  if (raw === null || raw === undefined || !/^\d{1,9}$/.test(raw.trim())) return undefined;
  const id = Number(raw.trim());
  return id > 0 ? id : undefined;
}

export type PagerSlot = { kind: 'page'; pageIndex: number; current: boolean } | { kind: 'gap' };

/**
 * The page links a pager shows: the first and last page, and `span` pages either side of the
 * current one, with a gap where pages are skipped. Nothing when everything fits on one page.
 */
export function pagerSlots(pageIndex: number, pages: number, span = 1): PagerSlot[] {
  if (pages <= 1) return [];
  const shown = new Set<number>([0, pages - 1]);
  for (let index = pageIndex - span; index <= pageIndex + span; index += 1) if (index >= 0 && index < pages) shown.add(index);
  const sorted = [...shown].sort((a, b) => a - b);
  const slots: PagerSlot[] = [];
  sorted.forEach((index, position) => {
    const previous = sorted[position - 1];
    if (previous !== undefined && index - previous > 1) slots.push({ kind: 'gap' });
    slots.push({ kind: 'page', pageIndex: index, current: index === pageIndex });
  });
  return slots;
}

/** Builds a list's href from its path and query values, dropping empty ones (stable order). */
export function listHref(path: string, query: ReadonlyArray<readonly [string, string | number | undefined]>): string {
  const parts = query
    .filter((entry): entry is readonly [string, string | number] => entry[1] !== undefined && entry[1] !== '')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  return parts.length > 0 ? `${path}?${parts.join('&')}` : path;
}
