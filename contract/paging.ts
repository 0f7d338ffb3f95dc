import { z } from 'zod';

/** v2-reference 1.3: the v2 "page" envelope. `page` echoes $pageIndex. */
export function pageEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
  });
}

export type PageEnvelope<T> = { items: T[]; total: number; page: number; pages: number };

/**
 * v2-reference 1.3: the v2.1 "cursor" envelope. `before` is the opaque token of the page's first record,
 * `after` of its last: pass one back as `Before` or `After` for the records before or after it.
 * Both are null on an empty page.
 */
export function cursorEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    before: z.string().nullable(),
    after: z.string().nullable(),
  });
}

export type CursorEnvelope<T> = { items: T[]; before: string | null; after: string | null };
