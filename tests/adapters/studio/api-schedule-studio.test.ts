import { beforeAll, describe, expect, it } from 'vitest';
import { ApiScheduleStudio } from '../../../adapters/api/studio/api-schedule-studio';
import { ApiStudioRepository } from '../../../adapters/api/studio/api-studio-repository';
import { emptyGameDraft } from '../../../core/studio/schedule/game-rules';
import { testNow } from '../../support/test-clock';
import { studioApiServer } from '../support/seeded-api-server';

const DAY = 86_400_000;
const server = studioApiServer();
let schedule: ApiScheduleStudio;
let studio: ApiStudioRepository;
let sportId: number;

/** The studio's schedule adapter against the real server on the seeded store, signed in as the demo school's staff. */
beforeAll(async () => {
  const { apiBase, signedIn } = server;
  schedule = new ApiScheduleStudio({ apiBase, tenant: 'ridgemont', fetch: signedIn });
  studio = new ApiStudioRepository({ apiBase, tenant: 'ridgemont', fetch: signedIn });
  const sports = (await (await fetch(`${apiBase}/Sports`, { headers: { tenant: 'ridgemont' } })).json()) as Array<{ id: number; nonSport?: boolean }>;
  sportId = sports.find((sport) => !sport.nonSport)!.id;
});

const day = (days: number) => new Date(testNow() + days * DAY).toISOString().slice(0, 10);

describe('ApiScheduleStudio: games, results, the pasted table and opponents', () => {
  it("lists the current season's games with the seasons, adds a game, posts and corrects its result, refuses a stale version, and deletes it", async () => {
    const list = await schedule.games(sportId);
    const current = list.seasons.find((season) => season.current)!;
    expect(current).toBeDefined();
    expect(list.games.every((game) => game.seasonId === current.id)).toBe(true);

    const [opponent] = await schedule.opponents('');
    const added = await schedule.saveGame(null, null, { ...emptyGameDraft(sportId, current.id), date: day(-1), time: '13:00', opponentId: opponent!.id, facility: 'Adapter Field', ticketsUrl: 'https://example.edu/t' });
    if (added.kind !== 'done') throw new Error(JSON.stringify(added));
    expect(added.value).toMatchObject({ sportId, seasonId: current.id, date: day(-1), time: '13:00', opponentId: opponent!.id, opponent: opponent!.name, facility: 'Adapter Field', city: null, result: null, live: false, resultFinal: false });
    const { id, version } = added.value;

    const posted = await schedule.postResult(id, version, { decision: 'W', teamScore: '3', opponentScore: '2', postscore: 'OT' });
    if (posted.kind !== 'done') throw new Error(JSON.stringify(posted));
    expect(posted.value).toMatchObject({ result: { decision: 'W', teamScore: '3', opponentScore: '2', postscore: 'OT' }, resultFinal: true });
    expect(posted.value.version).toBeGreaterThan(version);

    const stale = await schedule.saveGame(id, version, { ...emptyGameDraft(sportId, current.id), date: day(-1), opponentId: opponent!.id });
    expect(stale).toMatchObject({ kind: 'conflict', current: { version: posted.value.version } });
    const wrong = await schedule.postResult(id, posted.value.version, { decision: 'L', teamScore: '3', opponentScore: '2', postscore: null });
    expect(wrong).toMatchObject({ kind: 'invalid', fields: { decision: expect.any(String) } });

    expect((await schedule.game(id))?.result?.teamScore).toBe('3');
    expect(await schedule.deleteGame(id, posted.value.version)).toEqual({ kind: 'done', value: null });
    expect(await schedule.game(id)).toBeNull();
  });

  it("names a pasted table's rows in error, checks without writing, and adds every row", async () => {
    const [opponent] = await schedule.opponents('');
    const table = [`${day(30)}\t${opponent!.name}\thome\t18:30`, `2026-02-30, ${opponent!.name}, away, 13:00`].join('\n');
    const bad = await schedule.importGames(sportId, null, table, true);
    expect(bad.kind).toBe('invalid');
    expect(Object.keys(bad.kind === 'invalid' ? bad.fields : {})).toEqual(['rows.2']);

    const fixed = table.replace('2026-02-30', day(37));
    const checked = await schedule.importGames(sportId, null, fixed, true);
    if (checked.kind !== 'done') throw new Error(JSON.stringify(checked));
    expect(checked.value.created).toEqual([]);
    expect(checked.value.rows.map((row) => [row.row, row.date, row.time, row.location, row.opponentId])).toEqual([
      [1, day(30), '18:30', 'home', opponent!.id],
      [2, day(37), '13:00', 'away', opponent!.id],
    ]);
    const added = await schedule.importGames(sportId, null, fixed, false);
    if (added.kind !== 'done') throw new Error(JSON.stringify(added));
    expect(added.value.created.map((game) => game.date)).toEqual([day(30), day(37)]);
  });

  it('adds an opponent and finds it by name', async () => {
    const added = await schedule.saveOpponent(null, null, { name: 'Adapter Tech', city: 'Testville, Ohio', logoId: null, conference: false });
    if (added.kind !== 'done') throw new Error(JSON.stringify(added));
    expect(added.value).toMatchObject({ name: 'Adapter Tech', city: 'Testville, Ohio', logo: null, conference: false });
    expect((await schedule.opponents('adapter te')).map((opponent) => opponent.id)).toContain(added.value.id);
    expect(await schedule.saveOpponent(null, null, { name: ' ', city: '', logoId: null, conference: false })).toMatchObject({ kind: 'invalid', fields: { name: expect.any(String) } });
  });
});

describe('ApiStudioRepository: the activity', () => {
  it('names who wrote each change, an accountless writer (the demo department) too', async () => {
    const activity = await studio.activity({ page: 1 });
    const demo = activity.items.find((entry) => entry.summary.startsWith("Wrote the demo's"));
    expect(demo?.by).toEqual({ id: null, name: 'Demo department' });
  });

  it('reads one kind of item, and every kind the log holds', async () => {
    const stories = await studio.activity({ page: 2, kind: 'story' });
    expect(stories.page).toBe(2);
    expect(stories.items.length).toBeGreaterThan(0);
    expect(stories.items.every((entry) => entry.kind === 'story')).toBe(true);
    expect(stories.kinds).toEqual(expect.arrayContaining(['story', 'game', 'media']));
    expect(stories.kinds).toEqual([...stories.kinds].sort());
  });
});
