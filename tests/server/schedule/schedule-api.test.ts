import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { calendarCountsWire, calendarDaysWire, calendarGameDaysWire, calendarPreviewDaysWire, calendarSettingsWire } from '../../../contract/calendar';
import { conferenceStandingsWire } from '../../../contract/conference-standings';
import { countdownWire } from '../../../contract/countdown';
import { apiErrorWire } from '../../../contract/errors';
import { eventsResultsPageWire, eventsUpcomingPageWire, scoreboardDaysPageWire, type EventsResultWire } from '../../../contract/events-results';
import { yearByYearWire } from '../../../contract/history';
import { opponentFiltersWire, opponentHistoryWire, opponentSeriesPageWire } from '../../../contract/opponent-history';
import { scheduleGameResultsWire, scheduleGameWire, scheduleRecordWire, scheduleSettingsWire } from '../../../contract/schedule';
import { relatedSeasonsWire, seasonStandingsPageWire, seasonWire } from '../../../contract/seasons';
import { sportsListWire, type SportWire } from '../../../contract/sports';
import { GameState } from '../../../core/games/game-state';
import { gameStateLabel } from '../../../core/games/game-state-label';
import { buildApp } from '../../../server/app';
import { readStoreKinds } from '../../support/test-store';
import { startTestApi, type TestApi } from '../support/test-api';
import { testNow } from '../../support/test-clock';

const postgresUrl = inject('postgresUrl');
const DAY = 86_400_000;
const V2 = '/api/v2';

describe.each(readStoreKinds(postgresUrl))('schedule API on %s', (kind) => {
  let api: TestApi;
  let sports: SportWire[];
  let otherSports: SportWire[];
  const sport = (code: string) => sports.find((s) => s.shortName === code)!;

  beforeAll(async () => {
    api = await startTestApi(kind, postgresUrl);
    sports = sportsListWire.parse((await api.get(`${V2}/Sports`)).json);
    otherSports = sportsListWire.parse((await api.get(`${V2}/Sports`, 'coastalbay')).json);
  });
  afterAll(async () => api?.close());

  const json = async <T>(url: string, schema: { parse(value: unknown): T }, tenant = 'ridgemont'): Promise<T> => {
    const response = await api.get(url, tenant);
    expect(response.status, `${url} ${response.body.slice(0, 300)}`).toBe(200);
    return schema.parse(response.json);
  };
  const expect400 = async (url: string, parameter: string) => {
    const response = await api.get(url);
    expect(response.status, url).toBe(400);
    expect(apiErrorWire.parse(response.json).error.message).toContain(parameter);
  };
  const query = async (text: string) => ((await api.store.database.db.execute(sql.raw(text))) as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const allResults = async (params: string, tenant = 'ridgemont'): Promise<EventsResultWire[]> => {
    const items: EventsResultWire[] = [];
    for (let page = 0; ; page += 1) {
      const body = await json(`${V2}/EventsResults/results?${params}&$pageSize=100&$pageIndex=${page}`, eventsResultsPageWire, tenant);
      items.push(...body.items);
      if (page + 1 >= body.pages) return items;
    }
  };

  describe('the seed', () => {
    it('gives every real sport three seasons, the current one on the sport, and the current one around today', async () => {
      for (const s of sports.filter((x) => !x.nonSport)) {
        const related = await json(`${V2}/Season/${s.id}/related`, relatedSeasonsWire);
        expect(related, s.title).toHaveLength(3);
        expect(related.filter((r) => r.isCurrent).map((r) => r.scheduleId)).toEqual([s.scheduleId]);
        expect(s.seasonId).toBe(s.scheduleId);
        const spans = /basketball|hockey|swimming|wrestling|track/.test(s.globalSportNameSlug);
        for (const season of related) expect(season.seasonTitle, s.title).toMatch(spans ? /^\d{4}-\d{2}$/ : /^\d{4}$/);
      }
      const rows = await query(`select g.sport_id, min(g.date) as first, max(g.date) as last, count(*) filter (where g.result_status is not null) as results
        from games g join seasons s on s.id = g.season_id where s.is_current and g.tenant_id = (select id from tenants where key = 'ridgemont') group by g.sport_id`);
      expect(rows).toHaveLength(sports.filter((s) => !s.nonSport).length);
      for (const row of rows) {
        expect(new Date(row.first as string).getTime()).toBeLessThan(testNow());
        expect(new Date(row.last as string).getTime()).toBeGreaterThan(testNow());
        expect(Number(row.results)).toBeGreaterThan(0);
      }
    });

    it('has games today (some live), postponed and canceled games, and hidden scrimmages', async () => {
      for (const tenant of ['ridgemont', 'coastalbay']) {
        const [row] = await query(`select count(distinct sport_id) filter (where local_date::date = '${new Date(testNow()).toISOString().slice(0, 10)}'::date) as today_sports,
            count(*) filter (where game_state = ${GameState.Live}) as live, count(*) filter (where game_state = ${GameState.Postponed}) as postponed,
            count(*) filter (where game_state = ${GameState.Canceled}) as canceled, count(*) filter (where type = 'S' and status = 'O' and result_status is null) as hidden
          from games where tenant_id = (select id from tenants where key = '${tenant}')`);
        expect(Number(row!.today_sports)).toBeGreaterThanOrEqual(3);
        expect(Number(row!.live)).toBeGreaterThan(0);
        expect(Number(row!.postponed)).toBeGreaterThan(0);
        expect(Number(row!.canceled)).toBeGreaterThan(0);
        expect(Number(row!.hidden)).toBeGreaterThan(0);
      }
    });

    it('schedules sports as they are played: twelve football games, doubleheaders in baseball, realistic scores', async () => {
      const football = await allResults(`sportId=${sport('football').id}`);
      // spec 4: every game's state display is core's game-state label, the one the live scoreboard shows.
      for (const game of football) expect(game.gameStateDisplay ?? null).toBe(gameStateLabel(game.gameState));
      const seasons = new Set(football.map((game) => game.schedule.id));
      expect(seasons.size).toBe(3);
      const [{ n }] = (await query(`select count(*) as n from games where season_id = ${sport('football').scheduleId} and type <> 'S'`)) as [{ n: number }];
      expect(Number(n)).toBe(12);
      for (const game of football) {
        expect(Number(game.result!.teamScore)).toBeLessThan(90);
        expect(game.result!.lineScores!.periods.slice(0, 4)).toEqual(['1', '2', '3', '4']);
        expect(['W', 'L']).toContain(game.result!.status);
      }
      const baseball = await allResults(`sportId=${sport('baseball').id}`);
      expect(baseball.some((game) => game.isDoubleHeader)).toBe(true);
      const golf = await allResults(`sportId=${sport('mgolf').id}`);
      for (const meet of golf) expect(meet.result!.postScore).toMatch(/^\d+(st|nd|rd|th) of \d+ teams$/);
    });
  });

  describe('GET /Schedule/{scheduleId}/Record and /Season/{seasonId}/record', () => {
    it('gives records that match the season results', async () => {
      for (const code of ['football', 'mbball', 'wsoc']) {
        const s = sport(code);
        const record = await json(`${V2}/Schedule/${s.scheduleId}/Record`, scheduleRecordWire);
        expect(record).toMatchObject({ scheduleId: s.scheduleId, seasonId: s.scheduleId, sport: { id: s.id } });
        const results = (await allResults(`sportId=${s.id}`)).filter((game) => game.schedule.id === s.scheduleId && !['E', 'S'].includes(game.type));
        const count = (status: string) => results.filter((game) => game.result!.status === status).length;
        expect(record.overallRecordUnformatted).toBe(`${count('W')}-${count('L')}-${count('T')}`);
        const conference = results.filter((game) => game.isConference);
        expect(record.conferenceRecord.split('-').slice(0, 2).map(Number)).toEqual([conference.filter((g) => g.result!.status === 'W').length, conference.filter((g) => g.result!.status === 'L').length]);
        expect(await json(`${V2}/Season/${s.scheduleId}/record`, scheduleRecordWire)).toEqual(record);
      }
    });

    it('is 404 for a non-integer id, an unknown id and another school’s schedule, and 400 without a tenant', async () => {
      for (const path of ['Schedule/a/Record', 'Schedule/999999/Record', `Schedule/${otherSports[0]!.scheduleId}/Record`, 'Season/a/record', `Season/${otherSports[0]!.scheduleId}/record`]) {
        expect((await api.get(`${V2}/${path}`)).status, path).toBe(404);
      }
      expect((await api.get(`${V2}/Schedule/${sport('football').scheduleId}/Record`, null)).status).toBe(400);
      expect((await api.get(`${V2}/Schedule/${sport('football').scheduleId}/Record`, 'abc')).status).toBe(400);
    });
  });

  it('GET /Schedule/settings', async () => {
    expect(await json(`${V2}/Schedule/settings`, scheduleSettingsWire)).toMatchObject({ opponentHistoryPageEnabled: true });
  });

  describe('GET /ScheduleGames/{gameId} and /results', () => {
    it('gives a game and its result page with the all-time series', async () => {
      const [finished] = (await json(`${V2}/EventsResults/results?sportId=${sport('football').id}&$pageSize=1`, eventsResultsPageWire)).items;
      const game = await json(`${V2}/ScheduleGames/${finished!.id}`, scheduleGameWire);
      expect(game).toMatchObject({ id: finished!.id, date: finished!.date, sport: { id: sport('football').id }, opponent: { id: finished!.opponent.id } });
      expect(game.result?.teamScore).toBe(finished!.result!.teamScore);
      expect(game.atVs).toBe(game.locationIndicator === 'A' ? 'at' : 'vs');
      const results = await json(`${V2}/ScheduleGames/${finished!.id}/results`, scheduleGameResultsWire);
      expect(results).toMatchObject({ sportId: sport('football').id, opponentId: finished!.opponent.id, resultStatus: finished!.result!.status });
      const series = await json(`${V2}/OpponentHistory/opponent/${sport('football').id}/${finished!.opponent.id}`, opponentHistoryWire);
      expect([results.history.totalWins, results.history.totalLosses, results.history.totalTies]).toEqual([series.allTotalRecords.wins, series.allTotalRecords.losses, series.allTotalRecords.ties]);
      if (results.history.lastMeeting) expect(results.history.lastMeeting.gameDate < game.date).toBe(true);
    });

    it('is 404 for a non-integer, unknown or other school’s game', async () => {
      const [other] = (await json(`${V2}/EventsResults/results?$pageSize=1`, eventsResultsPageWire, 'coastalbay')).items;
      for (const id of ['a', '1.5', '999999', String(other!.id)]) {
        expect((await api.get(`${V2}/ScheduleGames/${id}`)).status, id).toBe(404);
        expect((await api.get(`${V2}/ScheduleGames/${id}/results`)).status, id).toBe(404);
      }
    });
  });

  describe('GET /EventsResults/results', () => {
    it('pages: page echoes $pageIndex, at most $pageSize items, total and pages agree', async () => {
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 1, max: 40 }), async (pageIndex, pageSize) => {
          const body = await json(`${V2}/EventsResults/results?$pageIndex=${pageIndex}&$pageSize=${pageSize}`, eventsResultsPageWire);
          expect(body.page).toBe(pageIndex);
          expect(body.items.length).toBeLessThanOrEqual(pageSize);
          expect(body.pages).toBe(Math.ceil(body.total / pageSize));
          expect(body.items.length).toBe(Math.max(0, Math.min(pageSize, body.total - pageIndex * pageSize)));
        }),
        { numRuns: 12 },
      );
    });

    it('lists finished games newest first, each matching every filter', async () => {
      const s = sport('mbball');
      for (const location of ['H', 'A', 'N']) {
        const items = await allResults(`sportId=${s.id}&locationIndicator=${location}`);
        expect(items.length, location).toBeGreaterThan(0);
        for (const item of items) expect([item.sport.id, item.locationIndicator, item.result?.gameId]).toEqual([s.id, location, item.id]);
        const dates = items.map((item) => item.dateUtc!);
        expect(dates).toEqual([...dates].sort().reverse());
      }
      for (const spotlight of [true, false]) {
        const body = await json(`${V2}/EventsResults/results?SportId=${s.id}&sportLight=${spotlight}&$pageSize=50`, eventsResultsPageWire);
        expect(body.items.length).toBeGreaterThan(0);
        for (const item of body.items) expect(item.isSpotlight).toBe(spotlight);
      }
      const [one] = (await json(`${V2}/EventsResults/results?$pageSize=1`, eventsResultsPageWire)).items;
      expect((await json(`${V2}/EventsResults/results?gameId=${one!.id}`, eventsResultsPageWire)).items.map((i) => i.gameId)).toEqual([one!.id]);
    });

    it('filters by local day range (date-time or date-only)', async () => {
      const start = new Date(testNow() - 20 * DAY).toISOString().slice(0, 10);
      const end = new Date(testNow() - 10 * DAY).toISOString().slice(0, 10);
      for (const [from, to] of [[`${start}T00:00:00`, `${end}T00:00:00`], [start, end]]) {
        const items = await allResults(`StartDate=${encodeURIComponent(from!)}&EndDate=${encodeURIComponent(to!)}`);
        expect(items.length).toBeGreaterThan(0);
        for (const item of items) expect(item.date.slice(0, 10) >= start && item.date.slice(0, 10) <= end, item.date).toBe(true);
      }
    });

    it('keeps each school’s games to itself', async () => {
      const mine = new Set((await allResults('locationIndicator=H')).map((item) => item.id));
      const theirs = await allResults('locationIndicator=H', 'coastalbay');
      expect(theirs.length).toBeGreaterThan(0);
      expect(theirs.some((item) => mine.has(item.id))).toBe(false);
      const foreign = await json(`${V2}/EventsResults/results?sportId=${otherSports[0]!.id}`, eventsResultsPageWire);
      expect(foreign.total).toBe(0);
    });

    it.each([
      ['sportId=a', 'sportId'],
      ['gameId=1.5', 'gameId'],
      ['locationIndicator=X', 'locationIndicator'],
      ['sportLight=maybe', 'sportLight'],
      ['StartDate=2026-02-30', 'StartDate'],
      ['$pageSize=0', '$pageSize'],
    ])('is 400 for %s', async (params, name) => expect400(`${V2}/EventsResults/results?${params}`, name));

    it('is 400 without a tenant or with an unknown one', async () => {
      expect((await api.get(`${V2}/EventsResults/results`, null)).status).toBe(400);
      expect((await api.get(`${V2}/EventsResults/upcoming`, 'abc')).status).toBe(400);
    });
  });

  describe('GET /EventsResults/upcoming', () => {
    it('lists games without a result from today on, soonest first, never the hidden scrimmages', async () => {
      const body = await json(`${V2}/EventsResults/upcoming?$pageSize=100`, eventsUpcomingPageWire);
      expect(body.items.length).toBeGreaterThan(0);
      const dates = body.items.map((item) => item.dateUtc!);
      expect(dates).toEqual([...dates].sort());
      for (const item of body.items) {
        expect(item.result).toBeNull();
        expect(Date.parse(item.dateUtc!)).toBeGreaterThan(testNow() - DAY);
        expect(item.type === 'S' && item.status === 'O').toBe(false);
      }
      const s = sport('wvball');
      const filtered = await json(`${V2}/EventsResults/upcoming?SportId=${s.id}&locationIndicator=H`, eventsUpcomingPageWire);
      for (const item of filtered.items) expect([item.sport.id, item.locationIndicator]).toEqual([s.id, 'H']);
    });
  });

  describe('GET /EventsResults/scoreboard', () => {
    it('shows yesterday to six days ahead by default, live games included', async () => {
      const body = await json(`${V2}/EventsResults/scoreboard?$pageSize=100`, eventsResultsPageWire);
      const from = new Date(testNow() - 2 * DAY).toISOString().slice(0, 10);
      const to = new Date(testNow() + 7 * DAY).toISOString().slice(0, 10);
      for (const item of body.items) expect(item.date.slice(0, 10) >= from && item.date.slice(0, 10) <= to).toBe(true);
      expect(body.items.some((item) => item.gameState === GameState.Live)).toBe(true);
    });

    it('applies the spec 7 filters: provider, tickets, coverage, dates, grouping', async () => {
      const range = `DateRange.StartDate=${new Date(testNow() - 30 * DAY).toISOString().slice(0, 10)}&DateRange.EndDate=${new Date(testNow() + 30 * DAY).toISOString().slice(0, 10)}`;
      const all = await json(`${V2}/EventsResults/scoreboard?${range}&$pageSize=100`, eventsResultsPageWire);
      const provider = all.items.find((item) => item.media.streamingProvider)!.media.streamingProvider!;
      const streamed = await json(`${V2}/EventsResults/scoreboard?${range}&streamingProvider=${encodeURIComponent(provider.toUpperCase())}&$pageSize=100`, eventsResultsPageWire);
      expect(streamed.items.length).toBeGreaterThan(0);
      for (const item of streamed.items) expect(item.media.streamingProvider).toBe(provider);
      const ticketed = await json(`${V2}/EventsResults/scoreboard?${range}&ticketedOnly=true&$pageSize=100`, eventsResultsPageWire);
      expect(ticketed.items.length).toBeGreaterThan(0);
      for (const item of ticketed.items) expect(item.ticketLink).toBeTruthy();
      const covered = await json(`${V2}/EventsResults/scoreboard?${range}&withCoverageOnly=true&$pageSize=100`, eventsResultsPageWire);
      expect(covered.total).toBeLessThanOrEqual(all.total);
      for (const item of covered.items) expect(item.media.tv || item.media.radio || item.media.video || item.media.audio || item.media.stats).toBeTruthy();
      const grouped = await json(`${V2}/EventsResults/scoreboard?${range}&groupedByDates=true&$pageSize=5`, scoreboardDaysPageWire);
      expect(grouped.items.length).toBe(5);
      for (const day of grouped.items) for (const item of day.items) expect(item.date.slice(0, 10)).toBe(day.date);
      const days = grouped.items.map((day) => day.date);
      expect(days).toEqual([...new Set(days)].sort());
      await expect400(`${V2}/EventsResults/scoreboard?ticketedOnly=yes`, 'ticketedOnly');
      await expect400(`${V2}/EventsResults/scoreboard?startDate=soon`, 'StartDate');
    });
  });

  describe('GET /Season, /Season/current, /Season/{sportId}/related, /Season/standings', () => {
    it('gives the current season of a sport', async () => {
      const s = sport('football');
      const current = await json(`${V2}/Season/current?sportId=${s.id}`, seasonWire);
      expect(current.id).toBe(s.seasonId);
      expect(await json(`${V2}/Season?sportId=${s.id}`, seasonWire)).toEqual(current);
      const spirit = sports.find((x) => x.nonSport)!;
      expect((await api.get(`${V2}/Season/current?sportId=${spirit.id}`)).status).toBe(204);
      expect((await api.get(`${V2}/Season?sportId=${otherSports[0]!.id}`)).status).toBe(404);
      await expect400(`${V2}/Season`, 'sportId');
      await expect400(`${V2}/Season?sportId=a`, 'sportId');
      await expect400(`${V2}/Season/current?sportId=a`, 'sportId');
      expect((await api.get(`${V2}/Season/a/related`)).status).toBe(404);
      expect((await api.get(`${V2}/Season/${otherSports[0]!.id}/related`)).status).toBe(404);
    });

    it('gives the school’s record per season, filtered by sport or season, paged', async () => {
      const s = sport('baseball');
      const bySport = await json(`${V2}/Season/standings?sportId=${s.id}`, seasonStandingsPageWire);
      expect(bySport.total).toBe(3);
      for (const item of bySport.items) expect(item.sport.id).toBe(s.id);
      const bySeason = await json(`${V2}/Season/standings?seasonId=${s.seasonId}`, seasonStandingsPageWire);
      expect(bySeason.items.map((item) => item.seasonId)).toEqual([s.seasonId]);
      const paged = await json(`${V2}/Season/standings?sportId=${s.id}&$pageIndex=1&$pageSize=2`, seasonStandingsPageWire);
      expect([paged.page, paged.items.length, paged.pages]).toEqual([1, 1, 2]);
      await expect400(`${V2}/Season/standings`, 'sportId');
      await expect400(`${V2}/Season/standings?seasonId=a`, 'seasonId');
      await expect400(`${V2}/Season/standings?sportId=a`, 'sportId');
    });
  });

  describe('calendar', () => {
    const month = new Date(testNow()).toISOString().slice(0, 7);

    it('counts events per day of the month, matching the month view', async () => {
      const counts = await json(`${V2}/Calendar/count?date=${month}-15T00:00:00&year=${month.slice(0, 4)}`, calendarCountsWire);
      expect(counts.length).toBeGreaterThan(0);
      for (const item of counts) expect(item.date).toContain(month.slice(0, 4));
      const days = await json(`${V2}/Calendar/month?date=${month}-15T00:00:00`, calendarDaysWire);
      expect(days.map((day) => [day.date, day.events.length])).toEqual(counts.map((item) => [item.date, item.count]));
      for (const day of days) expect(day.date.slice(0, 7)).toBe(month);
    });

    it('filters events by sport and location, in day buckets', async () => {
      const s = sport('wvball');
      for (const path of ['Calendar/events', 'Calendar/month', 'Calendar/print']) {
        const days = await json(`${V2}/${path}?date=${month}-01T00:00:00&sportId=${s.id}&locationIndicator=H`, calendarDaysWire);
        for (const day of days) for (const event of day.events) {
          expect([event.sport.id, event.locationIndicator, event.date.slice(0, 10)]).toEqual([s.id, 'H', day.date]);
          expect(event.atVs).toBe('vs');
        }
      }
      const start = new Date(testNow() - 3 * DAY).toISOString().slice(0, 10);
      const end = new Date(testNow() + 3 * DAY).toISOString().slice(0, 10);
      const range = await json(`${V2}/Calendar/events/date-range?startDate=${start}T00:00:00&endDate=${end}T00:00:00`, calendarDaysWire);
      expect(range.length).toBeGreaterThan(0);
      for (const day of range) expect(day.date >= start && day.date <= end).toBe(true);
      const full = await json(`${V2}/Calendar/from/${start}T00:00:00/to/${end}T00:00:00`, calendarGameDaysWire);
      expect(full.map((day) => day.events.map((event) => event.id))).toEqual(range.map((day) => day.events.map((event) => event.id)));
      const previews = await json(`${V2}/Calendar/previews/from/${start}/to/${end}?SportId=${s.id}`, calendarPreviewDaysWire);
      for (const day of previews) for (const event of day.events) expect(event.sport.id).toBe(s.id);
      await expect400(`${V2}/Calendar/events/date-range?startDate=${start}`, 'endDate');
      await expect400(`${V2}/Calendar/month?date=someday`, 'date');
      expect((await api.get(`${V2}/Calendar/from/nope/to/${end}`)).status).toBe(400);
      expect((await api.get(`${V2}/Calendar/previews/from/${start}/to/${end}`, null)).status).toBe(400);
    });

    it('never lists a hidden scrimmage', async () => {
      const [hidden] = (await query(`select id, to_char(local_date, 'YYYY-MM-DD') as local_date from games where type = 'S' and status = 'O' and result_status is null and tenant_id = (select id from tenants where key = 'ridgemont') limit 1`)) as Array<{ id: number; local_date: string }>;
      const day = hidden!.local_date;
      const days = await json(`${V2}/Calendar/events/date-range?startDate=${day}&endDate=${day}`, calendarDaysWire);
      expect(days.flatMap((d) => d.events.map((e) => e.id))).not.toContain(Number(hidden!.id));
      expect((await api.get(`${V2}/ScheduleGames/${Number(hidden!.id)}`)).status).toBe(200);
    });

    it('GET /Calendar/settings', async () => {
      const settings = await json(`${V2}/Calendar/settings?date=${month}-01T00:00:00`, calendarSettingsWire);
      expect(settings.sports.map((s) => s.id)).toEqual(sports.filter((s) => !s.nonSport).map((s) => s.id));
    });

    it('GET /Calendar/subscribe gives an iCalendar feed of the current season, or CSV', async () => {
      const s = sport('football');
      const response = await api.get(`${V2}/Calendar/subscribe?type=ics&sportId=${s.id}`);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain('text/calendar');
      const lines = response.body.split('\r\n');
      for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      const unfolded = response.body.replace(/\r\n /g, '');
      const events = unfolded.split('BEGIN:VEVENT').slice(1);
      const listed = (await query(`select id, tbd or all_day as untimed from games where season_id = ${s.scheduleId} and not (type = 'S' and status = 'O' and result_status is null)`)) as Array<{ id: number; untimed: boolean }>;
      expect(events).toHaveLength(listed.length);
      const untimed = new Set(listed.filter((game) => game.untimed).map((game) => game.id));
      expect(untimed.size).toBeLessThan(listed.length);
      for (const event of events) {
        const id = Number(/\r\nUID:game-(\d+)@ridgemont\.athletics\r\n/.exec(event)?.[1]);
        // A game with a time is timed; one whose time is TBA (or an all-day event) is a whole day.
        if (untimed.has(id)) expect(event).toMatch(/\r\nDTSTART;VALUE=DATE:\d{8}\r\nDTEND;VALUE=DATE:\d{8}\r\n/);
        else expect(event).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\nDTEND:\d{8}T\d{6}Z\r\n/);
        expect(event).toMatch(/\r\nSUMMARY:(POSTPONED: )?Football (vs\.|at) [A-Z]/);
        expect(event).toMatch(/\r\nURL:http:\/\/[^/]+\/sports\/football\/schedule\/\d{4}\r\n/);
        expect(event).toContain('\r\nLOCATION:');
      }
      const csv = await api.get(`${V2}/Calendar/subscribe?type=CSV&sportId=1`);
      expect(csv.status).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.body.startsWith('Subject,Start Date,Start Time,End Date,End Time,All Day Event,Location,Description\r\n')).toBe(true);
      await expect400(`${V2}/Calendar/subscribe?sportId=1`, 'type');
      await expect400(`${V2}/Calendar/subscribe?type=pdf`, 'type');
    });
  });

  it('GET /ConferenceStandings/global ranks the conference with the school in it', async () => {
    const tables = await json(`${V2}/ConferenceStandings/global`, conferenceStandingsWire);
    expect(tables.length).toBeGreaterThan(5);
    for (const table of tables) {
      expect(table.standings.filter((row) => row.isSchool)).toHaveLength(1);
      expect(table.standings.map((row) => row.rank)).toEqual(table.standings.map((_, i) => i + 1));
      expect(table.seasonId).toBe(sports.find((s) => s.id === table.sport.id)!.seasonId);
    }
  });

  it('GET /History/YearByYear keys results by season title with records that match', async () => {
    const s = sport('mbball');
    const history = await json(`${V2}/History/YearByYear?sportId=${s.id}`, yearByYearWire);
    const related = await json(`${V2}/Season/${s.id}/related`, relatedSeasonsWire);
    expect(Object.keys(history)).toEqual(related.map((season) => season.seasonTitle));
    for (const season of related) {
      const entry = history[season.seasonTitle]!;
      expect(entry.games.length).toBeGreaterThan(0);
      expect(new Set(entry.games.map((g) => g.gameId)).size).toBe(entry.games.length);
      for (const game of entry.games) expect(game.gameOpponent && game.gameDate && game.resultStatus && game.gameLocation).toBeTruthy();
      const record = await json(`${V2}/Season/${season.scheduleId}/record`, scheduleRecordWire);
      expect(entry.records.overall).toBe(record.overallRecord);
    }
    await expect400(`${V2}/History/YearByYear?sportId=a`, 'sportId');
    expect((await api.get(`${V2}/History/YearByYear?sportId=${otherSports[0]!.id}`)).status).toBe(404);
  });

  it('GET /Countdown/homepage counts down to the next featured game, and is 204 when none is ahead', async () => {
    const countdown = await json(`${V2}/Countdown/homepage`, countdownWire);
    expect(Date.parse(countdown.game.dateUtc!)).toBeGreaterThan(testNow());
    const game = await json(`${V2}/ScheduleGames/${countdown.game.id}`, scheduleGameWire);
    expect(game.isSpotlight).toBe(true);
    expect(game.result).toBeNull();
    const later = await buildApp({ database: api.store.database, now: () => testNow() + 3 * 365 * DAY });
    try {
      const response = await later.inject({ method: 'GET', url: `${V2}/Countdown/homepage`, headers: { tenant: 'ridgemont' } });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    } finally {
      await later.close();
    }
  });

  describe('opponent history', () => {
    it('lists each opponent’s series with totals that add up, by name, paged', async () => {
      const s = sport('football');
      const first = await json(`${V2}/OpponentHistory/list/${s.id}?$pageSize=100`, opponentSeriesPageWire);
      expect(first.total).toBeGreaterThan(5);
      const names = first.items.map((item) => item.opponentName);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      for (const item of first.items) {
        const count = (status: string) => item.results.filter((r) => r.resultStatus === status).length;
        expect(item.allTotalRecords).toEqual({
          wins: item.allTimeAdjustmentsRecords.wins + count('W'),
          losses: item.allTimeAdjustmentsRecords.losses + count('L'),
          ties: item.allTimeAdjustmentsRecords.ties + count('T'),
        });
        const streak = item.currentStreak;
        expect([streak.wins, streak.losses, streak.ties].filter((n) => n > 0).length).toBeLessThanOrEqual(1);
      }
      const paged = await json(`${V2}/OpponentHistory/list/${s.id}?$pageIndex=1&$pageSize=3`, opponentSeriesPageWire);
      expect(paged.items.map((item) => item.opponentId)).toEqual(first.items.slice(3, 6).map((item) => item.opponentId));
      expect(paged.page).toBe(1);
      expect((await api.get(`${V2}/OpponentHistory/list/a`)).status).toBe(404);
      expect((await api.get(`${V2}/OpponentHistory/list/${otherSports[0]!.id}`)).status).toBe(404);
    });

    it('gives one opponent’s results and records, and 404s outside the school', async () => {
      const s = sport('mbball');
      const [item] = (await json(`${V2}/OpponentHistory/list/${s.id}?$pageSize=1`, opponentSeriesPageWire)).items;
      const detail = await json(`${V2}/OpponentHistory/opponent/${s.id}/${item!.opponentId}`, opponentHistoryWire);
      expect(detail.opponent.id).toBe(item!.opponentId);
      expect(detail.allTotalRecords).toEqual(item!.allTotalRecords);
      expect(detail.results.map((r) => r.gameId)).toEqual(item!.results.map((r) => r.gameId));
      const home = detail.homeRecords.wins + detail.homeRecords.losses + detail.awayRecords.wins + detail.awayRecords.losses;
      expect(home).toBeLessThanOrEqual(detail.results.length);
      const theirOpponent = (await json(`${V2}/OpponentHistory/filters/opponents`, opponentFiltersWire, 'coastalbay'))[0]!;
      for (const path of [`a/${item!.opponentId}`, `${s.id}/a`, `${s.id}/999999`, `${s.id}/${theirOpponent.value}`, `${otherSports[0]!.id}/${item!.opponentId}`]) {
        expect((await api.get(`${V2}/OpponentHistory/opponent/${path}`)).status, path).toBe(404);
      }
      const filters = await json(`${V2}/OpponentHistory/filters/opponents?sportId=${s.id}`, opponentFiltersWire);
      expect(filters.map((f) => f.value)).toContain(item!.opponentId);
      expect(filters.map((f) => f.value)).not.toContain(theirOpponent.value);
    });
  });

  it('answers calendar weeks and months at the ends of the calendar (a week from 9999-12-31 runs past year 9999)', async () => {
    for (const path of ['Calendar/events?date=9999-12-31T23:59:59', 'Calendar/events?date=9999-12-26', 'Calendar/events?year=9999&date=2026-12-30', 'Calendar/month?date=9999-12-31', 'Calendar/count?date=0001-01-01', 'Calendar/events?date=0050-02-28']) {
      expect(await json(`${V2}/${path}`, calendarDaysWire.or(calendarCountsWire))).toEqual([]);
    }
    const leap = await api.get(`${V2}/Calendar/events?date=0100-02-29`);
    expect(leap.status, 'year 100 is not a leap year').toBe(400);
  });

  // DESIGN 8: nothing a client sends produces a 5xx.
  it('answers random queries to every schedule route below 500', async () => {
    const paths = [
      'Schedule/1/Record', 'Schedule/settings', 'ScheduleGames/1', 'ScheduleGames/1/results', 'EventsResults/results', 'EventsResults/upcoming',
      'EventsResults/scoreboard', 'Season', 'Season/current', 'Season/1/record', 'Season/1/related', 'Season/standings', 'Calendar/count',
      'Calendar/events', 'Calendar/events/date-range', 'Calendar/from/2026-01-01/to/2026-02-01', 'Calendar/from/%25ZZ/to/x', 'Calendar/month',
      'Calendar/previews/from/2026-01-01/to/2026-02-01', 'Calendar/print', 'Calendar/settings', 'Calendar/subscribe', 'ConferenceStandings/global',
      'History/YearByYear', 'Countdown/homepage', 'OpponentHistory/list/1', 'OpponentHistory/opponent/1/1', 'OpponentHistory/filters/opponents',
    ];
    const names = fc.constantFrom('sportId', 'SportId', 'seasonId', 'gameId', 'date', 'year', 'startDate', 'StartDate', 'EndDate', 'DateRange.StartDate', 'locationIndicator', 'sportLight', 'type', 'groupedByDates', 'streamingProvider', '$pageIndex', '$pageSize');
    const values = fc.oneof(fc.constantFrom('1', '0', '-1', 'a', '', 'H', 'true', 'ics', 'csv', '2026-11-21', '2026-11-21T10:00:00', '1900-01-01', '9999-12-31T23:59:59', '99999999999'), fc.string({ maxLength: 12 }));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fc.dictionary(names, values, { maxKeys: 4 }), async (path, params) => {
        const search = new URLSearchParams(params).toString();
        const response = await api.get(`${V2}/${path}${search ? `?${search}` : ''}`);
        expect(response.status, `${path}?${search}`).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });

  it('stores local times that match the school’s clock', async () => {
    const rows = (await query(`select to_char(local_date, 'YYYY-MM-DD HH24:MI:SS') as local_date, extract(epoch from date) * 1000 as date from games where tenant_id = (select id from tenants where key = 'ridgemont') limit 200`)) as Array<{ local_date: string; date: string }>;
    for (const row of rows) {
      const shown = new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Denver', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(new Date(Number(row.date)));
      expect(shown.replace(',', '')).toBe(row.local_date);
    }
  });
});
