import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxScoreWire } from '../../../contract/box-score';
import { readStatCrewFile } from '../../../server/stats/statcrew/statcrew-reader';
import type { StaffSignIn } from '../support/staff-sign-in';
import { startStudioApp, type StudioApp } from '../studio/studio-test-kit';
import { statFixture } from './stat-file-support';

type Rows<T> = { rows: T[] };
const CREW: Record<string, string> = { ridgemont: 'Bearer demo-ridgemont-statcrew', coastalbay: 'Bearer demo-coastalbay-statcrew' };

// Each real file on every sport of the two demo schools it can be the box score of (issue 45's "done when").
const CASES: Array<[school: string, file: string, sport: string]> = [
  ['ridgemont', 'mecz.xml', 'mbball'], ['ridgemont', 'mecz-1.xml', 'wbball'], ['ridgemont', 'football.xml', 'football'],
  ['ridgemont', 'baseballDataStats.xml', 'baseball'], ['ridgemont', 'baseballDataStats.xml', 'softball'], ['ridgemont', 'volleyball.xml', 'wvball'],
  ['ridgemont', 'soccer.xml', 'msoc'], ['ridgemont', 'soccer.xml', 'wsoc'],
  ['coastalbay', 'mecz.xml', 'wbball'], ['coastalbay', 'mecz-1.xml', 'mbball'], ['coastalbay', 'baseballDataStats.xml', 'baseball'],
  ['coastalbay', 'baseballDataStats.xml', 'softball'], ['coastalbay', 'volleyball.xml', 'wvball'], ['coastalbay', 'soccer.xml', 'wsoc'],
  ['coastalbay', 'soccer.xml', 'fhockey'], ['coastalbay', 'mlax.xml', 'wlax'], ['coastalbay', 'hockey.xml', 'mhockey'],
];

/** Every stat-crew fixture through both paths, the studio's upload and the live ingest, for both demo schools' sports. */
describe('every stat-crew file, uploaded and fed live, for both schools', () => {
  let studio: StudioApp;
  const sessions = new Map<string, StaffSignIn>();
  const used = new Set<number>();

  beforeAll(async () => {
    studio = await startStudioApp('pglite');
    for (const school of ['ridgemont', 'coastalbay']) sessions.set(school, await studio.signIn(school));
  });
  afterAll(async () => studio?.close());

  /** A game of the sport no other case took: finished ones for the studio, else the first not yet played. */
  const gameOf = async (school: string, sport: string, finished: boolean): Promise<{ id: number; location: string }> => {
    const result = (await studio.store.database.db.execute(sql`
      SELECT g.id, g.location_indicator AS location FROM games g JOIN tenants t ON t.id = g.tenant_id JOIN sports s ON s.id = g.sport_id
      WHERE t.key = ${school} AND s.short_name = ${sport} AND g.game_state <> 3 AND NOT g.result_final
        AND (g.result_status IS NOT NULL) = ${finished} AND NOT EXISTS (SELECT 1 FROM live_game_documents d WHERE d.game_id = g.id)
      ORDER BY g.date ${finished ? sql`DESC` : sql`ASC`}, g.id`)) as unknown as Rows<{ id: number; location: string }>;
    const game = result.rows.find((row) => !used.has(row.id)) ?? (finished ? undefined : await gameOf(school, sport, true));
    if (!game) throw new Error(`no ${sport} game at ${school}`);
    used.add(game.id);
    return game;
  };
  const send = async (school: string, method: 'POST' | 'PUT', url: string, body: string) => {
    const session = sessions.get(school)!;
    const headers = method === 'POST' ? { cookie: session.cookie, 'x-csrf-token': session.csrfToken } : { authorization: CREW[school]! };
    const response = await studio.app.inject({ method, url, headers: { tenant: school, 'content-type': 'application/xml', ...headers }, payload: body });
    return { status: response.statusCode, json: JSON.parse(response.body) as Record<string, unknown> };
  };
  const boxOf = async (school: string, gameId: number) => {
    const response = await studio.app.inject({ method: 'GET', url: `/api/v2/Stats/boxscore/${gameId}`, headers: { tenant: school } });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return boxScoreWire.parse(JSON.parse(response.body));
  };

  it.each(CASES)('%s: %s as the box score of a %s game, from the studio and from the live feed', async (school, file, sport) => {
    const xml = statFixture(file);
    const read = readStatCrewFile(xml);
    const scores = (location: string) => (location === 'A' ? [read.visitor.score, read.home.score] : [read.home.score, read.visitor.score]);

    const finished = await gameOf(school, sport, true);
    // A neutral site whose names are not the school's: the staff say the school was the file's home side.
    const uploaded = await send(school, 'POST', `/api/studio/games/${finished.id}/stat-file?final=1${finished.location === 'N' ? '&side=H' : ''}`, xml);
    expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(200);
    expect(uploaded.json).toMatchObject({ saved: true, resultPosted: true });
    const box = await boxOf(school, finished.id);
    expect([box.teamScore, box.opponentScore]).toEqual(scores(finished.location));
    const school_ = box.homeTeam.isSchool ? box.homeTeam : box.visitingTeam;
    expect(school_.playerGroups.flatMap((group) => group.players).length).toBeGreaterThan(5);

    const upcoming = await gameOf(school, sport, false);
    const fed = await send(school, 'PUT', `/api/v2/live/games/${upcoming.id}`, xml);
    expect(fed.status, JSON.stringify(fed.json)).toBe(200);
    expect(fed.json).toMatchObject({ changed: true });
    if (read.status.complete) expect((await boxOf(school, upcoming.id)).teamScore).toBe(scores(upcoming.location)[0]);
  });
});
