import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auditLog, contentVersions } from '../../../server/store/tables/studio';
import { picture } from './media-files';
import { multipartBody, OTHER_SCHOOL, startStudioWriter, type Session, type StudioWriter } from './studio-writer';

interface Summary {
  id: number;
  sportId: number;
  year: number;
  season: string;
  current: boolean;
  hidden: boolean;
  version: number;
  previewPath: string | null;
  publicPath: string;
}

const PLAYER = {
  firstName: 'Quinn',
  lastName: 'Studiowalker',
  jersey: '93',
  position: 'WR',
  classYear: 'Junior',
  height: '6-1',
  weight: 190,
  hometown: 'Boulder',
  homeState: 'Colo.',
  highSchool: 'Fairview HS',
  bio: '<p>A <strong>walk-on</strong> with speed.</p><script>alert(1)</script>',
  captain: true,
};

/** Every page of the public staff directory, as one text. */
async function directory(studio: StudioWriter): Promise<string> {
  const bodies: string[] = [];
  for (let page = 0; ; page += 1) {
    const answer = await studio.call(null, 'GET', `/api/v2/Staff?$pageSize=100&$pageIndex=${page}`);
    bodies.push(answer.body);
    if ((answer.json.items as unknown[]).length < 100 || page > 5) return bodies.join('\n');
  }
}

/** The roster write path on one seeded store: players and coaches reach the public API at once. */
async function rosterFlow(studio: StudioWriter, editor: Session) {
  const rosters = (await studio.call(editor, 'GET', '/api/studio/rosters')).json.items as Summary[];
  const current = rosters.find((roster) => roster.current && !roster.hidden)!;
  const added = await studio.call(editor, 'POST', `/api/studio/rosters/${current.id}/players`, { json: PLAYER });
  expect(added.status).toBe(201);
  const entryId = added.json.id as number;
  const roster = await studio.call(null, 'GET', `/api/v2/Rosters/${current.id}`);
  expect(roster.body).toContain('Studiowalker');
  const bio = await studio.call(null, 'GET', `/api/v2/Players/roster/bio/${entryId}`);
  expect(bio.status).toBe(200);
  expect(bio.body).toContain('Studiowalker');
  return { current, entryId, added };
}

describe('the studio rosters API on pglite', () => {
  let studio: StudioWriter;
  let editor: Session;
  let other: Session;
  let rosters: Summary[];
  let current: Summary;
  let entryId: number;
  let headshotId: number;

  beforeAll(async () => {
    studio = await startStudioWriter('pglite', null);
    editor = await studio.addAccount('editor');
    other = await studio.addAccount('editor', OTHER_SCHOOL);
    rosters = (await studio.call(editor, 'GET', '/api/studio/rosters')).json.items;
    const { payload, headers } = multipartBody([{ name: 'alt', value: 'A headshot' }, { name: 'file', filename: 'head.png', contentType: 'image/png', body: await picture('png', 12, 12) }]);
    const upload = await studio.call(editor, 'POST', '/api/studio/media', { payload, headers });
    expect(upload.status).toBe(201);
    headshotId = upload.json.id;
  });
  afterAll(async () => studio?.close());

  it('lists the rosters newest year first, hidden ones with their staff preview', () => {
    expect(rosters.length).toBeGreaterThan(3);
    expect(rosters.map((roster) => roster.year)).toEqual([...rosters.map((roster) => roster.year)].sort((a, b) => b - a));
    const hidden = rosters.find((roster) => roster.hidden)!;
    expect(hidden.previewPath).toBe(`/hidden${hidden.publicPath}`);
    expect(hidden.publicPath).toMatch(new RegExp(`^/sports/[a-z-]+/roster/${hidden.season}$`));
    expect(rosters.find((roster) => !roster.hidden)!.previewPath).toBeNull();
  });

  it('adds a player with a headshot who is on the public roster and has a bio at once; edits and removes them', async () => {
    const flow = await rosterFlow(studio, editor);
    current = flow.current;
    entryId = flow.entryId;
    expect(flow.added.json).toMatchObject({ version: 1, classYear: 'Junior', captain: true, publicPath: expect.stringMatching(new RegExp(`/roster/quinn-studiowalker/${entryId}$`)) });
    expect(flow.added.json.bio).toBe('<p>A <strong>walk-on</strong> with speed.</p>');

    const noAlt = await studio.call(editor, 'PUT', `/api/studio/players/${entryId}`, { json: { ...PLAYER, headshotId }, ifMatch: 1 });
    expect(noAlt.status).toBe(400);
    expect(noAlt.json.error.fields).toHaveProperty('headshotAlt');
    expect((await studio.call(editor, 'PUT', `/api/studio/players/${entryId}`, { json: { ...PLAYER, headshotId } })).status).toBe(428);

    const edited = await studio.call(editor, 'PUT', `/api/studio/players/${entryId}`, { json: { ...PLAYER, lastName: 'Studiorunner', headshotId, headshotAlt: 'Quinn smiling' }, ifMatch: 1 });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ version: 2, lastName: 'Studiorunner', headshotAlt: 'Quinn smiling', headshot: expect.stringMatching(/^\/media\/ridgemont\/.*\.png$/) });
    const publicRoster = await studio.call(null, 'GET', `/api/v2/Rosters/${current.id}`);
    expect(publicRoster.body).toContain('Studiorunner');
    // Fans' screen readers get the headshot's description the editor wrote.
    expect(publicRoster.body).toContain('"altText":"Quinn smiling"');
    expect(publicRoster.body).not.toContain('Studiowalker');
    // No headshotId keeps the headshot.
    const kept = await studio.call(editor, 'PUT', `/api/studio/players/${entryId}`, { json: { ...PLAYER, lastName: 'Studiorunner' }, ifMatch: 2 });
    expect(kept.json.headshot).toBe(edited.json.headshot);
    // The library will not delete a photo a player shows as their headshot.
    const inUse = await studio.call(editor, 'DELETE', `/api/studio/media/${headshotId}`, { ifMatch: 1 });
    expect([inUse.status, inUse.json.error.code]).toEqual([409, 'media_in_use']);
    expect(inUse.json.error.usedBy).toContainEqual({ kind: 'player', id: kept.json.personId, title: `${PLAYER.firstName} Studiorunner` });

    const stale = await studio.call(editor, 'PUT', `/api/studio/players/${entryId}`, { json: PLAYER, ifMatch: 1 });
    expect(stale.status).toBe(412);
    expect(stale.json.error.current).toMatchObject({ version: 3, updatedBy: { name: expect.any(String) } });

    const versions = await studio.store.database.db.select().from(contentVersions).where(and(eq(contentVersions.kind, 'player'), eq(contentVersions.itemId, entryId)));
    expect(versions.map((row) => row.version).sort()).toEqual([1, 2, 3]);

    expect((await studio.call(editor, 'DELETE', `/api/studio/players/${entryId}`, { ifMatch: 1 })).status).toBe(412);
    expect((await studio.call(editor, 'DELETE', `/api/studio/players/${entryId}`, { ifMatch: 3 })).status).toBe(204);
    expect((await studio.call(null, 'GET', `/api/v2/Rosters/${current.id}`)).body).not.toContain('Studiorunner');
    expect((await studio.call(null, 'GET', `/api/v2/Players/roster/bio/${entryId}`)).status).toBe(404);
    const audit = await studio.store.database.db.select().from(auditLog).where(and(eq(auditLog.kind, 'player'), eq(auditLog.itemId, entryId))).orderBy(auditLog.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'update', 'delete']);
  });

  it('refuses a jersey already worn on the roster, and bad fields', async () => {
    const roster = (await studio.call(editor, 'GET', `/api/studio/rosters/${current.id}`)).json;
    const worn = roster.playerList.find((player: { jersey: string }) => player.jersey !== '');
    const clash = await studio.call(editor, 'POST', `/api/studio/rosters/${current.id}/players`, { json: { ...PLAYER, jersey: worn.jersey } });
    expect(clash.status).toBe(400);
    expect(clash.json.error.fields.jersey).toBe(`#${worn.jersey} is already worn by ${worn.firstName} ${worn.lastName}.`);
    const bad = await studio.call(editor, 'POST', `/api/studio/rosters/${current.id}/players`, { json: { ...PLAYER, classYear: 'Sixth Year', height: '12-4', firstName: '' } });
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(['classYear', 'firstName', 'height']);
  });

  it('takes the fields only the site shows (major, handles, long position, letters, sport column) and keeps them when the form leaves them out', async () => {
    const extra = { major: 'Kinesiology', twitter: '@quinn_runs', instagram: 'quinn.runs', positionLong: 'Wide Receiver', letters: 2, custom1: 'R/R' };
    const added = await studio.call(editor, 'POST', `/api/studio/rosters/${current.id}/players`, { json: { ...PLAYER, jersey: '', ...extra } });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({ ...extra, twitter: 'quinn_runs' });
    const id = added.json.id as number;
    // The studio's form sends none of them: a save keeps them.
    const saved = await studio.call(editor, 'PUT', `/api/studio/players/${id}`, { json: { ...PLAYER, jersey: '' }, ifMatch: 1 });
    expect(saved.json).toMatchObject({ ...extra, twitter: 'quinn_runs', version: 2 });
    const bio = await studio.call(null, 'GET', `/api/v2/Players/roster/bio/${id}`);
    expect(bio.body).toContain('Kinesiology');
    // Given, they change; null clears a handle.
    const changed = await studio.call(editor, 'PUT', `/api/studio/players/${id}`, { json: { ...PLAYER, jersey: '', letters: 3, twitter: null, positionLong: 'Slot Receiver' }, ifMatch: 2 });
    expect(changed.json).toMatchObject({ letters: 3, twitter: null, positionLong: 'Slot Receiver', major: 'Kinesiology' });
    const bad = await studio.call(editor, 'POST', `/api/studio/rosters/${current.id}/players`, { json: { ...PLAYER, jersey: '', twitter: 'two words', letters: -1 } });
    expect(bad.json.error.fields).toEqual({ twitter: 'Enter the X handle without spaces, like jordan_lee.', letters: 'Enter the letters as a whole number.' });
    expect((await studio.call(editor, 'DELETE', `/api/studio/players/${id}`, { ifMatch: 3 })).status).toBe(204);
  });

  it("answers 404 for another school's roster, player, sport, media and department", async () => {
    const theirs = (await studio.call(other, 'GET', '/api/studio/rosters', { headers: { tenant: OTHER_SCHOOL } })).json.items as Summary[];
    expect(theirs.length).toBeGreaterThan(0);
    const theirRoster = (await studio.call(other, 'GET', `/api/studio/rosters/${theirs[0]!.id}`)).json;
    const theirEntry = theirRoster.playerList[0].id;
    const theirDepartments = (await studio.call(other, 'GET', '/api/studio/coaches')).json.departments;
    expect((await studio.call(editor, 'GET', `/api/studio/rosters/${theirs[0]!.id}`)).status).toBe(404);
    expect((await studio.call(editor, 'PUT', `/api/studio/rosters/${theirs[0]!.id}`, { json: { title: 'Mine' }, ifMatch: 1 })).status).toBe(404);
    expect((await studio.call(editor, 'POST', `/api/studio/rosters/${theirs[0]!.id}/players`, { json: PLAYER })).status).toBe(404);
    expect((await studio.call(editor, 'POST', `/api/studio/rosters/${theirs[0]!.id}/next-season`)).status).toBe(404);
    expect((await studio.call(editor, 'PUT', `/api/studio/players/${theirEntry}`, { json: PLAYER, ifMatch: 1 })).status).toBe(404);
    expect((await studio.call(editor, 'DELETE', `/api/studio/players/${theirEntry}`, { ifMatch: 1 })).status).toBe(404);
    expect((await studio.call(editor, 'POST', '/api/studio/rosters', { json: { sportId: theirs[0]!.sportId, year: 2080 } })).status).toBe(404);
    expect((await studio.call(editor, 'GET', `/api/studio/coaches?rosterId=${theirs[0]!.id}`)).status).toBe(404);
    const coach = { firstName: 'Ann', lastName: 'Other', title: 'Assistant Coach', departmentId: theirDepartments[0].id };
    expect((await studio.call(editor, 'POST', '/api/studio/coaches', { json: coach })).status).toBe(404);
    const { payload, headers } = multipartBody([{ name: 'alt', value: 'Theirs' }, { name: 'file', filename: 'x.png', contentType: 'image/png', body: await picture('png', 6, 6) }]);
    const theirMedia = (await studio.call(other, 'POST', '/api/studio/media', { payload, headers })).json.id;
    expect((await studio.call(editor, 'POST', `/api/studio/rosters/${current.id}/players`, { json: { ...PLAYER, jersey: '', headshotId: theirMedia, headshotAlt: 'x' } })).status).toBe(404);
  });

  it('starts next season: classes advanced, seniors out, captains cleared, hidden until published; 409 when it exists', async () => {
    // The seed prepares next season's hidden roster of some sports: starting it again opens that one.
    const prepared = rosters.find((roster) => roster.hidden)!;
    const preparedFrom = rosters.find((roster) => roster.sportId === prepared.sportId && roster.year === prepared.year - 1)!;
    const seeded = await studio.call(editor, 'POST', `/api/studio/rosters/${preparedFrom.id}/next-season`);
    expect(seeded.status).toBe(409);
    expect(seeded.json.error).toMatchObject({ code: 'roster_exists', rosterId: prepared.id });

    const created = await studio.call(editor, 'POST', '/api/studio/rosters', { json: { sportId: current.sportId, year: 2090 } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ hidden: true, current: false, players: 0, year: 2090 });
    expect((await studio.call(editor, 'POST', '/api/studio/rosters', { json: { sportId: current.sportId, year: 2090 } })).json.error).toMatchObject({ code: 'roster_exists', rosterId: created.json.id });
    const from = created.json.id as number;
    const classes = ['Freshman', 'Redshirt Junior', 'Senior', 'Graduate Student'];
    for (const [index, classYear] of classes.entries()) {
      const player = await studio.call(editor, 'POST', `/api/studio/rosters/${from}/players`, { json: { ...PLAYER, lastName: `Nextseason${index}`, jersey: String(index + 1), classYear } });
      expect(player.status).toBe(201);
    }

    const next = await studio.call(editor, 'POST', `/api/studio/rosters/${from}/next-season`);
    expect(next.status).toBe(201);
    expect(next.json).toMatchObject({ year: 2091, hidden: true, players: 2 });
    const nextId = next.json.id as number;
    const detail = (await studio.call(editor, 'GET', `/api/studio/rosters/${nextId}`)).json;
    expect(detail.playerList.map((player: { lastName: string; classYear: string; captain: boolean }) => [player.lastName, player.classYear, player.captain])).toEqual([
      ['Nextseason0', 'Sophomore', false],
      ['Nextseason1', 'Redshirt Senior', false],
    ]);
    expect((await studio.call(editor, 'POST', `/api/studio/rosters/${from}/next-season`)).json.error).toMatchObject({ code: 'roster_exists', rosterId: nextId });

    // Hidden: fans see neither the roster nor its players' bios; staff preview them.
    const nextEntry = detail.playerList[0].id;
    const publicList = await studio.call(null, 'GET', `/api/v2/Rosters/list?sportId=${current.sportId}`);
    expect(publicList.json.map((item: { rosterId: number }) => item.rosterId)).not.toContain(nextId);
    expect((await studio.call(null, 'GET', `/api/v2/Rosters/${nextId}`)).status).toBe(404);
    expect((await studio.call(null, 'GET', `/api/v2/Players/roster/bio/${nextEntry}`)).status).toBe(404);
    expect((await studio.call(null, 'GET', `/api/v2/Hidden/rosters/${nextId}`)).status).toBe(401);
    expect((await studio.call(editor, 'GET', `/api/v2/Hidden/rosters/${nextId}`)).body).toContain('Nextseason0');
    expect((await studio.call(editor, 'GET', `/api/v2/Hidden/players/roster/bio/${nextEntry}`)).status).toBe(200);

    // Published as the current roster: fans see it, it is the sport's only current one.
    expect((await studio.call(editor, 'POST', `/api/studio/rosters/${nextId}/publish`, { json: { makeCurrent: true } })).status).toBe(428);
    const published = await studio.call(editor, 'POST', `/api/studio/rosters/${nextId}/publish`, { json: { makeCurrent: true }, ifMatch: 1 });
    expect(published.status).toBe(200);
    expect(published.json).toMatchObject({ hidden: false, current: true, version: 2, previewPath: null });
    expect((await studio.call(null, 'GET', `/api/v2/Rosters/${nextId}`)).body).toContain('Nextseason0');
    expect((await studio.call(null, 'GET', `/api/v2/Players/roster/bio/${nextEntry}`)).status).toBe(200);
    const active = (await studio.call(null, 'GET', '/api/v2/Rosters/active/list')).json as Array<{ rosterId: number; sportId: number }>;
    expect(active.filter((item) => item.sportId === current.sportId).map((item) => item.rosterId)).toEqual([nextId]);

    const renamed = await studio.call(editor, 'PUT', `/api/studio/rosters/${nextId}`, { json: { title: '2091 Special Roster', note: 'Centennial' }, ifMatch: 2 });
    expect(renamed.json).toMatchObject({ title: '2091 Special Roster', note: 'Centennial', version: 3 });
    expect((await studio.call(editor, 'PUT', `/api/studio/rosters/${nextId}`, { json: { title: 'Late' }, ifMatch: 2 })).status).toBe(412);
    // Back to the seed's current roster for the coaches below.
    await studio.call(editor, 'POST', `/api/studio/rosters/${current.id}/publish`, { json: { makeCurrent: true }, ifMatch: current.version });
  });

  it('adds, edits and removes a coach: the staff directory and the roster follow at once', async () => {
    const { departments } = (await studio.call(editor, 'GET', '/api/studio/coaches')).json;
    const department = departments.find((item: { sportId: number | null }) => item.sportId === current.sportId) ?? departments[0];
    const coach = { firstName: 'Morgan', lastName: 'Studiocoach', title: 'Assistant Coach', departmentId: department.id, email: 'morgan@ridgemont.example.edu', rosterId: current.id, bio: '<p>Ok</p><img src=x onerror=alert(1)>' };
    const added = await studio.call(editor, 'POST', '/api/studio/coaches', { json: coach });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({ version: 1, rosters: [{ rosterId: current.id, kind: 'coach', headCoach: false, title: 'Assistant Coach' }] });
    expect(added.json.bio).not.toMatch(/onerror/);
    const id = added.json.id as number;
    expect((await directory(studio))).toContain('Studiocoach');
    expect((await studio.call(null, 'GET', `/api/v2/Rosters/${current.id}`)).body).toContain('Studiocoach');
    expect((await studio.call(editor, 'GET', `/api/studio/coaches?rosterId=${current.id}`)).json.items.map((item: { id: number }) => item.id)).toContain(id);

    expect((await studio.call(editor, 'PUT', `/api/studio/coaches/${id}`, { json: coach })).status).toBe(428);
    const edited = await studio.call(editor, 'PUT', `/api/studio/coaches/${id}`, { json: { ...coach, title: 'Associate Head Coach', lastName: 'Studiomentor' }, ifMatch: 1 });
    expect(edited.json).toMatchObject({ version: 2, title: 'Associate Head Coach', rosters: [{ title: 'Associate Head Coach' }] });
    expect((await directory(studio))).toContain('Studiomentor');
    expect((await studio.call(editor, 'PUT', `/api/studio/coaches/${id}`, { json: coach, ifMatch: 1 })).json.error.current).toMatchObject({ version: 2 });

    // What the directory shows that the form does not send: taken, checked, kept by a save that leaves it out.
    const extra = { twitter: 'CoachStudio', linkedin: 'morgan-studiocoach', almaMater: 'Lakeview State', startYear: 2015, rank: 7 };
    const widened = await studio.call(editor, 'PUT', `/api/studio/coaches/${id}`, { json: { ...coach, title: 'Associate Head Coach', lastName: 'Studiomentor', ...extra }, ifMatch: 2 });
    expect(widened.json).toMatchObject({ version: 3, ...extra });
    const kept = await studio.call(editor, 'PUT', `/api/studio/coaches/${id}`, { json: { ...coach, title: 'Associate Head Coach', lastName: 'Studiomentor' }, ifMatch: 3 });
    expect(kept.json).toMatchObject({ version: 4, ...extra });
    const refused = await studio.call(editor, 'PUT', `/api/studio/coaches/${id}`, { json: { ...coach, linkedin: 'linkedin.com/in/x', startYear: 15 }, ifMatch: 4 });
    expect(refused.json.error.fields).toEqual({ linkedin: 'Enter the LinkedIn profile name, like jordan-lee.', startYear: 'Enter the year they started, like 2019.' });

    expect((await studio.call(editor, 'DELETE', `/api/studio/coaches/${id}`, { ifMatch: 4 })).status).toBe(204);
    expect((await directory(studio))).not.toContain('Studiomentor');
    expect((await studio.call(null, 'GET', `/api/v2/Rosters/${current.id}`)).body).not.toContain('Studiomentor');

    // A coach on past rosters leaves the directory and the current roster, but stays on the past ones.
    const past = rosters.find((roster) => roster.sportId === current.sportId && roster.year === current.year - 1)!;
    const veteran = (await studio.call(editor, 'GET', `/api/studio/coaches?rosterId=${past.id}`)).json.items.find((item: { rosters: Array<{ rosterId: number }> }) => item.rosters.some((place) => place.rosterId === current.id));
    expect((await studio.call(editor, 'DELETE', `/api/studio/coaches/${veteran.id}`, { ifMatch: veteran.version })).status).toBe(204);
    const staffIds = async (rosterId: number) => {
      const answer = (await studio.call(null, 'GET', `/api/v2/Rosters/${rosterId}`)).json;
      return [...(answer.coaches ?? []), ...(answer.support ?? [])].map((person: { staffId: number }) => person.staffId);
    };
    expect(await staffIds(current.id)).not.toContain(veteran.id);
    expect(await staffIds(past.id)).toContain(veteran.id);
    expect((await studio.call(editor, 'GET', '/api/studio/coaches')).json.items.map((item: { id: number }) => item.id)).not.toContain(veteran.id);
  });
});

const postgresUrl = inject('postgresUrl');


describe.skipIf(!postgresUrl)('the studio rosters API on PostgreSQL', () => {
  let studio: StudioWriter;
  let editor: Session;
  beforeAll(async () => {
    studio = await startStudioWriter('postgres', postgresUrl);
    editor = await studio.addAccount('editor');
  });
  afterAll(async () => studio?.close());

  it('adds a player the public API shows at once, starts next season hidden and publishes it', async () => {
    const { current } = await rosterFlow(studio, editor);
    const created = await studio.call(editor, 'POST', '/api/studio/rosters', { json: { sportId: current.sportId, year: 2095 } });
    expect(created.status).toBe(201);
    const next = await studio.call(editor, 'POST', `/api/studio/rosters/${created.json.id}/next-season`);
    expect(next.json).toMatchObject({ year: 2096, hidden: true });
    expect((await studio.call(null, 'GET', `/api/v2/Rosters/${next.json.id}`)).status).toBe(404);
    expect((await studio.call(editor, 'POST', `/api/studio/rosters/${next.json.id}/publish`, { json: {}, ifMatch: 1 })).json).toMatchObject({ hidden: false, current: false });
    expect((await studio.call(null, 'GET', `/api/v2/Rosters/${next.json.id}`)).status).toBe(200);
  });
});
