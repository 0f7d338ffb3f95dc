import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { eventsResultsPageWire, eventsUpcomingPageWire, scoreboardDaysPageWire } from '../../contract/events-results';
import { isComplete } from '../../core/games/game-state';
import { badRequest } from '../http/api-error';
import { pagingOf } from '../http/cursor-paging';
import { toPage, type Paging } from '../http/paging';
import { intParam } from '../http/query';
import { toEventsResultWire } from '../schedule/events-result-wire';
import type { GameQuery } from '../schedule/game-query';
import { listGameSummaries, loadGameViews, type GameSummary, type ListOptions } from '../schedule/game-list';
import { localDay } from '../schedule/game-view';
import { boolParam, daysBetween, localDateParam, locationParam, nextDay, utcDay, type LocalDateTime } from '../schedule/schedule-params';
import type { Tenant } from '../tenants/tenant-directory';
import type { ApiDeps } from './api-deps';
import { apiGet } from './api-route';
import { v21Query } from './v21-adapter';

const TAG = 'EventsResults';
const HOUR = 3_600_000;
/** A game without a result stays "upcoming" through the evening it started (it may be live). */
const UPCOMING_GRACE = 12 * HOUR;
/** Scoreboard default window: yesterday through the next six days. */
const SCOREBOARD_DAYS_BEFORE = 1;
const SCOREBOARD_DAYS_AFTER = 6;
const MAX_RANGE_DAYS = 400;

const eventsQuery = z.object({
  sportId: intParam.optional(),
  gameId: intParam.optional(),
  locationIndicator: locationParam.optional(),
  sportLight: boolParam.optional(),
  StartDate: localDateParam.optional(),
  EndDate: localDateParam.optional(),
});

// spec 7: scoreboard parameters, plus the reference's dotted date range (v2-reference 10).
const scoreboardQuery = eventsQuery.extend({
  'DateRange.StartDate': localDateParam.optional(),
  'DateRange.EndDate': localDateParam.optional(),
  streamingProvider: z.string().trim().min(1).max(100).optional(),
  ticketedOnly: boolParam.optional(),
  withCoverageOnly: boolParam.optional(),
  groupedByDates: boolParam.optional(),
});

type EventsQuery = z.infer<typeof eventsQuery>;
/** `upcoming`: v2.1's Upcoming, true for games after now only, false for past games only. */
type UpcomingQuery = EventsQuery & { upcoming?: boolean };

// v2-reference 1.6: v2.1 sends the date range as DateRange.StartDate / DateRange.EndDate.
const eventsV21Query = eventsQuery.omit({ StartDate: true, EndDate: true }).extend({ 'DateRange.StartDate': localDateParam.optional(), 'DateRange.EndDate': localDateParam.optional() });
const fromDateRange = ({ 'DateRange.StartDate': StartDate, 'DateRange.EndDate': EndDate, ...query }: z.infer<typeof eventsV21Query>): EventsQuery => ({ ...query, StartDate, EndDate });
const resultsV21 = v21Query(eventsV21Query, fromDateRange);
// v2-reference 10: v2.1 upcoming adds Upcoming (bool).
const upcomingV21 = v21Query(eventsV21Query.extend({ Upcoming: boolParam.optional() }), ({ Upcoming, ...query }): UpcomingQuery => ({ ...fromDateRange(query), upcoming: Upcoming }));

export function schoolNames(tenant: Tenant): { name: string; shortName: string } {
  return { name: tenant.settings.schoolName, shortName: tenant.settings.siteName.replace(/ Athletics$/, '') };
}

function gameQuery(query: EventsQuery, start?: LocalDateTime, end?: LocalDateTime): GameQuery {
  if (start && end && end.day < start.day) throw badRequest("Query parameter 'EndDate' must not be before the start date.", 'invalid_query');
  return {
    sportId: query.sportId,
    gameId: query.gameId,
    fromLocal: start ? `${start.day} 00:00:00` : undefined,
    toLocal: end ? `${nextDay(end.day)} 00:00:00` : undefined,
  };
}

function listOptions(query: EventsQuery, resultType?: ListOptions['resultType']): ListOptions {
  return { location: query.locationIndicator, resultType };
}

function bySpotlight(games: GameSummary[], spotlight: boolean | undefined): GameSummary[] {
  return spotlight === undefined ? games : games.filter((game) => game.row.isSpotlight === spotlight);
}

/** Loads only the page's games whole. */
async function pageOf(deps: ApiDeps, games: GameSummary[], paging: Paging, tenant: Tenant) {
  const school = schoolNames(tenant);
  const views = await loadGameViews(deps, tenant.id, games.slice(paging.offset, paging.offset + paging.pageSize).map((game) => game.row.id), { stories: true });
  return toPage(views.map((view) => toEventsResultWire(view, school)), games.length, paging);
}


/** spec 4: upcoming is a game with no result; one already complete (a scrimmage) is not upcoming. */
function isUpcoming(game: GameSummary): boolean {
  return !isComplete(game.row.gameState);
}

const asLocal = (day: string): LocalDateTime => ({ day, stamp: `${day} 00:00:00` });

export async function registerEventsResultsRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  apiGet(
    app,
    { path: '/EventsResults/results', summary: 'Finished games with results, newest first', tag: TAG, query: eventsQuery, response: eventsResultsPageWire, versions: ['v2', 'v2.1'], v21: { query: resultsV21 } },
    async ({ tenant, query, request }) => {
      const paging = pagingOf(request);
      const games = await listGameSummaries(deps, tenant.id, { ...gameQuery(query, query.StartDate, query.EndDate), order: 'desc' }, listOptions(query, 'recent'));
      return pageOf(deps, bySpotlight(games, query.sportLight), paging, tenant);
    },
  );

  apiGet(
    app,
    {
      path: '/EventsResults/upcoming',
      summary: 'Games still to be played (or under way), soonest first; v2.1 Upcoming=true: only games after now, false: only past games (latest first)',
      tag: TAG,
      query: eventsQuery,
      response: eventsUpcomingPageWire,
      cache: 'live',
      versions: ['v2', 'v2.1'],
      v21: { query: upcomingV21 },
    },
    async ({ tenant, query, request }: { tenant: Tenant; query: UpcomingQuery; request: FastifyRequest }) => {
      const paging = pagingOf(request);
      const base = gameQuery(query, query.StartDate, query.EndDate);
      const at = new Date(deps.now());
      if (query.upcoming === false) {
        const past = await listGameSummaries(deps, tenant.id, { ...base, toInstant: at, order: 'desc' }, listOptions(query));
        return pageOf(deps, bySpotlight(past, query.sportLight), paging, tenant);
      }
      const dated = query.StartDate !== undefined || query.EndDate !== undefined;
      const from = query.upcoming ? at : dated ? undefined : new Date(at.getTime() - UPCOMING_GRACE);
      const games = await listGameSummaries(deps, tenant.id, { ...base, fromInstant: from }, listOptions(query, 'upcoming'));
      return pageOf(deps, bySpotlight(games, query.sportLight).filter(isUpcoming), paging, tenant);
    },
  );

  apiGet(
    app,
    {
      path: '/EventsResults/scoreboard',
      summary: 'Games of a date range (default: yesterday to six days ahead) with scores, soonest first; groupedByDates pages over days',
      tag: TAG,
      query: scoreboardQuery,
      response: z.union([eventsResultsPageWire, scoreboardDaysPageWire]),
      cache: 'live',
      versions: ['v2', 'v2.1'],
    },
    async ({ tenant, query, request }) => {
      const paging = pagingOf(request);
      const today = utcDay(deps.now());
      const startGiven = query['DateRange.StartDate'] ?? query.StartDate;
      const endGiven = query['DateRange.EndDate'] ?? query.EndDate;
      const defaulted = !startGiven && !endGiven && query.gameId === undefined;
      const start = startGiven ?? (defaulted ? asLocal(nextDay(today, -SCOREBOARD_DAYS_BEFORE)) : undefined);
      const end = endGiven ?? (defaulted ? asLocal(nextDay(today, SCOREBOARD_DAYS_AFTER)) : undefined);
      if (start && end && daysBetween(start.day, end.day) > MAX_RANGE_DAYS) throw badRequest(`Query parameter 'DateRange.EndDate' must be within ${MAX_RANGE_DAYS} days of the start date.`, 'invalid_query');
      let games = bySpotlight(await listGameSummaries(deps, tenant.id, gameQuery(query, start, end), listOptions(query)), query.sportLight);
      if (query.streamingProvider) {
        const provider = query.streamingProvider.toLowerCase();
        games = games.filter((game) => game.row.streamProvider?.toLowerCase() === provider);
      }
      if (query.ticketedOnly) games = games.filter((game) => game.row.ticketed);
      // Coverage: TV, radio, a stream, audio or live stats.
      if (query.withCoverageOnly) games = games.filter((game) => game.row.covered);
      if (!query.groupedByDates) return pageOf(deps, games, paging, tenant);
      const days = new Map<string, number[]>();
      for (const game of games) {
        const day = localDay(game.row.localDate);
        days.set(day, [...(days.get(day) ?? []), game.row.id]);
      }
      const page = [...days].slice(paging.offset, paging.offset + paging.pageSize);
      const school = schoolNames(tenant);
      const views = new Map((await loadGameViews(deps, tenant.id, page.flatMap(([, ids]) => ids), { stories: true })).map((view) => [view.id, view]));
      const buckets = page.map(([date, ids]) => ({ date, items: ids.flatMap((id) => (views.has(id) ? [toEventsResultWire(views.get(id)!, school)] : [])) }));
      return toPage(buckets, days.size, paging);
    },
  );
}
