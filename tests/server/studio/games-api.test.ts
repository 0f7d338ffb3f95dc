import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LINK_MESSAGE } from '../../../contract/studio/notices';
import { END_MESSAGE, GAME_LINK_MESSAGE, LINE_SCORE_MESSAGE, PLACING_MESSAGE, RANK_MESSAGE, SLUG_MESSAGE, studioGamePageWire, studioGameWire, studioOpponentWire } from '../../../contract/studio/schedule';
import { formatRecord, formatStreak, seasonRecord } from '../../../core/schedule/season-record';
import { media, sports, tenants } from '../../../server/store/tables/foundation';
import { games, seasons, tournaments } from '../../../server/store/tables/schedule';
import { auditLog, contentVersions } from '../../../server/store/tables/studio';
import { testNow } from '../../support/test-clock';
import { storeKinds } from '../../support/test-store';
import { crewDocument } from '../live/live-documents';
import type { StaffSignIn } from '../support/staff-sign-in';
import { startStudioApp, type StudioApp } from './studio-test-kit';

const postgresUrl = inject('postgresUrl');
const CREW = 'Bearer demo-ridgemont-statcrew';
const DAY = 86_400_000;
const dayFromNow = (days: number) => new Date(testNow() + days * DAY).toISOString().slice(0, 10);

/** The studio's schedule and results, and every public answer that shows them, on PGlite and PostgreSQL. */
describe.each(storeKinds(postgresUrl))('studio games and results (%s)', (kind) => {
  let studio: StudioApp;
  let editor: StaffSignIn;
  let sportId: number;
  let season: { id: number; title: string };
  let opponentId: number;
  let opponentName: string;
  let otherSchool: { sportId: number; gameId: number; opponentId: number; mediaId: number | null };

  beforeAll(async () => {
    studio = await startStudioApp(kind, postgresUrl);
    editor = await studio.signIn('ridgemont');
    const db = studio.store.database.db;
    const tenantOf = async (key: string) => (await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, key)))[0]!.id;
    const ridgemont = await tenantOf('ridgemont');
    const coastal = await tenantOf('coastalbay');
    const [current] = await db
      .select({ sportId: seasons.sportId, id: seasons.id, title: seasons.title })
      .from(seasons)
      .innerJoin(sports, eq(sports.id, seasons.sportId))
      .where(and(eq(seasons.tenantId, ridgemont), eq(seasons.isCurrent, true), like(sports.globalSportShortName, '%bball')))
      .orderBy(asc(seasons.id))
      .limit(1);
    sportId = current!.sportId;
    season = { id: current!.id, title: current!.title };
    const opponents = (await studio.call('GET', '/api/studio/opponents?pageSize=5', { session: editor })).json.items as Array<{ id: number; name: string }>;
    opponentId = opponents[0]!.id;
    opponentName = opponents[0]!.name;
    const [otherGame] = await db.select({ id: games.id, sportId: games.sportId, opponentId: games.opponentId }).from(games).where(and(eq(games.tenantId, coastal))).limit(1);
    const [otherMedia] = await db.select({ id: media.id }).from(media).where(eq(media.tenantId, coastal)).limit(1);
    otherSchool = { sportId: otherGame!.sportId, gameId: otherGame!.id, opponentId: otherGame!.opponentId ?? 999_999, mediaId: otherMedia?.id ?? null };
  });
  afterAll(async () => studio?.close());

  const v2 = async (url: string) => {
    const answer = await studio.call('GET', url);
    expect(answer.status, `${url}: ${answer.body.slice(0, 200)}`).toBe(200);
    return answer;
  };
  const publicGame = async (id: number) => (await v2(`/api/v2/ScheduleGames/${id}`)).json as Record<string, unknown> & { result: { status: string; teamScore: string; opponentScore: string } | null };
  const ics = async () => (await v2(`/api/v2/Calendar/subscribe?type=ics&sportId=${sportId}`)).body;
  const scoreboard = async (id: number) => ((await v2(`/api/v2/EventsResults/scoreboard?gameId=${id}`)).json.items as Array<Record<string, unknown>>).find((item) => item.id === id);
  /** The season's record as the public API answers it, and as core computes it from the games. */
  const records = async () => {
    const answer = (await v2(`/api/v2/Schedule/${season.id}/Record`)).json as { overallRecord: string; streak: string; homeRecord: string; conferenceRecord: string };
    const rows = await studio.store.database.db.select().from(games).where(eq(games.seasonId, season.id)).orderBy(asc(games.date), asc(games.id));
    const core = seasonRecord(rows);
    return { api: { overall: answer.overallRecord, streak: answer.streak, home: answer.homeRecord, conference: answer.conferenceRecord }, core: { overall: formatRecord(core.overall), streak: formatStreak(core.streak), home: formatRecord(core.home), conference: formatRecord(core.conference) } };
  };
  const base = () => ({ sportId, date: dayFromNow(3), time: '19:00', opponentId, location: 'home', facility: 'Summit Arena', city: 'Ridgemont, Colo.', conference: true, tv: 'RSN', streamUrl: 'https://watch.example.com/g', notes: 'Senior night' });

  it('adds a game and every public answer shows it at once; edits and deletes follow', async () => {
    const created = await studio.call('POST', '/api/studio/games', { session: editor, body: base() });
    expect(created.status, created.body).toBe(201);
    const game = studioGameWire.parse(created.json);
    expect(game).toMatchObject({ version: 1, seasonId: season.id, season: season.title, date: dayFromNow(3), time: '19:00', opponent: opponentName, location: 'home', kind: 'regular', conference: true, status: 'scheduled', result: null, live: false, resultFinal: false, updatedBy: { name: expect.any(String) } });
    expect(created.headers.etag).toBe('"1"');
    // 19:00 on the school's wall clock (Denver), whatever the offset on that day.
    expect(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(game.startsAt))).toBe(`${dayFromNow(3)}, 19:00`);

    const shown = await publicGame(game.id);
    expect(shown).toMatchObject({ time: '7:00 PM', status: 'A', result: null });
    expect(await ics()).toContain(`game-${game.id}@ridgemont.athletics`);
    expect(await scoreboard(game.id)).toMatchObject({ id: game.id, time: '7:00 PM' });
    const list = studioGamePageWire.parse((await studio.call('GET', `/api/studio/games?sportId=${sportId}&seasonId=${season.id}&pageSize=100`, { session: editor })).json);
    expect(list.items.map((item) => item.id)).toContain(game.id);
    expect(list.seasons.find((one) => one.id === season.id)?.current).toBe(true);

    const edited = await studio.call('PUT', `/api/studio/games/${game.id}`, { session: editor, ifMatch: 1, body: { ...base(), time: null, location: 'away', facility: 'Lakeview Gym' } });
    expect(edited.status, edited.body).toBe(200);
    expect(edited.json).toMatchObject({ version: 2, time: null, location: 'away' });
    expect(await publicGame(game.id)).toMatchObject({ time: 'TBA', tbd: true });

    const stale = await studio.call('PUT', `/api/studio/games/${game.id}`, { session: editor, ifMatch: 1, body: base() });
    expect(stale.status).toBe(412);
    expect(stale.json.error).toMatchObject({ code: 'version_conflict', current: { version: 2, updatedBy: { name: expect.any(String) } } });
    expect((await studio.call('PUT', `/api/studio/games/${game.id}`, { session: editor, body: base() })).status).toBe(428);
    expect((await studio.call('DELETE', `/api/studio/games/${game.id}`, { session: editor })).status).toBe(428);

    const removed = await studio.call('DELETE', `/api/studio/games/${game.id}`, { session: editor, ifMatch: 2 });
    expect(removed.status, removed.body).toBe(204);
    expect((await studio.call('GET', `/api/v2/ScheduleGames/${game.id}`)).status).toBe(404);
    expect(await ics()).not.toContain(`game-${game.id}@`);
    const db = studio.store.database.db;
    expect((await db.select().from(contentVersions).where(and(eq(contentVersions.kind, 'game'), eq(contentVersions.itemId, game.id)))).map((row) => row.version).sort()).toEqual([1, 2]);
    const audit = await db.select().from(auditLog).where(and(eq(auditLog.kind, 'game'), eq(auditLog.itemId, game.id))).orderBy(auditLog.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    // The Activity list names the game by its opponent.
    expect(audit[0]!.summary).toBe(`Added the game ${opponentName} on ${dayFromNow(3)}`);
  });

  it('posts, corrects and clears a result; the record and streak follow as core computes them', async () => {
    const game = studioGameWire.parse((await studio.call('POST', '/api/studio/games', { session: editor, body: { ...base(), date: dayFromNow(-1) } })).json);
    const posted = await studio.call('PUT', `/api/studio/games/${game.id}/result`, { session: editor, ifMatch: 1, body: { decision: 'W', teamScore: '78', opponentScore: '70', postscore: 'OT' } });
    expect(posted.status, posted.body).toBe(200);
    expect(posted.json).toMatchObject({ version: 2, result: { decision: 'W', teamScore: '78', opponentScore: '70', postscore: 'OT' }, resultFinal: true });
    expect((await publicGame(game.id)).result).toMatchObject({ status: 'W', teamScore: '78', opponentScore: '70' });
    expect(await scoreboard(game.id)).toMatchObject({ result: expect.objectContaining({ status: 'W' }) });
    // The schedule page, the sport home and the home page list results from EventsResults; the calendar page reads its week.
    const listed = async (path: string) => ((await v2(`/api/v2/EventsResults/${path}?sportId=${sportId}&gameId=${game.id}`)).json.items as Array<{ id: number; result?: { status: string } | null }>).filter((item) => item.id === game.id);
    expect(await listed('results')).toEqual([expect.objectContaining({ result: expect.objectContaining({ status: 'W', teamScore: '78' }) })]);
    expect(await listed('upcoming')).toEqual([]);
    const week = (await v2(`/api/v2/Calendar/events?date=${dayFromNow(-1)}&sportId=${sportId}`)).json as unknown as Array<{ events: Array<{ id: number }> }>;
    expect(week.flatMap((day) => day.events).map((event) => event.id)).toContain(game.id);
    // The all-time series with the opponent counts it.
    const series = async () => ((await v2(`/api/v2/OpponentHistory/opponent/${sportId}/${opponentId}`)).json.results as Array<{ gameId: number; resultStatus: string; teamScore: string }>).filter((row) => row.gameId === game.id);
    expect(await series()).toEqual([expect.objectContaining({ resultStatus: 'W', teamScore: '78' })]);
    let { api, core } = await records();
    expect(api).toEqual(core);
    expect(api.streak).toMatch(/^W\d+$/);

    const corrected = await studio.call('PUT', `/api/studio/games/${game.id}/result`, { session: editor, ifMatch: 2, body: { decision: 'L', teamScore: '68', opponentScore: '70' } });
    expect(corrected.status, corrected.body).toBe(200);
    expect((await publicGame(game.id)).result).toMatchObject({ status: 'L', teamScore: '68' });
    expect(await listed('results')).toEqual([expect.objectContaining({ result: expect.objectContaining({ status: 'L', teamScore: '68' }) })]);
    expect(await series()).toEqual([expect.objectContaining({ resultStatus: 'L', teamScore: '68' })]);
    ({ api, core } = await records());
    expect(api).toEqual(core);
    expect(api.streak).toMatch(/^L\d+$/);

    // A played game is not postponed after the fact: the result goes first.
    const postponed = await studio.call('PUT', `/api/studio/games/${game.id}`, { session: editor, ifMatch: 3, body: { ...base(), date: dayFromNow(-1), status: 'postponed' } });
    expect([postponed.status, postponed.json.error?.fields]).toEqual([400, { status: 'This game has a final score: clear the result before marking it postponed, canceled or suspended.' }]);

    const mismatch = await studio.call('PUT', `/api/studio/games/${game.id}/result`, { session: editor, ifMatch: 3, body: { decision: 'W', teamScore: '1', opponentScore: '2' } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.error?.fields).toEqual({ decision: 'The score does not match W, L or T.' });

    const cleared = await studio.call('PUT', `/api/studio/games/${game.id}/result`, { session: editor, ifMatch: 3, body: null });
    expect(cleared.status, cleared.body).toBe(200);
    expect(cleared.json).toMatchObject({ result: null, resultFinal: false, version: 4 });
    expect((await publicGame(game.id)).result).toBeNull();
    ({ api, core } = await records());
    expect(api).toEqual(core);
  });

  it('shows postponed, canceled and suspended with the spec labels', async () => {
    const game = studioGameWire.parse((await studio.call('POST', '/api/studio/games', { session: editor, body: { ...base(), date: dayFromNow(4) } })).json);
    let version = game.version;
    for (const [status, letter, label, state] of [
      ['postponed', 'P', 'Postponed', 5],
      ['canceled', 'C', 'Canceled', 6],
      ['suspended', 'S', 'Suspended', 2],
      ['scheduled', 'A', '', 0],
    ] as const) {
      const put = await studio.call('PUT', `/api/studio/games/${game.id}`, { session: editor, ifMatch: version, body: { ...base(), date: dayFromNow(4), status } });
      expect(put.status, put.body).toBe(200);
      version = put.json.version as number;
      expect(put.json.status).toBe(status);
      expect(await publicGame(game.id), status).toMatchObject({ status: letter, noplayText: label, gameState: state });
    }
    const canceled = await studio.call('PUT', `/api/studio/games/${game.id}`, { session: editor, ifMatch: version, body: { ...base(), date: dayFromNow(4), status: 'canceled' } });
    expect(canceled.status).toBe(200);
    expect(await ics()).toMatch(new RegExp(`UID:game-${game.id}@ridgemont\\.athletics[\\s\\S]*?STATUS:CANCELLED`));
  });

  it('keeps the details beyond the form: accepted and shown, refused when wrong, kept by a PUT that leaves them out', async () => {
    const db = studio.store.database.db;
    const [tournament] = await db.select({ id: tournaments.id, title: tournaments.title }).from(tournaments).innerJoin(tenants, eq(tenants.id, tournaments.tenantId)).where(eq(tenants.key, 'ridgemont')).limit(1);
    const details = {
      time: '10:00',
      tba: true,
      allDay: true,
      endDate: dayFromNow(7),
      endTime: '17:00',
      doubleheader: true,
      neutralHomeTeam: true,
      tournamentId: tournament!.id,
      spotlight: true,
      teamRank: 12,
      opponentRank: 3,
      streamProvider: 'ESPN+',
      audioUrl: 'https://listen.example.com/g',
      statsUrl: 'https://livestats.example.com/g',
      promotion: 'Pink Out',
      promotionUrl: 'https://ridgemont.example.edu/promotions',
      label: 'Exhibition',
      files: [{ title: 'Game Notes', url: 'https://static.example.com/notes.pdf' }],
      links: [{ title: 'Postgame Press Conference', url: 'https://watch.example.com/press' }],
      gameCenter: true,
    };
    const created = await studio.call('POST', '/api/studio/games', { session: editor, body: { ...base(), date: dayFromNow(6), location: 'neutral', ...details } });
    expect(created.status, created.body).toBe(201);
    const game = studioGameWire.parse(created.json);
    const { time: _clock, ...shown } = details;
    expect(game).toMatchObject({ ...shown, tournament: tournament!.title, time: null, closed: false });
    expect(await publicGame(game.id)).toMatchObject({ time: 'TBA', tbd: true, allDay: true, isADoubleheader: true, neutralHometeam: true, isSpotlight: true, gameTeamPrefix: '#12', gamePromotionText: 'Pink Out', tournament: { id: tournament!.id, title: tournament!.title }, enddate: `${dayFromNow(7)}T17:00:00`, gameCenterEnabled: true });

    const refused = await studio.call('POST', '/api/studio/games', { session: editor, body: { ...base(), teamRank: 0, endDate: dayFromNow(1), endTime: '09:00', statsUrl: 'javascript:alert(1)', files: [{ title: '', url: 'https://x.example.com' }] } });
    expect(refused.status).toBe(400);
    expect(refused.json.error?.fields).toEqual({ teamRank: RANK_MESSAGE, endDate: END_MESSAGE, statsUrl: LINK_MESSAGE, 'files.0.title': GAME_LINK_MESSAGE });
    const otherTournament = await studio.call('POST', '/api/studio/games', { session: editor, body: { ...base(), tournamentId: 999_999 } });
    expect(otherTournament.status).toBe(404);

    // The studio's form sends none of them (and no time for a TBA game): each stays as it was, but the end, which was
    // the old start's (10:00; a TBA game without a time is kept at noon).
    const edited = await studio.call('PUT', `/api/studio/games/${game.id}`, { session: editor, ifMatch: 1, body: { ...base(), date: dayFromNow(6), time: null, location: 'neutral', tv: 'RSN 2' } });
    expect(edited.status, edited.body).toBe(200);
    expect(edited.json).toMatchObject({ ...shown, time: null, tv: 'RSN 2', version: 2, endDate: null, endTime: null });
    // Given again, the end stays while the start does.
    const again = await studio.call('PUT', `/api/studio/games/${game.id}`, { session: editor, ifMatch: 2, body: { ...base(), date: dayFromNow(6), time: null, location: 'neutral', endDate: dayFromNow(7), endTime: '17:00' } });
    const kept = await studio.call('PUT', `/api/studio/games/${game.id}`, { session: editor, ifMatch: 3, body: { ...base(), date: dayFromNow(6), time: null, location: 'neutral' } });
    expect([again.status, kept.json.endDate, kept.json.endTime]).toEqual([200, dayFromNow(7), '17:00']);
    const cleared = await studio.call('PUT', `/api/studio/games/${game.id}`, { session: editor, ifMatch: 4, body: { ...base(), date: dayFromNow(6), time: '19:00', location: 'neutral', spotlight: false, teamRank: null, tournamentId: null, files: [] } });
    expect(cleared.json).toMatchObject({ time: '19:00', tba: false, allDay: false, spotlight: false, teamRank: null, opponentRank: 3, tournamentId: null, tournament: null, files: [], links: details.links });
  });

  it("posts a meet's placing, and keeps the line score and the note before the score when a correction leaves them out", async () => {
    const meet = studioGameWire.parse((await studio.call('POST', '/api/studio/games', { session: editor, body: { sportId, date: dayFromNow(-2), time: '09:00', eventTitle: 'Ridgemont Invitational', location: 'home' } })).json);
    const placed = await studio.call('PUT', `/api/studio/games/${meet.id}/result`, { session: editor, ifMatch: 1, body: { decision: 'placing', teamScore: '3', opponentScore: '12', prescore: '878 (+14)', postscore: '3rd of 12 teams' } });
    expect(placed.status, placed.body).toBe(200);
    expect((await publicGame(meet.id)).result).toMatchObject({ status: '', teamScore: '3rd', opponentScore: '12', prescoreInfo: '878 (+14)', postscoreInfo: '3rd of 12 teams' });
    // The studio reads it back as it was posted: a placing, in digits.
    expect(studioGameWire.parse(placed.json).result).toEqual({ decision: 'placing', teamScore: '3', opponentScore: '12', postscore: '3rd of 12 teams' });
    const outside = await studio.call('PUT', `/api/studio/games/${meet.id}/result`, { session: editor, ifMatch: 2, body: { decision: 'placing', teamScore: '13', opponentScore: '12' } });
    expect([outside.status, outside.json.error?.fields]).toEqual([400, { teamScore: PLACING_MESSAGE }]);

    const game = studioGameWire.parse((await studio.call('POST', '/api/studio/games', { session: editor, body: { ...base(), date: dayFromNow(-2) } })).json);
    const lineScores = { label: 'Half', periods: ['1st', '2nd'], team: ['40', '38'], opponent: ['35', '35'] };
    const posted = await studio.call('PUT', `/api/studio/games/${game.id}/result`, { session: editor, ifMatch: 1, body: { decision: 'W', teamScore: '78', opponentScore: '70', prescore: 'Senior night', lineScores } });
    expect(posted.status, posted.body).toBe(200);
    const note = await studio.call('PUT', `/api/studio/games/${game.id}/result`, { session: editor, ifMatch: 2, body: { decision: 'W', teamScore: '78', opponentScore: '70', postscore: 'OT' } });
    expect(note.status, note.body).toBe(200);
    const stored = async () => (await studio.store.database.db.select({ prescore: games.prescore, lineScores: games.lineScores }).from(games).where(eq(games.id, game.id)))[0];
    expect(await stored()).toEqual({ prescore: 'Senior night', lineScores });
    const badLine = await studio.call('PUT', `/api/studio/games/${game.id}/result`, { session: editor, ifMatch: 3, body: { decision: 'W', teamScore: '78', opponentScore: '70', lineScores: { ...lineScores, team: ['40'] } } });
    expect([badLine.status, badLine.json.error?.fields]).toEqual([400, { lineScores: LINE_SCORE_MESSAGE }]);
  });

  it('names the fields in error, and 404s for another school’s sport, season, opponent, game and media', async () => {
    const bad = await studio.call('POST', '/api/studio/games', { session: editor, body: { sportId, date: '2026-02-30', time: '7pm', location: 'somewhere', streamUrl: 'javascript:alert(1)' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error?.fields ?? {}).sort()).toEqual(['date', 'location', 'streamUrl', 'time']);
    const noOpponent = await studio.call('POST', '/api/studio/games', { session: editor, body: { sportId, date: dayFromNow(5), location: 'home' } });
    expect(noOpponent.json.error?.fields).toEqual({ opponentId: 'Choose an opponent, or name the event.' });

    const refused = [
      await studio.call('POST', '/api/studio/games', { session: editor, body: { ...base(), sportId: otherSchool.sportId } }),
      await studio.call('POST', '/api/studio/games', { session: editor, body: { ...base(), opponentId: otherSchool.opponentId } }),
      await studio.call('POST', '/api/studio/games', { session: editor, body: { ...base(), seasonId: 999_999 } }),
      await studio.call('GET', `/api/studio/games/${otherSchool.gameId}`, { session: editor }),
      await studio.call('PUT', `/api/studio/games/${otherSchool.gameId}`, { session: editor, ifMatch: 1, body: base() }),
      await studio.call('PUT', `/api/studio/games/${otherSchool.gameId}/result`, { session: editor, ifMatch: 1, body: null }),
      await studio.call('DELETE', `/api/studio/games/${otherSchool.gameId}`, { session: editor, ifMatch: 1 }),
      await studio.call('GET', `/api/studio/games?sportId=${otherSchool.sportId}`, { session: editor }),
      await studio.call('PUT', `/api/studio/opponents/${otherSchool.opponentId}`, { session: editor, ifMatch: 1, body: { name: 'Borrowed' } }),
      ...(otherSchool.mediaId ? [await studio.call('POST', '/api/studio/opponents', { session: editor, body: { name: 'Borrowed Logo U', logoId: otherSchool.mediaId } })] : []),
    ];
    expect(refused.map((answer) => answer.status)).toEqual(refused.map(() => 404));
  });

  it('imports a pasted schedule all or nothing, naming the rows in error', async () => {
    const before = (await studio.call('GET', `/api/studio/games?sportId=${sportId}&seasonId=${season.id}`, { session: editor })).json.total as number;
    const rows = [`${dayFromNow(20)}\t${opponentName}\thome\t7:00 PM`, `${dayFromNow(22)}\t${opponentName.toUpperCase()}\tat\t`, `13/45/2026\t${opponentName}\tvs\t18:00`, `${dayFromNow(26)}\tNowhere Tech\tN\tTBA`, `${dayFromNow(28)}\t${opponentName}\t@\t1 pm`];
    const table = ['Date\tOpponent\tLocation\tTime', ...rows].join('\n');
    const bad = await studio.call('POST', '/api/studio/games/import', { session: editor, body: { sportId, table } });
    expect(bad.status).toBe(400);
    expect(bad.json.error?.fields).toEqual({ 'rows.4': "Row 4: '13/45/2026' is not a date (YYYY-MM-DD or M/D/YYYY).", 'rows.5': "Row 5: no opponent named 'Nowhere Tech': add it first." });
    expect((await studio.call('GET', `/api/studio/games?sportId=${sportId}&seasonId=${season.id}`, { session: editor })).json.total).toBe(before);

    const good = ['Date\tOpponent\tLocation\tTime', rows[0], rows[1], rows[4]].join('\n');
    const dry = await studio.call('POST', '/api/studio/games/import', { session: editor, body: { sportId, table: good, dryRun: true } });
    expect(dry.status, dry.body).toBe(200);
    expect(dry.json).toMatchObject({ created: [], rows: [{ row: 2, time: '19:00', location: 'home' }, { row: 3, time: null, location: 'away' }, { row: 4, time: '13:00', location: 'away' }] });
    const imported = await studio.call('POST', '/api/studio/games/import', { session: editor, body: { sportId, table: good } });
    expect(imported.status, imported.body).toBe(201);
    const created = imported.json.created as Array<{ id: number; version: number; time: string | null }>;
    expect(created.map((game) => game.time)).toEqual(['19:00', null, '13:00']);
    expect((await studio.call('GET', `/api/studio/games?sportId=${sportId}&seasonId=${season.id}`, { session: editor })).json.total).toBe(before + 3);
    const feed = await ics();
    for (const game of created) expect(feed).toContain(`game-${game.id}@ridgemont.athletics`);
  });

  it('adds and edits an opponent with a logo from the media library', async () => {
    const db = studio.store.database.db;
    const [ridgemont] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, 'ridgemont'));
    const images = await db.select({ id: media.id, path: media.path, contentType: media.contentType }).from(media).where(eq(media.tenantId, ridgemont!.id));
    const image = images.find((file) => file.contentType.startsWith('image/'));
    const created = await studio.call('POST', '/api/studio/opponents', { session: editor, body: { name: 'Granite Peak College', shortName: 'Granite Peak', mascot: 'Goats', city: 'Granite, Colo.', primaryColor: '#224466', conference: true } });
    expect(created.status, created.body).toBe(201);
    const opponent = studioOpponentWire.parse(created.json);
    expect(opponent).toMatchObject({ version: 1, slug: 'granite-peak-college', logo: null, logoId: null });
    const invalid = await studio.call('POST', '/api/studio/opponents', { session: editor, body: { name: '', primaryColor: 'red' } });
    expect(Object.keys(invalid.json.error?.fields ?? {}).sort()).toEqual(['name', 'primaryColor']);
    expect(image, 'the seed stores images in the library').toBeDefined();
    const edited = await studio.call('PUT', `/api/studio/opponents/${opponent.id}`, { session: editor, ifMatch: 1, body: { name: 'Granite Peak College', shortName: 'Granite Peak', mascot: 'Goats', logoId: image!.id } });
    expect(edited.status, edited.body).toBe(200);
    const logo = `/media/ridgemont/${image!.path.split('/').map(encodeURIComponent).join('/')}`;
    expect(edited.json).toMatchObject({ version: 2, logo, logoId: image!.id, primaryColor: '#224466' });
    // An edit that leaves the logo out keeps it (a seeded logo has no library id to send back).
    const renamed = await studio.call('PUT', `/api/studio/opponents/${opponent.id}`, { session: editor, ifMatch: 2, body: { name: 'Granite Peak College', shortName: 'Granite Peak', mascot: 'Mountain Goats' } });
    expect(renamed.json).toMatchObject({ version: 3, logo, mascot: 'Mountain Goats' });
    // Fans see the logo by its public address on a game against the opponent.
    const played = await studio.call('POST', '/api/studio/games', { session: editor, body: { ...base(), opponentId: opponent.id, date: dayFromNow(40) } });
    expect(played.status, played.body).toBe(201);
    expect((await publicGame(played.json.id as number)).opponent).toMatchObject({ title: 'Granite Peak College', image: { fullpath: logo } });
    expect((await studio.app.inject({ method: 'GET', url: logo })).statusCode).toBe(200);
    const stale = await studio.call('PUT', `/api/studio/opponents/${opponent.id}`, { session: editor, ifMatch: 2, body: { name: 'Granite Peak College' } });
    expect(stale.status).toBe(412);
    // The new opponent can be played at once, and named in a paste by its short name.
    const paste = await studio.call('POST', '/api/studio/games/import', { session: editor, body: { sportId, table: `${dayFromNow(30)},granite  peak college,home,6:30 pm`, dryRun: true } });
    expect(paste.json.rows).toEqual([{ row: 1, date: dayFromNow(30), time: '18:30', opponent: 'Granite Peak College', opponentId: opponent.id, location: 'home' }]);
  });

  it("takes an opponent's second colour (kept when left out) and its address on POST", async () => {
    const created = await studio.call('POST', '/api/studio/opponents', { session: editor, body: { name: 'Basin & Range Tech', slug: 'basin-and-range-tech', primaryColor: '#112233', secondaryColor: '#ddeeff' } });
    expect(created.status, created.body).toBe(201);
    const opponent = studioOpponentWire.parse(created.json);
    expect(opponent).toMatchObject({ slug: 'basin-and-range-tech', primaryColor: '#112233', secondaryColor: '#ddeeff' });
    const edited = await studio.call('PUT', `/api/studio/opponents/${opponent.id}`, { session: editor, ifMatch: 1, body: { name: 'Basin & Range Tech', mascot: 'Miners' } });
    expect(edited.json).toMatchObject({ version: 2, mascot: 'Miners', secondaryColor: '#ddeeff', slug: 'basin-and-range-tech' });
    const plain = studioOpponentWire.parse((await studio.call('POST', '/api/studio/opponents', { session: editor, body: { name: 'Basin & Range Tech' } })).json);
    expect(plain).toMatchObject({ slug: 'basin-range-tech', secondaryColor: '#ffffff' });
    const refused = await studio.call('POST', '/api/studio/opponents', { session: editor, body: { name: 'Basin U', slug: 'Basin U', secondaryColor: 'blue' } });
    expect([refused.status, refused.json.error?.fields]).toEqual([400, { slug: SLUG_MESSAGE, secondaryColor: 'Enter a colour like #1f3a93.' }]);
    const taken = await studio.call('POST', '/api/studio/opponents', { session: editor, body: { name: 'Basin U', slug: 'basin-and-range-tech' } });
    expect([taken.status, taken.json.error?.fields]).toEqual([400, { slug: 'Another opponent of the school has the address basin-and-range-tech.' }]);
  });

  it('refuses a result while the feed runs the game, and after it ends the studio wins and the feed is refused', async () => {
    const game = studioGameWire.parse((await studio.call('POST', '/api/studio/games', { session: editor, body: { ...base(), date: dayFromNow(0) } })).json);
    const feed = (document: unknown) => studio.app.inject({ method: 'PUT', url: `/api/v2/live/games/${game.id}`, headers: { tenant: 'ridgemont', 'content-type': 'application/json', authorization: CREW }, payload: JSON.stringify(document) });
    expect((await feed(crewDocument({ home: 10, visiting: 8 }))).statusCode).toBe(200);
    const live = await studio.call('GET', `/api/studio/games/${game.id}`, { session: editor });
    expect(live.json).toMatchObject({ live: true, resultFinal: false });
    const refused = await studio.call('PUT', `/api/studio/games/${game.id}/result`, { session: editor, ifMatch: live.json.version as number, body: { decision: 'W', teamScore: '3', opponentScore: '1' } });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({ code: 'game_live', message: "This game is live: the stat crew's feed keeps its score until it ends." });

    expect((await feed(crewDocument({ home: 70, visiting: 64, complete: true }))).statusCode).toBe(200);
    const ended = await studio.call('GET', `/api/studio/games/${game.id}`, { session: editor });
    expect(ended.json).toMatchObject({ live: false, result: { decision: 'W', teamScore: '70', opponentScore: '64' } });
    const corrected = await studio.call('PUT', `/api/studio/games/${game.id}/result`, { session: editor, ifMatch: ended.json.version as number, body: { decision: 'W', teamScore: '72', opponentScore: '64' } });
    expect(corrected.status, corrected.body).toBe(200);
    expect(corrected.json).toMatchObject({ resultFinal: true });

    const late = await feed(crewDocument({ home: 70, visiting: 71, complete: true }));
    expect(late.statusCode).toBe(409);
    expect(JSON.parse(late.body).error).toMatchObject({ code: 'game_final' });
    expect((await publicGame(game.id)).result).toMatchObject({ status: 'W', teamScore: '72', opponentScore: '64' });
  });
});
