import type { AdapterSet } from '../../../core/backend/adapter-set';
import type { CalendarSettings } from '../../../core/calendar/calendar';
import type { Paged } from '../../../core/paging/paging';
import type { GameSport, ScheduleGame } from '../../../core/schedule/schedule-game';
import { sortByDate } from '../../../core/schedule/schedule-rules';
import type { Season } from '../../../core/schedule/season';
import type { Sport } from '../../../core/sports/sport';
import type { CumulativeStats } from '../../../core/stats-view/cumulative-stats';
import type { ScheduleData, ScheduleRecordEntry, SportScheduleData } from './schedule-data';
import { inBatches } from '../in-memory-answer';

// Independent calls run this many at a time; a list is read in pages this large (the API's largest).
const PAGE_SIZE = 100;

/** Every item of a paged list, read in large pages. */
async function allPages<T>(read: (page: { index: number; size: number }) => Promise<Paged<T>>): Promise<T[]> {
  const first = await read({ index: 0, size: PAGE_SIZE });
  const rest = await inBatches([...Array(Math.max(0, first.pages - 1)).keys()], (i) => read({ index: i + 1, size: PAGE_SIZE }));
  return [first, ...rest].flatMap((page) => page.items);
}

const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/** A sport as the calendar names it: the calendar's own entry, else the sports list's. */
function gameSportOf(sportId: number, calendar: CalendarSettings, sports: readonly Sport[]): GameSport {
  const listed = calendar.sports.find((sport) => sport.id === sportId);
  if (listed) return listed;
  const sport = sports.find((entry) => entry.id === sportId);
  return { id: sportId, title: sport?.title ?? '', short_title: sport?.title ?? '', slug: null };
}

/**
 * The sport's games: every game of each season, plus the results no season's schedule holds (read
 * page by page only when the seasons do not account for every result).
 */
async function gamesOf(api: AdapterSet, sportId: number, seasons: readonly Season[]): Promise<ScheduleGame[]> {
  const [seasonGames, firstResult] = await Promise.all([inBatches(seasons, (season) => api.schedule.seasonGames(sportId, season)), api.schedule.results(sportId, { index: 0, size: 1 })]);
  const byId = new Map<number, ScheduleGame>(seasonGames.flat().map((game) => [game.id, game]));
  const played = [...byId.values()].filter((game) => game.result !== null).length;
  if (played !== firstResult.total) for (const game of await allPages((page) => api.schedule.results(sportId, page))) byId.set(game.id, game);
  return sortByDate([...byId.values()]);
}

/** The season stats of each season; none for a sport that keeps no stats (its current season has none). */
async function statsOf(api: AdapterSet, sportId: number, seasons: readonly Season[]): Promise<CumulativeStats[]> {
  if (seasons.length === 0) return [];
  const current = await api.statsView.cumulative(sportId, null);
  if (!current) return [];
  const others = await inBatches(
    seasons.filter((season) => season.title !== current.season.title),
    (season) => api.statsView.cumulative(sportId, season.title),
  );
  return [current, ...others.filter(present)];
}

/** One sport's seasons, every game of each season and every result, its series and its season stats. */
async function dumpSport(api: AdapterSet, sport: GameSport): Promise<{ data: SportScheduleData; records: ScheduleRecordEntry[] }> {
  const seasons = await api.schedule.seasons(sport.id);
  const [games, records, opponents, stats] = await Promise.all([
    gamesOf(api, sport.id, seasons),
    inBatches(seasons, async (season) => {
      const record = await api.schedule.record(season.scheduleId);
      return record ? { scheduleId: season.scheduleId, record } : null;
    }),
    allPages((page) => api.opponentHistory.list(sport.id, page)),
    statsOf(api, sport.id, seasons),
  ]);
  const histories = await inBatches(opponents, (series) => api.opponentHistory.opponent(sport.id, series.opponent.id));
  return { data: { sport, seasons, games, opponents, histories: histories.filter(present), stats }, records: records.filter(present) };
}

/**
 * Reads every sport's schedules through the ports of a backend that holds the seed: seasons, their
 * games and records, results, opponent series, season stats and the box scores those stats count.
 */
export async function dumpScheduleData(api: AdapterSet): Promise<ScheduleData> {
  const [sports, calendar, setup] = await Promise.all([api.sports.list(), api.calendar.settings(), api.settings.siteSetup()]);
  const ids = [...new Set([...sports.map((sport) => sport.id), ...calendar.sports.map((sport) => sport.id)])];
  const dumped = await inBatches(ids, (id) => dumpSport(api, gameSportOf(id, calendar, sports)));
  const gameIds = [...new Set(dumped.flatMap(({ data }) => data.stats.flatMap((stats) => stats.games.map((game) => game.game_id))))];
  const boxScores = await inBatches(gameIds, (gameId) => api.statsView.boxScore(gameId));
  return {
    siteName: setup?.identity.siteName ?? null,
    tenant: setup?.identity.tenant ?? null,
    calendar,
    sports: dumped.map(({ data }) => data).filter((sport) => sport.seasons.length > 0 || sport.games.length > 0),
    records: dumped.flatMap(({ records }) => records),
    boxScores: boxScores.filter(present),
  };
}
