import { z } from 'zod';
import { pageEnvelope } from './paging';
import { scheduleRecordWire } from './schedule';

/** GET /Season and GET /Season/current (v2-reference 10). */
export const seasonWire = z.object({
  id: z.number(),
  title: z.string(),
  shortName: z.string().nullish(),
  startDate: z.string(),
  created: z.string(),
});
export type SeasonWire = z.infer<typeof seasonWire>;

/** GET /Season/{sportId}/related item: a sport's seasons, newest first; `scheduleId` is the season's schedule. */
export const relatedSeasonWire = z.object({
  seasonTitle: z.string(),
  scheduleId: z.number(),
  isCurrent: z.boolean(),
  globalSportNameSlug: z.string(),
});
export const relatedSeasonsWire = z.array(relatedSeasonWire);

/** GET /Season/standings: the school's record for each season of a sport, newest first. */
export const seasonStandingsPageWire = pageEnvelope(scheduleRecordWire);
