import { describe, expect, it } from 'vitest';
import { ApiCalendarRepository } from '../../adapters/api/api-calendar-repository';
import { ApiOpponentHistoryRepository } from '../../adapters/api/api-opponent-history-repository';
import { ApiScheduleRepository } from '../../adapters/api/api-schedule-repository';
import { ApiStatsViewRepository } from '../../adapters/api/api-stats-view-repository';
import { seededApiServer } from './support/seeded-api-server';
import { quietLogger } from '../support/quiet-logger';
import { monthRange } from '../../core/calendar/calendar-rules';
import { isShownInSchedule } from '../../core/games/game-rules';
import { secondMonthOf } from '../support/seed-picks';

const server = seededApiServer();
const { http, json: api } = server;

const sportId = async (slug: string, tenant = 'ridgemont') => (await api<Array<{ id: number; globalSportNameSlug: string }>>('/Sports', tenant)).find((sport) => sport.globalSportNameSlug === slug)!.id;

describe('ApiScheduleRepository against the real seeded server', () => {
  it("reads a sport's seasons, the current season's record and every game of the season", async () => {
    const repository = new ApiScheduleRepository(http('ridgemont'), quietLogger);
    const football = await sportId('football');
    const seasons = await repository.seasons(football);
    expect(seasons.length).toBe(3);
    const current = seasons.find((season) => season.isCurrent)!;
    const record = await repository.record(current.scheduleId);
    const wire = await api<{ overallRecord: string; homeRecord: string }>(`/Schedule/${current.scheduleId}/Record`);
    expect(record).toMatchObject({ overall: wire.overallRecord, home: wire.homeRecord });

    const games = await repository.seasonGames(football, current);
    // The feed of the current season lists exactly the games the schedule shows.
    const ics = await repository.calendarFile(football);
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    const feedIds = [...ics!.matchAll(/^UID:game-(\d+)@/gm)].map((match) => Number(match[1]));
    expect(games.map((game) => game.id).sort((a, b) => a - b)).toEqual(feedIds.sort((a, b) => a - b));
    expect(games.every((game) => game.schedule_id === current.scheduleId && isShownInSchedule(game))).toBe(true);
    expect(games.map((game) => game.date)).toEqual([...games.map((game) => game.date)].sort());
    expect(games.some((game) => game.result !== null) && games.some((game) => game.result === null)).toBe(true);
    const finished = games.find((game) => game.result?.boxscore)!;
    expect(finished.result!.boxscore).toMatch(new RegExp(`^/sports/football/stats/${current.title}/[a-z0-9-]+/boxscore/${finished.id}$`));
    expect(finished.opponent.image).toMatch(/\.svg$/);
  });

  it("reads a past season's games, and a two-year season of the other school", async () => {
    const repository = new ApiScheduleRepository(http('ridgemont'), quietLogger);
    const football = await sportId('football');
    const past = (await repository.seasons(football)).find((season) => !season.isCurrent)!;
    const games = await repository.seasonGames(football, past);
    const history = await api<Record<string, { games: Array<{ gameId: number }> }>>(`/History/YearByYear?sportId=${football}`);
    const decided = history[past.title]!.games.map((game) => game.gameId);
    expect(decided.length).toBeGreaterThan(0);
    expect(games.map((game) => game.id)).toEqual(expect.arrayContaining(decided));
    expect(games.every((game) => game.result !== null && game.schedule_id === past.scheduleId)).toBe(true);

    const coastal = new ApiScheduleRepository(http('coastalbay'), quietLogger);
    const hockey = await sportId('mens-ice-hockey', 'coastalbay');
    const seasons = await coastal.seasons(hockey);
    expect(seasons[0]!.title).toMatch(/^\d{4}-\d{2}$/);
    const hockeyGames = await coastal.seasonGames(hockey, seasons[1]!);
    expect(hockeyGames.length).toBeGreaterThan(5);
    expect(hockeyGames.every((game) => game.schedule_id === seasons[1]!.scheduleId)).toBe(true);
  });

  it('pages recent results newest first', async () => {
    const repository = new ApiScheduleRepository(http('ridgemont'), quietLogger);
    const football = await sportId('football');
    const first = await repository.results(football, { index: 0, size: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.pages).toBe(Math.ceil(first.total / 10));
    expect(first.items.every((game) => game.result !== null)).toBe(true);
    const dates = first.items.map((game) => game.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const one = await repository.finishedGame(football, first.items[0]!.id);
    expect(one).toEqual(first.items[0]);
    expect(await repository.finishedGame(await sportId('softball'), first.items[0]!.id)).toBeNull();
    const second = await repository.results(football, { index: 1, size: 10 });
    expect(second.page).toBe(1);
    expect(second.items[0]!.date <= dates[dates.length - 1]!).toBe(true);
  });

  it('degrades instead of throwing when the server refuses (spec 8)', async () => {
    const repository = new ApiScheduleRepository(http('no-such-school'), quietLogger);
    expect(await repository.seasons(1)).toEqual([]);
    expect(await repository.record(1)).toBeNull();
    expect(await repository.seasonGames(1, { title: '2026', scheduleId: 1, isCurrent: true })).toEqual([]);
    expect((await repository.results(1, { index: 2, size: 10 })).items).toEqual([]);
    expect(await repository.calendarFile(1)).toBeNull();
  });
});

describe('ApiOpponentHistoryRepository', () => {
  it('lists opponents with all-time records and reads one series with every meeting', async () => {
    const repository = new ApiOpponentHistoryRepository(http('ridgemont'), quietLogger);
    const football = await sportId('football');
    const page = await repository.list(football, { index: 0, size: 10 });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.total).toBeGreaterThanOrEqual(page.items.length);
    const series = page.items[0]!;
    const history = await repository.opponent(football, series.opponent.id);
    expect(history!.opponent.id).toBe(series.opponent.id);
    expect(history!.record).toEqual(series.record);
    expect(history!.meetings.length).toBeGreaterThan(0);
    const dates = history!.meetings.map((meeting) => meeting.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(history!.meetings.every((meeting) => ['H', 'A', 'N'].includes(meeting.location_indicator) && meeting.season_title)).toBe(true);
    expect(await repository.opponent(football, 999_999)).toBeNull();
  });
});

describe('ApiStatsViewRepository', () => {
  it('reads a box score and the season to date', async () => {
    const repository = new ApiStatsViewRepository(http('ridgemont'), quietLogger);
    const football = await sportId('football');
    const results = await api<{ items: Array<{ gameId: number; result: { teamScore: string } }> }>(`/EventsResults/results?sportId=${football}&$pageSize=1`);
    const gameId = results.items[0]!.gameId;
    const box = await repository.boxScore(gameId);
    expect(box!.game_id).toBe(gameId);
    expect(box!.sport.slug).toBe('football');
    expect(String(box!.team_score)).toBe(results.items[0]!.result.teamScore);
    expect(box!.home.period_scores).toHaveLength(box!.periods.length);
    expect([box!.home, box!.visitor].filter((team) => team.is_school)).toHaveLength(1);
    expect(box!.home.groups.length).toBeGreaterThan(0);

    const stats = await repository.cumulative(football, null);
    expect(stats!.sport.id).toBe(football);
    expect(stats!.games.map((game) => game.game_id)).toContain(gameId);
    expect(stats!.groups.length).toBeGreaterThan(0);
    expect(await repository.cumulative(await sportId('mens-golf'), null)).toBeNull();
    expect(await repository.boxScore(999_999)).toBeNull();
  });
});

describe('ApiCalendarRepository', () => {
  it("reads the settings and a month's and a range's games by day, filtered", async () => {
    const repository = new ApiCalendarRepository(http('ridgemont'), quietLogger);
    const settings = await repository.settings();
    expect(settings.sports.length).toBeGreaterThanOrEqual(15);
    expect(settings.time_zone).toBe('America/Denver');
    const football = await sportId('football');
    const current = await api<{ startDate: string }>(`/Season?sportId=${football}`);
    const [year, monthNumber] = secondMonthOf(current.startDate).split('-').map(Number);
    const month = { year: year!, month: monthNumber! };
    const days = await repository.month(monthRange(month).start, { sportId: null, location: 'All' });
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((day) => day.date.startsWith(`${month.year}-${String(month.month).padStart(2, '0')}`))).toBe(true);
    expect(new Set(days.flatMap((day) => day.games.map((game) => game.sport.id))).size).toBeGreaterThan(1);
    const home = await repository.month(monthRange(month).start, { sportId: football, location: 'H' });
    expect(home.flatMap((day) => day.games).every((game) => game.sport.id === football && game.location_indicator === 'H')).toBe(true);
    const range = monthRange(month);
    const ranged = await repository.range(range.start, range.end, { sportId: null, location: 'All' });
    expect(ranged.map((day) => day.date)).toEqual(days.map((day) => day.date));
    expect(await new ApiCalendarRepository(http('no-such-school'), quietLogger).month(range.start, { sportId: null, location: 'All' })).toEqual([]);
  });
});
