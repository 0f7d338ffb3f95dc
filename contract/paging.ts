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
