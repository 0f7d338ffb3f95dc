import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioGamePageWire } from '../../../contract/studio/schedule';
import { tenants } from '../../../server/store/tables/foundation';
import { games } from '../../../server/store/tables/schedule';
import type { StaffSignIn } from '../support/staff-sign-in';
import { STORY, startStudioApp, type StudioApp } from './studio-test-kit';

/** A story's optional related game: the school's own games only, and the public story's games[] names it once published. */
describe('the related game of a studio story', () => {
  let studio: StudioApp;
  let editor: StaffSignIn;
  let own: { id: number; sportId: number };
  let otherSchools: { id: number; sportId: number };
  let ownSecond: { id: number; sportId: number };

  const gameOf = async (school: string, skip = 0) => {
    const db = studio.store.database.db;
    const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, school));
    const rows = await db.select({ id: games.id, sportId: games.sportId }).from(games).where(and(eq(games.tenantId, tenant!.id))).orderBy(desc(games.date), desc(games.id)).limit(skip + 1);
    return rows[skip]!;
  };

  beforeAll(async () => {
    studio = await startStudioApp();
    editor = await studio.signIn('ridgemont');
    own = await gameOf('ridgemont');
    ownSecond = await gameOf('ridgemont', 1);
    otherSchools = await gameOf('coastalbay');
  });
  afterAll(async () => studio?.close());

  const publicGames = async (id: number) => {
    const list = (await studio.call('GET', '/api/v2/Stories?$pageSize=50')).json as unknown as { items: Array<{ id: number; games: Array<{ id: number }> }> };
    return list.items.find((story) => story.id === id)?.games.map((game) => game.id);
  };

  it("lists a sport's games of the school, newest season first and in date order within it, with date, opponent, home or away and season", async () => {
    const answer = await studio.call('GET', `/api/studio/games?sportId=${own.sportId}&pageSize=100`, { session: editor });
    expect(answer.status, answer.body).toBe(200);
    expect(studioGamePageWire.safeParse(answer.json).success).toBe(true);
    const items = answer.json.items as Array<{ id: number; startsAt: string; opponent: string; location: string; season: string; seasonId: number }>;
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((game) => game.id)).toContain(own.id);
    expect(items.every((game) => game.opponent.length > 0 && ['home', 'away', 'neutral'].includes(game.location) && game.season.length > 0)).toBe(true);
    const firstSeason = items.filter((game) => game.seasonId === items[0]!.seasonId).map((game) => Date.parse(game.startsAt));
    expect(firstSeason).toEqual([...firstSeason].sort((a, b) => a - b));
    // Another school's sport is not found.
    const other = await studio.call('GET', `/api/studio/games?sportId=${otherSchools.sportId}`, { session: editor });
    expect(other.status).toBe(404);
    const missing = await studio.call('GET', '/api/studio/games', { session: editor });
    expect(missing.status).toBe(400);
    expect(missing.json.error).toMatchObject({ code: 'invalid_query', message: "Query parameter 'sportId' is required." });
    const bad = await studio.call('GET', '/api/studio/games?sportId=abc', { session: editor });
    expect(bad.json.error).toMatchObject({ code: 'invalid_query', message: "Query parameter 'sportId' must be a sport id." });
  });

  it("accepts the school's own game and refuses another school's with 400 naming gameId", async () => {
    const refused = await studio.call('POST', '/api/studio/stories', { session: editor, body: { ...STORY, title: 'Borrowed Game Story', gameId: otherSchools.id } });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toEqual({ code: 'invalid_input', message: 'Some fields need attention.', fields: { gameId: 'Choose a game from the schedule.' } });

    const created = await studio.call('POST', '/api/studio/stories', { session: editor, body: { ...STORY, title: 'Related Game Story', sportId: own.sportId, gameId: own.id } });
    expect(created.status, created.body).toBe(201);
    const id = created.json.id as number;
    expect((await studio.call('GET', `/api/studio/stories/${id}`, { session: editor })).json).toMatchObject({ sportId: own.sportId, gameId: own.id });

    const put = await studio.call('PUT', `/api/studio/stories/${id}`, { session: editor, ifMatch: 1, body: { ...STORY, title: 'Related Game Story', gameId: otherSchools.id } });
    expect(put.status).toBe(400);
    expect(put.json.error?.fields).toEqual({ gameId: 'Choose a game from the schedule.' });
    expect((await studio.call('GET', `/api/studio/stories/${id}`, { session: editor })).json).toMatchObject({ version: 1, gameId: own.id });
  });

  it("shows the game in the public story's games[] once published, and follows a change of game", async () => {
    const created = await studio.call('POST', '/api/studio/stories', { session: editor, body: { ...STORY, title: 'Game Linked Story', sportId: own.sportId, gameId: own.id } });
    const id = created.json.id as number;
    const published = await studio.call('POST', `/api/studio/stories/${id}/publish`, { session: editor, ifMatch: 1, body: {} });
    expect(published.status, published.body).toBe(200);
    expect(await publicGames(id)).toEqual([own.id]);

    const moved = await studio.call('PUT', `/api/studio/stories/${id}`, { session: editor, ifMatch: 2, body: { ...STORY, title: 'Game Linked Story', sportId: own.sportId, gameId: ownSecond.id } });
    expect(moved.status, moved.body).toBe(200);
    expect(await publicGames(id)).toEqual([ownSecond.id]);

    const cleared = await studio.call('PUT', `/api/studio/stories/${id}`, { session: editor, ifMatch: 3, body: { ...STORY, title: 'Game Linked Story', sportId: own.sportId, gameId: null } });
    expect(cleared.status, cleared.body).toBe(200);
    expect(await publicGames(id)).toEqual([]);
  });
});
