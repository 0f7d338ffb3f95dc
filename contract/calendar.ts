import { z } from 'zod';
import { gameMediaLinkFields, scheduleGameWire, scheduleOpponentWire, scheduleResultWire, scheduleTournamentWire, sportSummaryWire, titledLinkWire } from './schedule';

/** GET /Calendar/count item: a local day ('YYYY-MM-DD') of the month and how many events it holds. */
export const calendarCountWire = z.object({ date: z.string(), count: z.number() });
export const calendarCountsWire = z.array(calendarCountWire);

/**
 * An event of GET /Calendar/events, /events/date-range, /month and /print (v2-reference 10). The
 * reference's `any` members are nullable, its `str` ones strings ('' when there is nothing to say).
 */
export const calendarEventWire = z.object({
  id: z.number(),
  date: z.string(),
  time: z.string(),
  conference: z.boolean(),
  location: z.string(),
  locationIndicator: z.string(),
  showAtVs: z.boolean(),
  atVs: z.string(),
  status: z.string(),
  noplayText: z.string(),
  type: z.string(),
  promotion: z.object({ name: z.string(), link: z.string() }).nullable(),
  isADoubleheader: z.boolean(),
  sport: sportSummaryWire,
  /** The schedule game's opponent without `websiteLabel`. */
  opponent: scheduleOpponentWire.omit({ websiteLabel: true }),
  media: z.object({
    tvImageLink: z.string().nullable(),
    tvImage: z.string().nullable(),
    tv: z.string(),
    radio: z.string(),
    ...gameMediaLinkFields(titledLinkWire),
  }),
  result: scheduleResultWire.nullable(),
  facility: z.object({ id: z.number().nullable(), title: z.string(), url: z.string() }).nullable(),
  /** The schedule game's tournament without its colour. */
  tournament: scheduleTournamentWire.omit({ color: true }).nullable(),
  gamelinks: z.array(titledLinkWire).nullable(),
});
export type CalendarEventWire = z.infer<typeof calendarEventWire>;

/** v2-reference 10: every calendar list answers local-day buckets `{ date, events[] }`. */
export const calendarDayWire = z.object({ date: z.string(), events: z.array(calendarEventWire) });
export const calendarDaysWire = z.array(calendarDayWire);

/** GET /Calendar/from/{startDate}/to/{endDate}: day buckets of full schedule games. */
export const calendarGameDayWire = z.object({ date: z.string(), events: z.array(scheduleGameWire) });
export const calendarGameDaysWire = z.array(calendarGameDayWire);

/** GET /Calendar/previews/from/{startDate}/to/{endDate}: day buckets of bare events. */
export const calendarPreviewDayWire = z.object({
  date: z.string(),
  events: z.array(z.object({ id: z.number(), date: z.string(), enddate: z.string().nullable(), sport: sportSummaryWire })),
});
export const calendarPreviewDaysWire = z.array(calendarPreviewDayWire);

/** Ours (shape not given): how the calendar page starts and which sports and feeds it offers. */
export const calendarSettingsWire = z.object({
  defaultView: z.enum(['month', 'list']),
  firstDayOfWeek: z.number(),
  showAtVs: z.boolean(),
  timeZone: z.string().nullish(),
  subscribeTypes: z.array(z.string()),
  sports: z.array(sportSummaryWire),
});
export type CalendarSettingsWire = z.infer<typeof calendarSettingsWire>;
