import { z } from 'zod';

/** The content studio's shared wire pieces (/api/studio). */

/** Who did something: a staff member (id, name); the scheduler has no account (id null). */
export const studioPersonWire = z.object({ id: z.number().int().nullable(), name: z.string() });
export type StudioPersonWire = z.infer<typeof studioPersonWire>;

/** An item's version stamp: its version (If-Match on PUT and DELETE) and who changed it last, when. */
export const studioVersionFields = { version: z.number().int(), updatedAt: z.string().nullable(), updatedBy: studioPersonWire.nullable() };

/** An ISO 8601 instant with its offset ('2026-04-15T18:30:00Z', '2026-04-15T14:30:00-04:00'). */
export const isoInstant = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i, message)
    .refine((value) => Number.isFinite(Date.parse(value)), message);

/** 400 `invalid_input`: one plain-words message per field. */
export const studioErrorWire = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    current: z.object(studioVersionFields).optional(),
  }),
});

/** A studio list page. */
export function studioPageWire<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}

/** `?page=&pageSize=` of a studio list (1-based; at most 100 a page). */
export const studioPagingQuery = {
  page: z
    .string()
    .regex(/^\d{1,6}$/, 'must be a page number')
    .transform(Number)
    .refine((n) => n >= 1, 'must be 1 or more')
    .optional(),
  pageSize: z
    .string()
    .regex(/^\d{1,3}$/, 'must be a number')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 100, 'must be from 1 to 100')
    .optional(),
};
