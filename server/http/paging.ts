import { z } from 'zod';
import type { PageEnvelope } from '../../contract/paging';
import { readQuery } from './query';

// spec 9: default pagination start 0, count 10. A page is bounded so one request cannot ask for everything.
export const DEFAULT_PAGE_INDEX = 0;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

const pagingQuery = z.object({
  $pageIndex: z.string().regex(/^\d{1,6}$/, 'must be a whole number from 0').transform(Number).optional(),
  $pageSize: z
    .string()
    .regex(/^\d{1,3}$/, `must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_PAGE_SIZE, `must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .optional(),
});

export interface Paging {
  pageIndex: number;
  pageSize: number;
  offset: number;
}

/** Reads `$pageIndex` / `$pageSize` (any case); a bad value is a 400. */
export function readPaging(query: unknown): Paging {
  const { $pageIndex, $pageSize } = readQuery(query, pagingQuery);
  const pageIndex = $pageIndex ?? DEFAULT_PAGE_INDEX;
  const pageSize = $pageSize ?? DEFAULT_PAGE_SIZE;
  return { pageIndex, pageSize, offset: pageIndex * pageSize };
}

export function toPage<T>(items: T[], total: number, paging: Paging): PageEnvelope<T> {
  return { items, total, page: paging.pageIndex, pages: Math.ceil(total / paging.pageSize) };
}
