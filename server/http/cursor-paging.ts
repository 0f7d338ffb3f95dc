import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CursorEnvelope, PageEnvelope } from '../../contract/paging';
import { badRequest } from './api-error';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, readPaging, type Paging } from './paging';
import { readQuery } from './query';

/**
 * v2-reference 1.3: v2.1 pages a list with cursors. A cursor is an opaque token for one record's place in
 * the list the route's store query orders; `before` names a page's first record and `after` its last, so
 * `After=<after>` continues the list and `Before=<before>` goes back (none before the first page).
 */
const TOKEN = /^v1:(\d{1,7})$/;
/** Places past this are not a list we serve. */
const MAX_PLACE = 9_999_999;

export function encodeCursor(place: number): string {
  return Buffer.from(`v1:${place}`).toString('base64url');
}

/** The place a cursor names; anything that is not one of ours is a 400. */
export function decodeCursor(token: string, name: string): number {
  const text = /^[A-Za-z0-9_-]{1,24}$/.test(token) ? Buffer.from(token, 'base64url').toString('utf8') : '';
  const match = TOKEN.exec(text);
  if (!match || Number(match[1]) > MAX_PLACE) throw badRequest(`Query parameter '${name}' is not a cursor this list gave out (copy 'before' or 'after' from a response).`, 'invalid_cursor');
  return Number(match[1]);
}

const cursorText = z.string().max(100, 'must be a cursor from a response');
/** v2-reference 1.6: the v2.1 paging parameters (any case), replacing `$pageIndex` and `$pageSize`. */
export const cursorQuery = z.object({
  PageSize: z
    .string()
    .regex(/^\d{1,3}$/, `must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_PAGE_SIZE, `must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .optional()
    .describe(`Items per page, 1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE}).`),
  After: cursorText.optional().describe("The records after this one: a response's `after`."),
  Before: cursorText.optional().describe("The records before this one: a response's `before`."),
});

/** The window of the list a v2.1 request asks for, as the offset and limit the v2 store queries take. */
export function readCursorWindow(query: unknown): Paging {
  const { PageSize, After, Before } = readQuery(query, cursorQuery);
  const pageSize = PageSize ?? DEFAULT_PAGE_SIZE;
  if (After !== undefined && Before !== undefined) throw badRequest("Give 'After' or 'Before', not both.", 'invalid_query');
  if (After !== undefined) return { pageIndex: 0, pageSize, offset: decodeCursor(After, 'After') + 1 };
  if (Before !== undefined) {
    const end = decodeCursor(Before, 'Before');
    const offset = Math.max(0, end - pageSize);
    return { pageIndex: 0, pageSize: end - offset, offset };
  }
  return { pageIndex: 0, pageSize, offset: 0 };
}

/** The window of a v2.1 request, set by its route before the handler runs. */
const windows = new WeakMap<FastifyRequest, Paging>();

export function setCursorWindow(request: FastifyRequest, window: Paging): void {
  windows.set(request, window);
}

export function cursorWindowOf(request: FastifyRequest): Paging | undefined {
  return windows.get(request);
}

/**
 * The slice of the list a route's store query returns: the v2.1 cursor window when the route serves
 * v2.1, else v2's `$pageIndex` / `$pageSize`. Paged handlers read it here, so both versions share them.
 */
export function pagingOf(request: FastifyRequest): Paging {
  return windows.get(request) ?? readPaging(request.query);
}

/** A v2 page of `window` as the v2.1 cursor envelope. */
export function toCursorPage<T>(page: PageEnvelope<T>, window: Paging): CursorEnvelope<T> {
  const { items } = page;
  if (items.length === 0) return { items, before: null, after: null };
  return { items, before: encodeCursor(window.offset), after: encodeCursor(window.offset + items.length - 1) };
}
