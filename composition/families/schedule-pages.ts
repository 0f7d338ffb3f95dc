import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import { withScheduleServices } from '../../ui/schedule/schedule-services';
import type { PageContext } from '../page-family';
import { scheduleLoaders, scheduleServices } from './schedule-loaders';

// Loaded with the first schedule-family page, so the site's first load does not carry it (DESIGN 7).

/** The schedule family's pages, their loaders and the schedule pages' services. */
export function schedulePages(context: PageContext) {
  const loaders = scheduleLoaders(context);
  const services = scheduleServices(context);
  const loader = (name: keyof typeof loaders): LoaderFunction => loaders[name];
  const withServices = async (page: Promise<{ default: ComponentType }>) => ({ default: withScheduleServices((await page).default, services) });
  return {
    schedule: { load: () => withServices(import('../../ui/pages/schedule/schedule-page')), loader: loader('schedule') },
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
}
