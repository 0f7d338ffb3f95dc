import { z } from 'zod';

/** Our error body (DESIGN 8): every 4xx says what was wrong. */
export const apiErrorWire = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
});
export type ApiErrorWire = z.infer<typeof apiErrorWire>;

/** The reference's "feature not configured" body (v2-reference 1.4): one PascalCase Message. */
export const messageErrorWire = z.object({ Message: z.string() });
