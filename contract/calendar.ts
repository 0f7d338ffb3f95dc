import { z } from 'zod';
import { opponentImageWire, scheduleGameFileWire, scheduleGameWire, scheduleResultWire, sportSummaryWire } from './schedule';

/** GET /Calendar/count item: a local day ('YYYY-MM-DD') of the month and how many events it holds. */
export const calendarCountWire = z.object({ date: z.string(), count: z.number() });
export const calendarCountsWire = z.array(calendarCountWire);

const linkWire = z.object({ title: z.string(), url: z.string() });

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
  opponent: z.object({
    id: z.number(),
    title: z.string(),
    prefix: z.string(),
    website: z.string(),
    location: z.string(),
    conference: z.boolean(),
    mascot: z.string(),
    image: opponentImageWire,
  }),
  media: z.object({
    tvImageLink: z.string().nullable(),
    tvImage: z.string().nullable(),
    tv: z.string(),
    radio: z.string(),
    video: linkWire.nullable(),
    audio: linkWire.nullable(),
    stats: linkWire.nullable(),
    tickets: linkWire.nullable(),
    preview: linkWire.nullable(),
    gamefiles: z.array(scheduleGameFileWire),
    customDisplayFields: z.array(z.unknown()),
  }),
  result: scheduleResultWire.nullable(),
  facility: z.object({ id: z.number().nullable(), title: z.string(), url: z.string() }).nullable(),
  tournament: z.object({ id: z.number(), title: z.string(), website: z.string() }).nullable(),
  gamelinks: z.array(linkWire).nullable(),
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
