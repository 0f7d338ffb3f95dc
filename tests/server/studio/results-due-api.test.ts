import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RESULTS_DUE_DAYS, resultsDueWire, studioGamePageWire, studioGameWire, type ResultsDueWire, type StudioGameWire } from '../../../contract/studio/schedule';
import { isResultDue } from '../../../core/studio/schedule/game-list-view';
import { sports, tenants } from '../../../server/store/tables/foundation';
import { games, seasons } from '../../../server/store/tables/schedule';
import { storeKinds } from '../../support/test-store';
import type { StaffSignIn } from '../support/staff-sign-in';
import { startStudioApp, type StudioApp } from './studio-test-kit';

const postgresUrl = inject('postgresUrl');
const DAY = 86_400_000;
const URL = '/api/studio/games/results-due';

/** The school's wall clock at an instant: ['YYYY-MM-DD', 'HH:MM']. */
const wallClock = (instant: number, zone: string) => {
  const text = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));
  const [date, time] = text.split(', ') as [string, string];
  return { date, time };
};

/** Issue 48: the dashboard's "Results due", against the real app on a seeded store with the clock pinned. */
describe.each(storeKinds(postgresUrl))('results due on the studio dashboard (%s)', (kind) => {
  let studio: StudioApp;
  let editor: StaffSignIn;
  let coastalEditor: StaffSignIn;
  let sportId: number;
  let opponentId: number;
  let coastal: { sportId: number; opponentId: number };
  let zone: string;
  const made: Record<'yesterday' | 'todayEarly' | 'todayLater' | 'tomorrow' | 'played' | 'placed' | 'postponed' | 'coastal', number> = {} as never;

  const list = async (session: StaffSignIn | null = editor, tenant = 'ridgemont'): Promise<ResultsDueWire> => {
    const answer = await studio.call('GET', URL, { session, tenant });
    expect(answer.status, answer.body.slice(0, 300)).toBe(200);
    return resultsDueWire.parse(answer.json);
  };
  const addGame = async (at: number, part: Record<string, unknown> = {}, session = editor, tenant = 'ridgemont', sport = sportId, opponent = opponentId) => {
    const { date, time } = wallClock(at, zone);
    const created = await studio.call('POST', '/api/studio/games', { session, tenant, body: { sportId: sport, date, time, opponentId: opponent, location: 'away', ...part } });
    expect(created.status, created.body).toBe(201);
    return studioGameWire.parse(created.json);
  };

  beforeAll(async () => {
    studio = await startStudioApp(kind, postgresUrl);
    editor = await studio.signIn('ridgemont');
    coastalEditor = await studio.signIn('coastalbay');
    const db = studio.store.database.db;
    const tenantOf = async (key: string) => (await db.select({ id: tenants.id, zone: tenants.timeZone }).from(tenants).where(eq(tenants.key, key)))[0]!;
    const ridgemont = await tenantOf('ridgemont');
    zone = ridgemont.zone;
    const currentSport = async (tenantId: number) =>
      (await db.select({ sportId: seasons.sportId }).from(seasons).innerJoin(sports, eq(sports.id, seasons.sportId)).where(and(eq(seasons.tenantId, tenantId), eq(seasons.isCurrent, true), like(sports.globalSportShortName, '%bball'))).orderBy(asc(seasons.id)).limit(1))[0]!.sportId;
    sportId = await currentSport(ridgemont.id);
    const opponentsOf = async (session: StaffSignIn, tenant: string) => ((await studio.call('GET', '/api/studio/opponents?pageSize=1', { session, tenant })).json.items as Array<{ id: number }>)[0]!.id;
    opponentId = await opponentsOf(editor, 'ridgemont');
    coastal = { sportId: await currentSport((await tenantOf('coastalbay')).id), opponentId: await opponentsOf(coastalEditor, 'coastalbay') };

    const now = studio.now();
    const { time: nowTime } = wallClock(now, zone);
    // Two games earlier today (the school's today): only when the school's clock is far enough past midnight.
    const hoursIntoToday = Number(nowTime.slice(0, 2));
    if (hoursIntoToday >= 3) {
      made.todayEarly = (await addGame(now - 2.5 * 3_600_000, { location: 'home' })).id;
      made.todayLater = (await addGame(now - 1.5 * 3_600_000)).id;
    }
    made.yesterday = (await addGame(now - DAY)).id;
    made.tomorrow = (await addGame(now + DAY)).id;
    made.postponed = (await addGame(now - 2 * DAY, { status: 'postponed' })).id;
    const played = await addGame(now - 3 * DAY);
    const posted = await studio.call('PUT', `/api/studio/games/${played.id}/result`, { session: editor, ifMatch: played.version, body: { decision: 'W', teamScore: '70', opponentScore: '61' } });
    expect(posted.status, posted.body).toBe(200);
    made.played = played.id;
    // A meet's placing, as the schedule keeps one: no W/L/T, the place and the field's size.
    made.placed = (await addGame(now - 2 * DAY)).id;
    await db.update(games).set({ resultStatus: '', teamScore: '4th', opponentScore: '12' }).where(eq(games.id, made.placed));
    made.coastal = (await addGame(now - DAY, {}, coastalEditor, 'coastalbay', coastal.sportId, coastal.opponentId)).id;
  });
  afterAll(async () => studio?.close());

  it('lists the started games without a result, today’s first, then the earlier ones newest first; never a future, played, postponed or other school’s game', async () => {
    const due = await list();
    const now = studio.now();
    const ids = due.items.map((item) => item.id);
    expect(due.today).toBe(wallClock(now, zone).date);
    expect(due.days).toBe(RESULTS_DUE_DAYS);
    expect(ids).toContain(made.yesterday);
    for (const absent of [made.tomorrow, made.played, made.placed, made.postponed, made.coastal]) expect(ids).not.toContain(absent);
    for (const item of due.items) {
      const start = Date.parse(item.startsAt);
      expect(start).toBeLessThan(now);
      expect(start).toBeGreaterThanOrEqual(now - RESULTS_DUE_DAYS * DAY - 60_000);
      expect(item.result).toBeNull();
      expect(item.status).toBe('scheduled');
      expect(item.today).toBe(item.date === due.today);
    }
    // Every game of the school is one of ridgemont's (the list is the school's own).
    const ridgemontIds = new Set((await studio.store.database.db.select({ id: games.id }).from(games).innerJoin(tenants, eq(tenants.id, games.tenantId)).where(eq(tenants.key, 'ridgemont'))).map((row) => row.id));
    expect(ids.every((id) => ridgemontIds.has(id))).toBe(true);

    const todays = due.items.filter((item) => item.today);
    const earlier = due.items.filter((item) => !item.today);
    expect(due.items).toEqual([...todays, ...earlier]);
    const starts = (items: typeof due.items) => items.map((item) => Date.parse(item.startsAt));
    expect(starts(todays)).toEqual([...starts(todays)].sort((a, b) => a - b));
    expect(starts(earlier)).toEqual([...starts(earlier)].sort((a, b) => b - a));
    if (made.todayEarly) {
      expect(ids.indexOf(made.todayEarly)).toBeLessThan(ids.indexOf(made.todayLater));
      expect(ids.indexOf(made.todayLater)).toBeLessThan(ids.indexOf(made.yesterday));
    }
    const yesterday = due.items.find((item) => item.id === made.yesterday)!;
    expect(yesterday).toMatchObject({ sportId, opponentId, location: 'away', today: false, sport: expect.any(String) });
    expect(yesterday.sport.length).toBeGreaterThan(0);

    // The other school sees its own game, not ridgemont's.
    const coastalIds = (await list(coastalEditor, 'coastalbay')).items.map((item) => item.id);
    expect(coastalIds).toContain(made.coastal);
    expect(coastalIds).not.toContain(made.yesterday);
  });

  it('holds the same games as the schedule table’s “Results due” (core isResultDue) within its window, less the stat crew’s live games', async () => {
    const now = studio.now();
    const tableGames: StudioGameWire[] = [];
    for (let page = 1; ; page += 1) {
      const answer = studioGamePageWire.parse((await studio.call('GET', `/api/studio/games?sportId=${sportId}&pageSize=100&page=${page}`, { session: editor })).json);
      tableGames.push(...answer.items);
      if (tableGames.length >= answer.total || answer.items.length === 0) break;
    }
    const byTable = tableGames.filter((game) => Date.parse(game.startsAt) >= now - RESULTS_DUE_DAYS * DAY && isResultDue(game, now)).map((game) => game.id);
    const byDashboard = (await list()).items.filter((game) => game.sportId === sportId && !game.live).map((game) => game.id);
    expect(byTable).toContain(made.yesterday);
    expect([...byDashboard].sort()).toEqual([...byTable].sort());
  });

  it('needs a staff session of the school', async () => {
    expect((await studio.call('GET', URL, { session: null })).status).toBe(401);
    expect((await studio.call('GET', URL, { session: coastalEditor, tenant: 'ridgemont' })).status).toBe(403);
  });

  it('a saved result takes the game off the list; a stale version is a 412 and leaves it there', async () => {
    const seen = (await list()).items.find((item) => item.id === made.yesterday)!;
    // Someone edits the game (a note) after the dashboard loaded it: the dashboard's version is stale.
    const { date, time } = seen;
    const edited = await studio.call('PUT', `/api/studio/games/${seen.id}`, { session: editor, ifMatch: seen.version, body: { sportId, date, time, opponentId, location: 'away', notes: 'Bus at 7' } });
    expect(edited.status, edited.body).toBe(200);
    const stale = await studio.call('PUT', `/api/studio/games/${seen.id}/result`, { session: editor, ifMatch: seen.version, body: { decision: 'L', teamScore: '60', opponentScore: '64' } });
    expect(stale.status).toBe(412);
    expect(stale.json.error).toMatchObject({ code: 'version_conflict', current: { version: seen.version + 1 } });
    const game = (await list()).items.find((item) => item.id === seen.id)!;
    expect(game.version).toBe(seen.version + 1);

    const saved = await studio.call('PUT', `/api/studio/games/${game.id}/result`, { session: editor, ifMatch: game.version, body: { decision: 'L', teamScore: '60', opponentScore: '64' } });
    expect(saved.status, saved.body).toBe(200);
    expect((await list()).items.map((item) => item.id)).not.toContain(game.id);
    const shown = await studio.call('GET', `/api/v2/ScheduleGames/${game.id}`);
    expect(shown.json).toMatchObject({ result: { status: 'L', teamScore: '60', opponentScore: '64' } });
  });

  it('is in the OpenAPI document', async () => {
    const document = await studio.call('GET', '/api/openapi.json');
    expect(document.status, document.body.slice(0, 200)).toBe(200);
    expect(JSON.stringify(document.json)).toContain('/api/studio/games/results-due');
  });
});
