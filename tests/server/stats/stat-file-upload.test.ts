import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { boxScoreWire } from '../../../contract/box-score';
import { statFileResultWire, type StatFileResultWire } from '../../../contract/studio/stat-file';
import { GameState } from '../../../core/games/game-state';
import { sports } from '../../../server/store/tables/foundation';
import { auditLog, contentVersions } from '../../../server/store/tables/studio';
import { storeKinds } from '../../support/test-store';
import { gameIds } from '../live/live-documents';
import type { StaffSignIn } from '../support/staff-sign-in';
import { startStudioApp, type StudioApp } from '../studio/studio-test-kit';
import { finishedGames, rosterOf, statFixture, writeCounts, type FixtureGame, type RosterPick } from './stat-file-support';

const postgresUrl = inject('postgresUrl');
const MECZ = statFixture('mecz.xml');
const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
<bbgame><venue homename="&lol3;"/></bbgame>`;

/** mecz.xml with the home side's Magdalena Kloska (#4, 8 points) made a player of the school's roster. */
const withRosterPlayer = (xml: string, player: RosterPick) =>
  xml.replace('uni="4" code="4" name="Kloska, Magdalena" checkname="KLOSKA,MAGDALENA"', `uni="${player.jersey}" code="${player.jersey}" name="${player.lastName}, ${player.firstName}" checkname="${player.lastName.toUpperCase()},${player.firstName.toUpperCase()}"`);

/** Issue 45: a stat crew's file as a game's box score, from the studio (Check, Save, corrections, history), on PGlite and PostgreSQL. */
describe.each(storeKinds(postgresUrl))('a stat file as the box score of a game (%s)', (kind) => {
  let studio: StudioApp;
  let editor: StaffSignIn;
  let home: FixtureGame;
  let spare: FixtureGame[];
  let player: RosterPick;
  let sportSlug: string;
  const db = () => studio.store.database.db;

  beforeAll(async () => {
    studio = await startStudioApp(kind, postgresUrl);
    editor = await studio.signIn('ridgemont');
    const games = await finishedGames(db(), 'ridgemont', 'wbball', 'H');
    // A game the seed gave a box score: the first file makes it version 2, the seeded one kept as version 1.
    home = games[0]!;
    spare = games.slice(1);
    player = (await rosterOf(db(), home.sportId, home.year))[0]!;
    sportSlug = (await db().select({ slug: sports.globalSportNameSlug }).from(sports).where(eq(sports.id, home.sportId)))[0]!.slug;
  });
  afterAll(async () => studio?.close());

  const upload = async (gameId: number, body: string | Buffer, query = '', contentType = 'application/xml') => {
    const response = await studio.app.inject({
      method: 'POST',
      url: `/api/studio/games/${gameId}/stat-file${query}`,
      headers: { tenant: 'ridgemont', cookie: editor.cookie, 'x-csrf-token': editor.csrfToken, 'content-type': contentType },
      payload: body,
    });
    const json = JSON.parse(response.body) as StatFileResultWire & { error?: { code: string; message: string } };
    return { status: response.statusCode, json };
  };
  const fan = async (url: string) => {
    const response = await studio.app.inject({ method: 'GET', url, headers: { tenant: 'ridgemont' } });
    expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
    return JSON.parse(response.body) as Record<string, unknown>;
  };

  it('checks a file without writing anything: the teams, which side is the school, the score, periods, players and warnings', async () => {
    const before = await writeCounts(db(), home.id);
    const answer = await upload(home.id, withRosterPlayer(MECZ, player), '?dryRun=1');
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const result = statFileResultWire.parse(answer.json);
    expect(result).toMatchObject({ gameId: home.id, root: 'bbgame', source: 'Basketball LiveStats In-Arena Tool 1.1.1', complete: true, schoolSide: 'H', sideFrom: 'home-away', teams: { school: 'Pomorskie', opponent: 'Dolnośląskie' } });
    expect([result.teamScore, result.opponentScore]).toEqual([72, 69]);
    expect(result.periods).toEqual([
      { label: '1', teamScore: 16, opponentScore: 16 },
      { label: '2', teamScore: 14, opponentScore: 25 },
      { label: '3', teamScore: 16, opponentScore: 13 },
      { label: '4', teamScore: 26, opponentScore: 15 },
    ]);
    expect(result.players.matched).toBe(1);
    expect(result.players.unmatched).toContainEqual({ name: 'Marta Groth', jersey: '13' });
    expect(result.players.opponent).toBeGreaterThan(5);
    expect(result.warnings.join(' ')).toContain('2021-02-26');
    expect(result.warnings.join(' ')).toContain('Dolnośląskie');
    expect(result).toMatchObject({ saved: false, resultPosted: false });
    expect(await writeCounts(db(), home.id)).toEqual(before);
  });

  it("saves it in one write: the box score as a new version, the result, the audit row; fans see the file's numbers everywhere", async () => {
    const bioBefore = await fan(`/api/v2/Stats/bio?rosterPlayerId=${player.rosterPlayerId}&sport=${sportSlug}&year=${home.year}`);
    const answer = await upload(home.id, withRosterPlayer(MECZ, player));
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json).toMatchObject({ saved: true, resultPosted: true, boxScoreVersion: 2 });

    const box = boxScoreWire.parse(await fan(`/api/v2/Stats/boxscore/${home.id}`));
    expect(box).toMatchObject({ teamScore: 72, opponentScore: 69, resultStatus: 'W', thisTeamIsHomeTeam: true });
    expect(box.homeTeam.periodScores).toEqual(['16', '14', '16', '26']);
    const players = box.homeTeam.playerGroups[0]!.players;
    const ours = players.find((line) => line.rosterPlayerId === player.rosterPlayerId);
    expect(ours?.values.pts).toBe('8');
    expect(players.find((line) => line.name === 'Marta Groth')).toMatchObject({ rosterPlayerId: null, values: expect.objectContaining({ pts: '19' }) });
    expect(box.homeTeam.totals.find((total) => total.key === 'pts')?.value).toBe('72');

    const game = (await fan(`/api/v2/ScheduleGames/${home.id}`)) as { result: { status: string; teamScore: string; opponentScore: string } };
    expect(game.result).toMatchObject({ status: 'W', teamScore: '72', opponentScore: '69' });
    const bio = (await fan(`/api/v2/Stats/bio?rosterPlayerId=${player.rosterPlayerId}&sport=${sportSlug}&year=${home.year}`)) as { currentStats: { groups: Array<{ games: Array<{ gameId: number; values: Record<string, string> }> }> } };
    const bioGames = bio.currentStats.groups[0]!.games;
    expect(bioGames.find((row) => row.gameId === home.id)?.values.pts).toBe('8');
    const earlier = (bioBefore as typeof bio).currentStats?.groups?.[0]?.games ?? [];
    expect(bioGames.length).toBe(earlier.some((row) => row.gameId === home.id) ? earlier.length : earlier.length + 1);
    const season = (await fan(`/api/v2/Stats/cumulative?sportId=${home.sportId}&season=${home.year}`)) as { games: Array<{ gameId?: number; id?: number; teamScore?: number }> };
    expect(JSON.stringify(season.games)).toContain(String(home.id));

    const audits = await db().select().from(auditLog).where(and(eq(auditLog.kind, 'box-score'), eq(auditLog.itemId, home.id)));
    expect(audits.map((row) => row.action).sort()).toEqual(['create', 'stat-file']);
    expect(audits.find((row) => row.action === 'stat-file')).toMatchObject({ actorName: expect.any(String) });
    // The demo's box score came through the box-score command: its version 1 is in the history already (no baseline).
    const versions = await db().select({ version: contentVersions.version, action: contentVersions.action }).from(contentVersions).where(and(eq(contentVersions.kind, 'box-score'), eq(contentVersions.itemId, home.id)));
    expect(versions.map((row) => [row.version, row.action]).sort()).toEqual([[1, 'create'], [2, 'stat-file']]);
  });

  it('takes the same file again without writing anything', async () => {
    const before = await writeCounts(db(), home.id);
    const answer = await upload(home.id, withRosterPlayer(MECZ, player));
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ saved: false, resultPosted: false, boxScoreVersion: 2 });
    expect(await writeCounts(db(), home.id)).toEqual(before);
  });

  it("takes a second editor's corrected file as a new version, and the history restores the earlier one", async () => {
    const second = await studio.signIn('ridgemont');
    // Marta Groth's one more field goal: 21 points, not 19.
    const corrected = withRosterPlayer(MECZ, player).replace(/(name="Groth, Marta"[\s\S]*?<stats [^>]*?)fgm="(\d+)"/, (_all, head: string, made: string) => `${head}fgm="${Number(made) + 1}"`);
    const response = await studio.app.inject({
      method: 'POST',
      url: `/api/studio/games/${home.id}/stat-file`,
      headers: { tenant: 'ridgemont', cookie: second.cookie, 'x-csrf-token': second.csrfToken, 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload: `--XYZ\r\nContent-Disposition: form-data; name="file"; filename="mecz.xml"\r\nContent-Type: application/xml\r\n\r\n${corrected}\r\n--XYZ--\r\n`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ saved: true, boxScoreVersion: 3 });
    const groth = () => fan(`/api/v2/Stats/boxscore/${home.id}`).then((box) => boxScoreWire.parse(box).homeTeam.playerGroups[0]!.players.find((line) => line.name === 'Marta Groth')!.values.pts);
    expect(await groth()).toBe('21');

    const history = await studio.call('GET', `/api/studio/games/${home.id}/box-score/history`, { session: editor });
    expect((history.json.items as Array<{ version: number }>).map((item) => item.version)).toEqual([3, 2, 1]);
    const restored = await studio.call('POST', `/api/studio/games/${home.id}/box-score/history/2/restore`, { session: editor });
    expect(restored.status, restored.body).toBe(200);
    expect(restored.json).toMatchObject({ gameId: home.id, version: 4 });
    expect(await groth()).toBe('19');
  });

  it('refuses bad input with a message that says what is wrong, and writes nothing', async () => {
    const target = spare[0]!;
    const before = await writeCounts(db(), target.id);
    const huge = MECZ.replace('<bbgame', `<!-- ${' '.repeat(6 * 1024 * 1024)} -->\n<bbgame`);
    const cases: Array<[string, string | Buffer, number, string, string?]> = [
      ['not XML', 'final score 72-69, great game', 400, 'not_xml'],
      ['a billion-laughs file', BILLION_LAUGHS, 400, 'dtd_refused'],
      ['6 MB', huge, 413, 'too_large'],
      ['a football file on a basketball game', statFixture('football.xml'), 422, 'sport_mismatch'],
      ['a truncated file', MECZ.slice(0, Math.floor(MECZ.length / 2)), 400, 'not_xml'],
      ['XML of something else', '<html><body><p>box score</p></body></html>', 400, 'not_stat_file'],
      ['plain text', MECZ, 415, 'unsupported_type', 'text/plain'],
    ];
    for (const [what, body, status, code, type] of cases) {
      const answer = await upload(target.id, body, '', type);
      expect(answer.status, `${what}: ${JSON.stringify(answer.json)}`).toBe(status);
      expect(answer.json.error?.code, what).toBe(code);
      expect(answer.json.error?.message.length, what).toBeGreaterThan(15);
    }
    expect(await writeCounts(db(), target.id)).toEqual(before);
  });

  it('asks which side is the school at a neutral site where no name says it (422), then takes side=H or a file that names the school', async () => {
    const target = spare[1]!;
    await db().execute(sql`UPDATE games SET location_indicator = 'N' WHERE id = ${target.id}`);
    const before = await writeCounts(db(), target.id);
    const unknown = await upload(target.id, MECZ);
    expect(unknown.status).toBe(422);
    expect(unknown.json.error).toMatchObject({ code: 'side_unknown', message: expect.stringContaining('side=H') });
    expect(await writeCounts(db(), target.id)).toEqual(before);

    const named = await upload(target.id, MECZ.replaceAll('Pomorskie', 'Ridgemont State'), '?dryRun=1');
    expect(named.json).toMatchObject({ schoolSide: 'H', sideFrom: 'name', teamScore: 72 });
    const visitors = await upload(target.id, MECZ, '?side=V&dryRun=1');
    expect(visitors.json).toMatchObject({ schoolSide: 'V', sideFrom: 'request', teamScore: 69, opponentScore: 72, teams: { school: 'Dolnośląskie' } });
  });

  it("posts the result of a file that does not say complete only when the staff confirm it's final", async () => {
    const target = spare[2]!;
    const snapshot = statFixture('mecz-1.xml');
    const unconfirmed = await upload(target.id, snapshot);
    expect(unconfirmed.json).toMatchObject({ complete: false, saved: true, resultPosted: false });
    expect(unconfirmed.json.warnings.join(' ')).toContain('confirm');
    const confirmed = await upload(target.id, snapshot, '?final=1');
    expect(confirmed.json).toMatchObject({ saved: false, resultPosted: true });
    const game = (await fan(`/api/v2/ScheduleGames/${target.id}`)) as { result: { status: string; teamScore: string; opponentScore: string } };
    expect(game.result).toMatchObject({ teamScore: '3', opponentScore: '5', status: 'L' });
  });

  it('refuses a file while the live feed runs the game (409)', async () => {
    const [liveGame] = await gameIds(db(), 'ridgemont', GameState.Live, 'wbball').then(async (ids) => (ids.length > 0 ? ids : gameIds(db(), 'ridgemont', GameState.Live, 'mbball')));
    const before = await writeCounts(db(), liveGame!);
    const answer = await upload(liveGame!, MECZ);
    expect(answer.status).toBe(409);
    expect(answer.json.error?.code).toBe('game_live');
    expect(await writeCounts(db(), liveGame!)).toEqual(before);
  });
});
