import { describe, expect, it } from 'vitest';
import { monthRange } from '../../../core/calendar/calendar-rules';
import { isAscending, isDescending, itDegrades, UNKNOWN_ID, type ConformanceContext } from '../conformance-context';
import { sportWithResults } from './sport-picks';

const ALL_GAMES = { sportId: null, location: 'All' } as const;

/** Schedules, results, opponent history, box scores and the calendar. */
export function scheduleConformance(context: ConformanceContext): void {
  describe('ScheduleRepository', () => {
    it('lists a sport’s seasons newest first, one of them current, each with its own schedule', async () => {
      const { seasons } = await sportWithResults(context.set());
      expect(seasons.filter((season) => season.isCurrent)).toHaveLength(1);
      expect(isDescending(seasons.map((season) => season.title))).toBe(true);
      expect(new Set(seasons.map((season) => season.scheduleId)).size).toBe(seasons.length);
    });

    it('gives every game of a season in date order, played ones with results, and the season’s record', async () => {
      const set = context.set();
      const { sport, current } = await sportWithResults(set);
      const games = await set.schedule.seasonGames(sport.id, current);
      expect(games.length).toBeGreaterThan(0);
      expect(isAscending(games.map((game) => game.date))).toBe(true);
      expect(games.every((game) => game.schedule_id === current.scheduleId)).toBe(true);
      expect(new Set(games.map((game) => game.id)).size).toBe(games.length);
      const record = await set.schedule.record(current.scheduleId);
      expect(record?.overall).toMatch(/^\d+-\d+(-\d+)?$/);
      expect(await set.schedule.record(UNKNOWN_ID)).toBeNull();
    });

    it('pages results newest first, each with a result; a result opens as a finished game of its sport only', async () => {
      const set = context.set();
      const { sport } = await sportWithResults(set);
      const first = await set.schedule.results(sport.id, { index: 0, size: 5 });
      const second = await set.schedule.results(sport.id, { index: 1, size: 5 });
      expect(first.items).toHaveLength(5);
      expect(first.pages).toBe(Math.ceil(first.total / 5));
      expect(second.page).toBe(1);
      const games = [...first.items, ...second.items];
      expect(games.every((game) => game.result !== null)).toBe(true);
      expect(isDescending(games.map((game) => game.date))).toBe(true);
      expect(new Set(games.map((game) => game.id)).size).toBe(games.length);
      expect(await set.schedule.finishedGame(sport.id, first.items[0]!.id)).toEqual(first.items[0]);
      const other = (await set.sports.list()).find((s) => s.id !== sport.id && !s.non_sport)!;
      expect(await set.schedule.finishedGame(other.id, first.items[0]!.id)).toBeNull();
      expect(await set.schedule.finishedGame(sport.id, UNKNOWN_ID)).toBeNull();
      expect((await set.schedule.results(sport.id, { index: first.pages + 1, size: 5 })).items).toEqual([]);
    });

    it('gives an unknown sport no seasons and no results', async () => {
      const { schedule } = context.set();
      expect(await schedule.seasons(UNKNOWN_ID)).toEqual([]);
      expect((await schedule.results(UNKNOWN_ID, { index: 0, size: 5 })).items).toEqual([]);
    });

    it('gives the current season as an iCalendar file listing its games', async () => {
      const set = context.set();
      const { sport, current } = await sportWithResults(set);
      const ics = await set.schedule.calendarFile(sport.id);
      expect(ics).toMatch(/^BEGIN:VCALENDAR/);
      const events = ics!.match(/^BEGIN:VEVENT/gm) ?? [];
      expect(events.length).toBe((await set.schedule.seasonGames(sport.id, current)).length);
    });

    itDegrades(context, async ({ schedule }) => {
      const season = { title: '2026', scheduleId: 1, isCurrent: true };
      expect(await schedule.seasons(1)).toEqual([]);
      expect(await schedule.record(1)).toBeNull();
      expect(await schedule.seasonGames(1, season)).toEqual([]);
      expect((await schedule.results(1, { index: 0, size: 5 })).items).toEqual([]);
      expect(await schedule.finishedGame(1, 1)).toBeNull();
      expect(await schedule.calendarFile(1)).toBeNull();
    });
  });

  describe('OpponentHistoryRepository', () => {
    it('lists the opponents met and opens each series with its meetings newest first', async () => {
      const set = context.set();
      const { sport } = await sportWithResults(set);
      const page = await set.opponentHistory.list(sport.id, { index: 0, size: 5 });
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.total).toBeGreaterThanOrEqual(page.items.length);
      const series = page.items[0]!;
      const history = await set.opponentHistory.opponent(sport.id, series.opponent.id);
      expect(history?.record).toEqual(series.record);
      const { wins, losses, ties } = series.record;
      // The all-time record may reach back before the meetings the school keeps game by game.
      expect(history!.meetings.length).toBeGreaterThan(0);
      expect(history!.meetings.length).toBeLessThanOrEqual(wins + losses + ties);
      expect(isDescending(history!.meetings.map((meeting) => meeting.date))).toBe(true);
      expect(await set.opponentHistory.opponent(sport.id, UNKNOWN_ID)).toBeNull();
    });

    itDegrades(context, async ({ opponentHistory }) => {
      expect((await opponentHistory.list(1, { index: 0, size: 5 })).items).toEqual([]);
      expect(await opponentHistory.opponent(1, 1)).toBeNull();
    });
  });

  describe('StatsViewRepository', () => {
    it('gives a finished game’s box score and the season’s stats that count it', async () => {
      const set = context.set();
      const { sport } = await sportWithResults(set);
      const game = (await set.schedule.results(sport.id, { index: 0, size: 1 })).items[0]!;
      const box = await set.statsView.boxScore(game.id);
      expect(box).toMatchObject({ game_id: game.id, sport: { id: sport.id } });
      const stats = await set.statsView.cumulative(sport.id, null);
      expect(stats?.sport.id).toBe(sport.id);
      expect(stats!.games.map((played) => played.game_id)).toContain(game.id);
      expect(await set.statsView.boxScore(UNKNOWN_ID)).toBeNull();
      expect(await set.statsView.cumulative(UNKNOWN_ID, null)).toBeNull();
    });

    itDegrades(context, async ({ statsView }) => {
      expect(await statsView.boxScore(1)).toBeNull();
      expect(await statsView.cumulative(1, null)).toBeNull();
    });
  });

  describe('CalendarRepository', () => {
    it('gives a month’s days with games in order, filtered by sport and place, the same as its range', async () => {
      const set = context.set();
      const settings = await set.calendar.settings();
      expect(settings.sports.length).toBeGreaterThan(0);
      const { sport, current } = await sportWithResults(set);
      const played = (await set.schedule.seasonGames(sport.id, current)).find((game) => game.result !== null)!;
      const [year, month] = played.date.slice(0, 7).split('-').map(Number);
      const { start, end } = monthRange({ year: year!, month: month! });
      const days = await set.calendar.month(start, ALL_GAMES);
      expect(days.length).toBeGreaterThan(0);
      expect(isAscending(days.map((day) => day.date))).toBe(true);
      expect(days.every((day) => day.date >= start && day.date <= end && day.games.length > 0)).toBe(true);
      expect(days.flatMap((day) => day.games).map((game) => game.id)).toContain(played.id);
      expect((await set.calendar.range(start, end, ALL_GAMES)).map((day) => day.date)).toEqual(days.map((day) => day.date));
      const home = await set.calendar.month(start, { sportId: sport.id, location: 'H' });
      expect(home.flatMap((day) => day.games).every((game) => game.sport.id === sport.id && game.location_indicator === 'H')).toBe(true);
      expect(await set.calendar.month(start, { sportId: UNKNOWN_ID, location: 'All' })).toEqual([]);
    });

    itDegrades(context, async ({ calendar }) => {
      expect((await calendar.settings()).sports).toEqual([]);
      expect(await calendar.month('2026-11-01', ALL_GAMES)).toEqual([]);
      expect(await calendar.range('2026-11-01', '2026-11-30', ALL_GAMES)).toEqual([]);
    });
  });
}
