import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import { BrowserFileDownload } from '../../adapters/browser/file-download';
import type { HttpClient } from '../../core/http/http-client.port';
import { HttpClientToken } from '../../core/http/http.tokens';
import type { Logger } from '../../core/platform/logger.port';
import { LoggerToken } from '../../core/platform/platform.tokens';
import { CalendarRepositoryToken } from '../../core/calendar/calendar.tokens';
import type { FileSaver } from '../../core/platform/file-saver.port';
import { FileSaverToken } from '../../core/platform/file-saver.tokens';
import { OpponentHistoryRepositoryToken, ScheduleRepositoryToken } from '../../core/schedule/schedule.tokens';
import { StatsViewRepositoryToken } from '../../core/stats-view/stats-view.tokens';
import type { PageContext, PageFamily } from '../page-family';
import type { scheduleLoaders } from './schedule-loaders';

type Loaders = ReturnType<typeof scheduleLoaders>;
type Repository = new (http: HttpClient, logger: Logger) => object;

/**
 * A repository whose adapter (and its wire schemas) loads on its first call, so the site's first
 * load does not carry the schedule family's adapters (DESIGN 7). Every port method is async.
 */
function lazyRepository(load: () => Promise<Repository>, http: HttpClient, logger: Logger): object {
  let real: Promise<Record<string, (...args: unknown[]) => Promise<unknown>>> | undefined;
  return new Proxy(
    {},
    {
      get(_, method) {
        // Not a thenable: awaiting the repository itself must not call the adapter.
        if (method === 'then' || typeof method !== 'string') return undefined;
        return async (...args: unknown[]) => {
          real ??= load().then((Make) => new Make(http, logger) as Record<string, (...args: unknown[]) => Promise<unknown>>);
          return (await real)[method]!(...args);
        };
      },
    },
  );
}

/** The schedule pages: schedule, results, box scores, stats, calendars and opponent history. */
export const scheduleFamily: PageFamily = {
  bind(_repository, container) {
    const lazy = (token: symbol, load: () => Promise<Repository>) =>
      container.bind(token).toDynamicValue((ctx) => lazyRepository(load, ctx.get<HttpClient>(HttpClientToken), ctx.get<Logger>(LoggerToken)));
    lazy(ScheduleRepositoryToken, async () => (await import('../../adapters/api/api-schedule-repository')).ApiScheduleRepository);
    lazy(OpponentHistoryRepositoryToken, async () => (await import('../../adapters/api/api-opponent-history-repository')).ApiOpponentHistoryRepository);
    lazy(StatsViewRepositoryToken, async () => (await import('../../adapters/api/api-stats-view-repository')).ApiStatsViewRepository);
    lazy(CalendarRepositoryToken, async () => (await import('../../adapters/api/api-calendar-repository')).ApiCalendarRepository);
    container.bind<FileSaver>(FileSaverToken).toDynamicValue(() => new BrowserFileDownload());
  },
  pages(context: PageContext) {
    let loaders: Promise<{ loaders: Loaders; wrap: (Page: ComponentType) => ComponentType }> | undefined;
    const family = () =>
      (loaders ??= Promise.all([import('./schedule-loaders'), import('../../ui/schedule/schedule-services')]).then(([module, ui]) => {
        const services = module.scheduleServices(context);
        return { loaders: module.scheduleLoaders(context), wrap: (Page: ComponentType) => ui.withScheduleServices(Page, services) };
      }));
    const loader =
      (name: keyof Loaders): LoaderFunction =>
      async (args) =>
        (await family()).loaders[name](args);
    return {
      schedule: { load: async () => ({ default: (await family()).wrap((await import('../../ui/pages/schedule/schedule-page')).default) }), loader: loader('schedule') },
      schedule_text: { load: () => import('../../ui/pages/schedule-text/schedule-text-page'), loader: loader('schedule') },
      schedule_print: { load: () => import('../../ui/pages/schedule-print/schedule-print-page'), loader: loader('schedule') },
      game_results: { load: () => import('../../ui/pages/game-results/game-results-page'), loader: loader('gameResults') },
      game_results_print: { load: () => import('../../ui/pages/game-results-print/game-results-print-page'), loader: loader('gameResultsPrint') },
      box_score: { load: () => import('../../ui/pages/box-score/box-score-page'), loader: loader('boxScore') },
      cumestats: { load: () => import('../../ui/pages/cumulative-stats/cumulative-stats-page'), loader: loader('cumulativeStats') },
      'stats-pdf': { load: () => import('../../ui/pages/stats-pdf/stats-pdf-page'), loader: loader('cumulativeStats') },
      calendar: { load: () => import('../../ui/pages/calendar/calendar-page'), loader: loader('calendar') },
      calendar_sport: { load: () => import('../../ui/pages/calendar/calendar-page'), loader: loader('calendar') },
      calendar_print: { load: () => import('../../ui/pages/calendar-print/calendar-print-page'), loader: loader('calendarPrint') },
      calendar_sport_print: { load: () => import('../../ui/pages/calendar-print/calendar-print-page'), loader: loader('calendarPrint') },
      opponenthistory_list: { load: () => import('../../ui/pages/opponent-history-list/opponent-history-list-page'), loader: loader('opponentHistoryList') },
      opponenthistory: { load: () => import('../../ui/pages/opponent-history/opponent-history-page'), loader: loader('opponentHistory') },
    };
  },
};
