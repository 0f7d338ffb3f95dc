import { DEFAULT_PAGINATION } from '../constants';

/** One page of a paged list (the v2 envelope, as entities). `page` is 0-based. */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pages: number;
}

// spec 9: default pagination start 0, count 10.
export const PAGE_SIZE = DEFAULT_PAGINATION.count;
export const FIRST_PAGE = DEFAULT_PAGINATION.start;

export function emptyPage<T>(page: number = FIRST_PAGE): Paged<T> {
  return { items: [], total: 0, page, pages: 0 };
}

/** The largest page index a URL may ask for; past it the API answers an empty page anyway. */
const MAX_PAGE_INDEX = 9_999;

/**
 * The 0-based page index named by a `?page=` value, which is 1-based for people
 * (`?page=2` is index 1). Missing or unusable values give the first page.
 */
export function pageIndexFrom(param: string | null | undefined): number {
  if (!param || !/^\d{1,6}$/.test(param.trim())) return FIRST_PAGE;
  const n = Number(param.trim());
  return n < 1 ? FIRST_PAGE : Math.min(n - 1, MAX_PAGE_INDEX);
}

/** The `?page=` value of a page index; the first page has none, so its URL stays canonical. */
export function pageParamOf(index: number): string | null {
  return index <= FIRST_PAGE ? null : String(index + 1);
}

export type PageSlot = { kind: 'page'; index: number } | { kind: 'gap'; key: string };

/**
 * The page numbers a pager shows: the first, the last, and `span` pages either side of the
 * current one, with a gap where pages are skipped. Empty when there is one page or none.
 */
export function pageWindow(current: number, pages: number, span = 1): PageSlot[] {
  if (pages <= 1) return [];
  const at = Math.min(Math.max(current, 0), pages - 1);
  const shown = new Set<number>([0, pages - 1]);
  for (let i = at - span; i <= at + span; i += 1) if (i >= 0 && i < pages) shown.add(i);
  const sorted = [...shown].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  sorted.forEach((index, position) => {
    const previous = sorted[position - 1];
    if (previous !== undefined && index - previous > 1) slots.push({ kind: 'gap', key: `gap-${previous}-${index}` });
    slots.push({ kind: 'page', index });
  });
  return slots;
}
