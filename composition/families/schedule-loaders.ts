import type { LoaderFunctionArgs } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { CalendarFilters } from '../../core/calendar/calendar';
import type { CalendarPageData, CalendarPrintData } from '../../core/calendar/calendar-page-data';
import type { CalendarRepository } from '../../core/calendar/calendar-repository.port';
import { calendarViewFrom, daysWithSportSlugs, monthAt, monthRange, parseCalendarPrintParams, parseMonthParam, sportIdFrom, withSportSlug } from '../../core/calendar/calendar-rules';
import { CalendarRepositoryToken } from '../../core/calendar/calendar.tokens';
import type { Clock } from '../../core/platform/clock.port';
import type { FileSaver } from '../../core/platform/file-saver.port';
import { FileSaverToken } from '../../core/platform/file-saver.tokens';
import { ClockToken } from '../../core/platform/platform.tokens';
import { calendarDownloadMachine, type CalendarDownloadInput } from '../../core/schedule/calendar-download.machine';
import { ICS_MIME_TYPE } from '../../core/schedule/calendar-feed';
import type { OpponentHistoryRepository } from '../../core/schedule/opponent-history-repository.port';
import type { GameResultsPageData, GameResultsPrintData, OpponentHistoryListData, OpponentHistoryPageData, SchedulePageData } from '../../core/schedule/schedule-page-data';
import { pageIndexFrom, PAGE_SIZE } from '../../core/schedule/schedule-paging';
import { matchesResultsPrintType, resultsPrintTypeFrom } from '../../core/schedule/schedule-paths';
import type { ScheduleRepository } from '../../core/schedule/schedule-repository.port';
import { LOCATION_QUERY_PARAM, locationFilterFromQuery } from '../../core/schedule/schedule-rules';
import { findSeasonByYearOrTitle, resolveSeason } from '../../core/schedule/season';
import { OpponentHistoryRepositoryToken, ScheduleRepositoryToken } from '../../core/schedule/schedule.tokens';
import type { SportPageData } from '../../core/shell/sport-page-data';
import type { BoxScorePageData, CumulativeStatsPageData } from '../../core/stats-view/stats-page-data';
import type { StatsViewRepository } from '../../core/stats-view/stats-view-repository.port';
import { StatsViewRepositoryToken } from '../../core/stats-view/stats-view.tokens';
import type { ScheduleServices } from '../../ui/schedule/schedule-services';
import { notFoundResponse } from '../loaders';
import type { PageContext } from '../page-family';

// Loaded with the first schedule-family page, so the site's first load does not carry it (DESIGN 7).

type Params = LoaderFunctionArgs['params'];

const pathOf = (request: Request) => new URL(request.url).pathname;
const queryOf = (request: Request) => new URL(request.url).searchParams;

/** The loaders of the schedule family, over the container's repositories. */
export function scheduleLoaders(context: PageContext) {
  const { container } = context;
  const schedules = () => container.get<ScheduleRepository>(ScheduleRepositoryToken);
  const opponents = () => container.get<OpponentHistoryRepository>(OpponentHistoryRepositoryToken);
  const stats = () => container.get<StatsViewRepository>(StatsViewRepositoryToken);
  const calendars = () => container.get<CalendarRepository>(CalendarRepositoryToken);

  async function schedule({ params, request }: LoaderFunctionArgs): Promise<SchedulePageData> {
    const sportPage = await context.sportPage(params, request);
    const repository = schedules();
    const seasons = await repository.seasons(sportPage.sport.id);
    // spec 2.2 schedule guard: the season title resolves to a season; an unknown one is a 404.
    const resolution = resolveSeason(seasons, params.seasonTitle);
    if (resolution.kind === 'unknown') throw notFoundResponse(pathOf(request));
    const season = resolution.kind === 'season' ? resolution.season : null;
    const [record, games] = season ? await Promise.all([repository.record(season.scheduleId), repository.seasonGames(sportPage.sport.id, season)]) : [null, []];
    return {
      ...sportPage,
      seasons,
      season,
      currentSeason: seasons.find((entry) => entry.isCurrent) ?? seasons[0] ?? null,
      record,
      games,
      location: locationFilterFromQuery(queryOf(request).get(LOCATION_QUERY_PARAM)),
    };
  }

  async function gameResults({ params, request }: LoaderFunctionArgs): Promise<GameResultsPageData> {
    const sportPage = await context.sportPage(params, request);
    const index = pageIndexFrom(queryOf(request).get('page'));
    return { ...sportPage, results: await schedules().results(sportPage.sport.id, { index, size: PAGE_SIZE }) };
  }

  async function gameResultsPrint({ params, request }: LoaderFunctionArgs): Promise<GameResultsPrintData> {
    const sportPage = await context.sportPage(params, request);
    const type = resultsPrintTypeFrom(params.type);
    const season = findSeasonByYearOrTitle(await schedules().seasons(sportPage.sport.id), params.season ?? '');
    if (!type || !season) throw notFoundResponse(pathOf(request));
    const games = (await schedules().seasonGames(sportPage.sport.id, season)).filter((game) => game.result !== null && matchesResultsPrintType(game, type));
    return { ...sportPage, season, type, games };
  }

  async function boxScore({ params, request }: LoaderFunctionArgs): Promise<BoxScorePageData> {
    const sportPage = await context.sportPage(params, request);
    const gameId = Number(params.gameId);
    if (!Number.isSafeInteger(gameId) || gameId <= 0) throw notFoundResponse(pathOf(request));
    const [found, game] = await Promise.all([stats().boxScore(gameId), schedules().finishedGame(sportPage.sport.id, gameId)]);
    // A box score shown under another sport's URL would mislabel it: that URL names no page.
    const box = found && found.sport.id === sportPage.sport.id ? found : null;
    if (!box && !game) throw notFoundResponse(pathOf(request));
    return { ...sportPage, box, game };
  }

  async function cumulativeStats({ params, request }: LoaderFunctionArgs): Promise<CumulativeStatsPageData> {
    const sportPage = await context.sportPage(params, request);
    const seasons = await schedules().seasons(sportPage.sport.id);
    const asked = params.season?.trim() || null;
    // spec 2.2 cume-stats guard: a season the sport never had names no page.
    if (asked !== null && !findSeasonByYearOrTitle(seasons, asked)) throw notFoundResponse(pathOf(request));
    const season = asked === null ? null : findSeasonByYearOrTitle(seasons, asked)!.title;
    return { ...sportPage, seasons, season, stats: await stats().cumulative(sportPage.sport.id, season) };
  }

  async function calendar({ params, request }: LoaderFunctionArgs): Promise<CalendarPageData> {
    const sportPage: Partial<SportPageData> = params.globalSportNameSlug ? await context.sportPage(params, request) : {};
    const query = queryOf(request);
    const repository = calendars();
    const [settings, sports] = await Promise.all([repository.settings(), context.sports()]);
    const month = parseMonthParam(query.get('month')) ?? monthAt(container.get<Clock>(ClockToken).now(), settings.time_zone);
    const filters: CalendarFilters = {
      sportId: sportPage.sport?.id ?? sportIdFrom(query.get('sport')),
      location: locationFilterFromQuery(query.get(LOCATION_QUERY_PARAM)),
    };
    const days = await repository.month(monthRange(month).start, filters);
    return {
      ...sportPage,
      settings: { ...settings, sports: settings.sports.map((sport) => withSportSlug(sport, sports)) },
      month,
      view: calendarViewFrom(query.get('view')),
      filters,
      days: daysWithSportSlugs(days, sports),
    };
  }

  async function calendarPrint({ params, request }: LoaderFunctionArgs): Promise<CalendarPrintData> {
    const sportPage: Partial<SportPageData> = params.globalSportNameSlug ? await context.sportPage(params, request) : {};
    const print = parseCalendarPrintParams(params as Params);
    if (!print) throw notFoundResponse(pathOf(request));
    const sportId = sportPage.sport?.id ?? print.sportId;
    const [days, sports] = await Promise.all([calendars().range(print.start, print.end, { sportId, location: print.location }), context.sports()]);
    const sportTitle = sportId === null ? null : (sports.find((sport) => sport.id === sportId)?.title ?? null);
    return { ...sportPage, print: { ...print, sportId }, sportTitle, days: daysWithSportSlugs(days, sports) };
  }

  async function opponentHistoryList({ params, request }: LoaderFunctionArgs): Promise<OpponentHistoryListData> {
    const sportPage = await context.sportPage(params, request);
    const index = pageIndexFrom(queryOf(request).get('page'));
    return { ...sportPage, opponents: await opponents().list(sportPage.sport.id, { index, size: PAGE_SIZE }) };
  }

  async function opponentHistory({ params, request }: LoaderFunctionArgs): Promise<OpponentHistoryPageData> {
    const sportPage = await context.sportPage(params, request);
    const opponentId = Number(params.opponentId);
    const history = Number.isSafeInteger(opponentId) && opponentId > 0 ? await opponents().opponent(sportPage.sport.id, opponentId) : null;
    if (!history) throw notFoundResponse(pathOf(request));
    return { ...sportPage, history };
  }

  return { schedule, gameResults, gameResultsPrint, boxScore, cumulativeStats, calendar, calendarPrint, opponentHistoryList, opponentHistory };
}

/** The schedule page's interactive pieces: the .ics download fetches through the HTTP port and saves through FileSaver. */
export function scheduleServices(context: PageContext): ScheduleServices {
  const { container } = context;
  return {
    calendarDownload: calendarDownloadMachine.provide({
      actors: {
        downloadCalendar: fromPromise<void, CalendarDownloadInput>(async ({ input }) => {
          const text = await container.get<ScheduleRepository>(ScheduleRepositoryToken).calendarFile(input.sportId);
          if (text === null) throw new Error('The calendar feed could not be fetched.');
          container.get<FileSaver>(FileSaverToken).save({ name: input.fileName, content: text, mimeType: ICS_MIME_TYPE });
        }),
      },
    }),
  };
}
