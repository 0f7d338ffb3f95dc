import { BrowserFileDownload } from '../../adapters/browser/file-download';
import { CalendarRepositoryToken } from '../../core/calendar/calendar.tokens';
import type { FileSaver } from '../../core/platform/file-saver.port';
import { FileSaverToken } from '../../core/platform/file-saver.tokens';
import { OpponentHistoryRepositoryToken, ScheduleRepositoryToken } from '../../core/schedule/schedule.tokens';
import { StatsViewRepositoryToken } from '../../core/stats-view/stats-view.tokens';
import { lazyPages } from '../lazy-pages';
import type { PageFamily } from '../page-family';

const PAGES = [
  'schedule',
  'schedule_text',
  'schedule_print',
  'game_results',
  'game_results_print',
  'box_score',
  'cumestats',
  'stats-pdf',
  'calendar',
  'calendar_sport',
  'calendar_print',
  'calendar_sport_print',
  'opponenthistory_list',
  'opponenthistory',
] as const;

/** The schedule pages: schedule, results, box scores, stats, calendars and opponent history. */
export const scheduleFamily: PageFamily = {
  bind(repository, container) {
    repository(ScheduleRepositoryToken, () => import('../../adapters/api/api-schedule-repository').then((m) => m.ApiScheduleRepository));
    repository(OpponentHistoryRepositoryToken, () => import('../../adapters/api/api-opponent-history-repository').then((m) => m.ApiOpponentHistoryRepository));
    repository(StatsViewRepositoryToken, () => import('../../adapters/api/api-stats-view-repository').then((m) => m.ApiStatsViewRepository));
    repository(CalendarRepositoryToken, () => import('../../adapters/api/api-calendar-repository').then((m) => m.ApiCalendarRepository));
    container.bind<FileSaver>(FileSaverToken).toDynamicValue(() => new BrowserFileDownload());
  },
  pages: (context) => lazyPages(PAGES, () => import('./schedule-pages').then((m) => m.schedulePages(context))),
};
