import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../api-deps';
import { registerCalendarRoutes } from '../calendar.routes';
import { registerCalendarSubscribeRoutes } from '../calendar-subscribe.routes';
import { registerConferenceStandingsRoutes } from '../conference-standings.routes';
import { registerCountdownRoutes } from '../countdown.routes';
import { registerEventsResultsRoutes } from '../events-results.routes';
import { registerHistoryRoutes } from '../history.routes';
import { registerOpponentHistoryRoutes } from '../opponent-history.routes';
import { registerScheduleRecordRoutes } from '../schedule.routes';
import { registerSeasonRoutes } from '../season.routes';

/** Registers the schedule routes under /api/v2: schedules, games, results, seasons, calendar, standings, history. */
export async function registerScheduleRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  for (const register of [
    registerScheduleRecordRoutes,
    registerEventsResultsRoutes,
    registerSeasonRoutes,
    registerCalendarRoutes,
    registerCalendarSubscribeRoutes,
    registerConferenceStandingsRoutes,
    registerHistoryRoutes,
    registerCountdownRoutes,
    registerOpponentHistoryRoutes,
  ]) {
    await register(app, deps);
  }
}
