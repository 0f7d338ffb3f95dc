import { z } from 'zod';
import { studioPageWire, studioPagingQuery, studioPersonWire } from './studio-common';

/** GET /api/studio/activity: the audit log, newest first; of one kind of item (story, game, media...) if asked. */
export const activityQuery = z.object({ kind: z.string().regex(/^[a-z][a-z-]{0,39}$/, 'must be a kind of item, like story').optional(), ...studioPagingQuery });

export const activityItemWire = z.object({
  id: z.number().int(),
  at: z.string(),
  by: studioPersonWire,
  action: z.string(),
  kind: z.string(),
  itemId: z.number().int().nullable(),
  summary: z.string(),
});
export type ActivityItemWire = z.infer<typeof activityItemWire>;

/** A page of the log, and every kind of item the school's log holds (to filter by). */
export const activityPageWire = studioPageWire(activityItemWire).extend({ kinds: z.array(z.string()) });
export type ActivityPageWire = z.infer<typeof activityPageWire>;
