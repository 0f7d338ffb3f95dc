import { z } from 'zod';
import { studioPageWire, studioPagingQuery, studioPersonWire } from './studio-common';

/** GET /api/studio/activity: the audit log, newest first. */
export const activityQuery = z.object({ ...studioPagingQuery });

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

export const activityPageWire = studioPageWire(activityItemWire);
export type ActivityPageWire = z.infer<typeof activityPageWire>;
