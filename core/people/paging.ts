import { DEFAULT_PAGINATION } from '../constants';

// spec 9: default pagination start 0, count 10.
export const DEFAULT_PAGE_INDEX: number = DEFAULT_PAGINATION.start;
export const DEFAULT_PAGE_SIZE: number = DEFAULT_PAGINATION.count;

/** One page of a paged list (the v2 page envelope as an entity). */
export interface Paged<T> {
  items: T[];
  total: number;
  page_index: number;
  pages: number;
}

export function emptyPage<T>(pageIndex = DEFAULT_PAGE_INDEX): Paged<T> {
  return { items: [], total: 0, page_index: pageIndex, pages: 0 };
}

/** The page index from a URL's 1-based '?page=' value; the first page when missing or not a whole number ≥ 1. */
export function pageIndexFromParam(value: string | null | undefined): number {
  const text = (value ?? '').trim();
  if (!/^\d{1,6}$/.test(text)) return DEFAULT_PAGE_INDEX;
  const page = Number(text);
  return page >= 1 ? page - 1 : DEFAULT_PAGE_INDEX;
}

/** The '?page=' value of a page index; undefined for the first page, which needs none. */
export function pageParamOf(pageIndex: number): string | undefined {
  return pageIndex <= 0 ? undefined : String(pageIndex + 1);
}

export type PageWindowEntry = { kind: 'page'; index: number } | { kind: 'gap'; key: string };

/**
 * The page links to show: the first and last pages, the current one and `span` either side,
 * with a gap where pages are left out.
 */
export function pageWindow(pageIndex: number, pages: number, span = 1): PageWindowEntry[] {
  if (pages <= 0) return [];
  const current = Math.min(Math.max(pageIndex, 0), pages - 1);
  const shown = new Set<number>([0, pages - 1]);
  for (let index = current - span; index <= current + span; index += 1) if (index >= 0 && index < pages) shown.add(index);
  const sorted = [...shown].sort((a, b) => a - b);
  const entries: PageWindowEntry[] = [];
  sorted.forEach((index, position) => {
    const previous = sorted[position - 1];
    if (previous !== undefined && index - previous > 1) entries.push({ kind: 'gap', key: `gap-${previous}` });
    entries.push({ kind: 'page', index });
  });
  return entries;
}
