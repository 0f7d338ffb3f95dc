import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { calendarCountsWire, calendarDaysWire, calendarGameDaysWire, calendarPreviewDaysWire, calendarSettingsWire } from '../../contract/calendar';
import type { LocationFilter } from '../../core/games/game-rules';
import { badRequest } from '../http/api-error';
import { intParam } from '../http/query';
import { listGames } from '../schedule/game-list';
import { localDay, type GameView } from '../schedule/game-view';
import { toCalendarEventWire, toScheduleGameWire, sportSummary } from '../schedule/schedule-game-wire';
import { dayRange, daysBetween, localDateParam, locationParam, monthOf, nextDay, parseLocalDateTime, utcDay, yearParam } from '../schedule/schedule-params';
import { sports } from '../store/tables/foundation';
import { seasons } from '../store/tables/schedule';
import type { ApiDeps } from './api-deps';
import { apiGet } from './api-route';

const TAG = 'Calendar';
/** A calendar request covers at most about a year, so one call cannot ask for everything. */
const MAX_RANGE_DAYS = 400;

const calendarQuery = z.object({
  date: localDateParam.optional(),
  year: yearParam.optional(),
  sportId: intParam.optional(),
  locationIndicator: locationParam.optional(),
});
type CalendarQuery = z.infer<typeof calendarQuery>;

/** The local day a calendar request is about: `date` (default today), moved to `year` when given. */
function anchorDay(query: CalendarQuery, now: number): string {
  const day = query.date?.day ?? utcDay(now);
  return query.year !== undefined ? `${query.year}${day.slice(4)}` : day;
}

/** Local-day buckets `{ date, events }` in date order (v2-reference 10: every calendar list). */
export function byDay<T>(views: readonly GameView[], map: (view: GameView) => T): Array<{ date: string; events: T[] }> {
  const days = new Map<string, T[]>();
  for (const view of views) {
    const day = localDay(view.record.game.localDate);
    days.set(day, [...(days.get(day) ?? []), map(view)]);
  }
  return [...days].map(([date, events]) => ({ date, events }));
}

function checkedRange(from: string, to: string, name: string): { fromLocal: string; toLocal: string } {
  if (to < from) throw badRequest(`Query parameter '${name}' must not be before the start date.`, 'invalid_query');
  if (daysBetween(from, to) > MAX_RANGE_DAYS) throw badRequest(`Query parameter '${name}' must be within ${MAX_RANGE_DAYS} days of the start date.`, 'invalid_query');
  return dayRange(from, to);
}

function pathDay(value: string | undefined, name: string): string {
  const parsed = parseLocalDateTime(value ?? '');
  if (!parsed) throw badRequest(`Path segment '${name}' must be a date as YYYY-MM-DD or YYYY-MM-DDTHH:mm:ss.`, 'invalid_path');
  return parsed.day;
}

export async function registerCalendarRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  const games = (tenantId: number, range: { fromLocal: string; toLocal: string }, sportId?: number, location?: LocationFilter) =>
    listGames(deps, tenantId, { ...range, sportId }, { location });

  apiGet(
    app,
    { path: '/Calendar/count', summary: 'How many events each day of the month of `date` holds', tag: TAG, query: calendarQuery, response: calendarCountsWire },
    async ({ tenant, query }) => {
      const month = monthOf(anchorDay(query, deps.now()));
      const views = await games(tenant.id, { fromLocal: `${month.first} 00:00:00`, toLocal: `${month.next} 00:00:00` }, query.sportId, query.locationIndicator);
      return byDay(views, () => 1).map(({ date, events }) => ({ date, count: events.length }));
    },
  );

  apiGet(
    app,
    { path: '/Calendar/events', summary: 'Events of the seven days from `date`, by day', tag: TAG, query: calendarQuery, response: calendarDaysWire },
    async ({ tenant, query }) => {
      const day = anchorDay(query, deps.now());
      return byDay(await games(tenant.id, dayRange(day, nextDay(day, 6)), query.sportId, query.locationIndicator), toCalendarEventWire);
    },
  );

  apiGet(
    app,
    {
      path: '/Calendar/events/date-range',
      summary: 'Events from `startDate` to `endDate` (whole local days), by day',
      tag: TAG,
      query: z.object({ startDate: localDateParam, endDate: localDateParam, sportId: intParam.optional(), locationIndicator: locationParam.optional() }),
      response: calendarDaysWire,
    },
    async ({ tenant, query }) => byDay(await games(tenant.id, checkedRange(query.startDate.day, query.endDate.day, 'endDate'), query.sportId, query.locationIndicator), toCalendarEventWire),
  );

  for (const [path, summary] of [
    ['/Calendar/month', 'Events of the month of `date`, by day'],
    ['/Calendar/print', 'Events of the month of `date`, by day, for printing'],
  ] as const) {
    apiGet(app, { path, summary, tag: TAG, query: calendarQuery, response: calendarDaysWire }, async ({ tenant, query }) => {
      const month = monthOf(anchorDay(query, deps.now()));
      return byDay(await games(tenant.id, { fromLocal: `${month.first} 00:00:00`, toLocal: `${month.next} 00:00:00` }, query.sportId, query.locationIndicator), toCalendarEventWire);
    });
  }

  apiGet(
    app,
    {
      path: '/Calendar/from/:startDate/to/:endDate',
      summary: 'Full schedule games from one local day to another, by day',
      tag: TAG,
      query: z.object({ sportId: intParam.optional(), locationIndicator: locationParam.optional() }),
      response: calendarGameDaysWire,
      statuses: { 400: 'A path date that is not YYYY-MM-DD[THH:mm:ss], or a range over a year' },
    },
    async ({ tenant, query, params }) => {
      const range = checkedRange(pathDay(params.startDate, 'startDate'), pathDay(params.endDate, 'endDate'), 'endDate');
      const views = await listGames(deps, tenant.id, { ...range, sportId: query.sportId }, { location: query.locationIndicator, stories: true });
      return byDay(views, toScheduleGameWire);
    },
  );

  apiGet(
    app,
    {
      path: '/Calendar/previews/from/:startDate/to/:endDate',
      summary: 'Which sports play on each local day of a range (ids and dates only)',
      tag: TAG,
      query: z.object({ sportId: intParam.optional() }),
      response: calendarPreviewDaysWire,
      statuses: { 400: 'A path date that is not YYYY-MM-DD[THH:mm:ss], or a range over a year' },
    },
    async ({ tenant, query, params }) => {
      const range = checkedRange(pathDay(params.startDate, 'startDate'), pathDay(params.endDate, 'endDate'), 'endDate');
      return byDay(await games(tenant.id, range, query.sportId), (view) => ({ id: view.id, date: view.date, enddate: view.end_date, sport: sportSummary(view.record.sport) }));
    },
  );

  apiGet(
    app,
    {
      path: '/Calendar/settings',
      summary: 'How the calendar page starts, and the sports and feed formats it offers',
      tag: TAG,
      query: z.object({ date: localDateParam.optional() }),
      response: calendarSettingsWire,
      cache: 'settings',
    },
    async ({ tenant }) => {
      const scheduled = deps.db.selectDistinct({ sportId: seasons.sportId }).from(seasons).where(eq(seasons.tenantId, tenant.id));
      const rows = await deps.db
        .select()
        .from(sports)
        .where(and(eq(sports.tenantId, tenant.id), inArray(sports.id, scheduled)))
        .orderBy(asc(sports.appPriority), asc(sports.id));
      return { defaultView: 'month' as const, firstDayOfWeek: 0, showAtVs: true, timeZone: tenant.timeZone, subscribeTypes: ['ics', 'csv'], sports: rows.map(sportSummary) };
    },
  );
}
