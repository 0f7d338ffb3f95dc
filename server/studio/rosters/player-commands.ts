import { and, count, eq, ne } from 'drizzle-orm';
import type { PlayerBody, PlayerPersonBody, PlayerSeasonBody } from '../../../contract/studio/rosters';
import type { Db } from '../../store/database';
import { players, rosterPlayers } from '../../store/tables/people';
import { writeContent, type ContentWriteDeps } from '../content-write';
import { versionGuard } from '../version-guard';
import { invalidInput } from '../studio-route';
import type { StudioActor } from '../studio-guard';
import { given } from '../given-fields';
import { resolveHeadshot, sanitizedBio, type HeadshotColumns } from './headshot';
import { requireEntry, requireRoster, playerSnapshot, type EntryWithPerson, type SportRow } from './roster-records';

/** 404, 412 and a write only at the version read (server/studio/version-guard.ts). */
const guard = versionGuard(rosterPlayers, requireEntry, (found) => found.entry);

/** A jersey is worn by one player per roster: "#7 is already worn by Jordan Lee." on `jersey`. */
async function checkJersey(tx: Db, tenantId: number, rosterId: number, jersey: string, entryId: number | null): Promise<void> {
  if (jersey === '') return;
  const [wearer] = await tx
    .select({ firstName: players.firstName, lastName: players.lastName })
    .from(rosterPlayers)
    .innerJoin(players, eq(players.id, rosterPlayers.playerId))
    .where(and(eq(rosterPlayers.tenantId, tenantId), eq(rosterPlayers.rosterId, rosterId), eq(rosterPlayers.jersey, jersey), entryId === null ? undefined : ne(rosterPlayers.id, entryId)));
  if (wearer) throw invalidInput({ jersey: `#${jersey} is already worn by ${wearer.firstName} ${wearer.lastName}.` });
}

/** The person's columns (shared by their seasons): gender is the sport's. */
export function personColumns(body: PlayerPersonBody, sport: Pick<SportRow, 'gender'>, headshot: HeadshotColumns) {
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    gender: sport.gender === 'F' ? 'F' : 'M',
    hometown: body.hometown,
    homeState: body.homeState ?? '',
    highSchool: body.highSchool,
    previousSchool: body.previousSchool,
    imagePath: headshot.imagePath,
    imageAlt: headshot.imageAlt,
    ...given({ major: body.major, twitter: body.twitter, instagram: body.instagram }),
  };
}

/**
 * The season's columns of the entry. The studio edits the short position: a changed one is its long one too,
 * unless the body gives the long one.
 */
export function entryColumns(body: PlayerSeasonBody, before: EntryWithPerson['entry'] | null) {
  const position = body.position ?? '';
  const positionLong = body.positionLong !== undefined ? (body.positionLong ?? position) : before && before.position === position ? before.positionLong : position;
  return {
    jersey: body.jersey,
    position,
    positionLong,
    academicYear: body.classYear,
    height: body.height,
    weight: body.weight ?? null,
    isCaptain: body.captain,
    bio: sanitizedBio(body.bio),
    ...given({ letters: body.letters, custom1: body.custom1 }),
  };
}

const fullName = (body: { firstName: string; lastName: string }) => `${body.firstName} ${body.lastName}`;

/** POST /rosters/{id}/players: a new person and their season on the roster, written together. */
export async function addPlayer(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, rosterId: number, body: PlayerBody): Promise<EntryWithPerson> {
  const { roster, sport } = await requireRoster(deps.db, tenantId, rosterId);
  const headshot = await resolveHeadshot(deps.db, tenantId, body, null);
  return writeContent(deps, { tenantId, actor, kind: 'player', action: 'create' }, async (tx, at) => {
    await checkJersey(tx, tenantId, roster.id, body.jersey, null);
    const [person] = await tx.insert(players).values({ tenantId, ...personColumns(body, sport, headshot), createdAt: at }).returning();
    const [entry] = await tx
      .insert(rosterPlayers)
      .values({ tenantId, rosterId: roster.id, playerId: person!.id, sportId: sport.id, letters: 0, custom1: '', ...entryColumns(body, null), version: 1, updatedAt: at, updatedBy: actor.accountId })
      .returning();
    const written = { entry: entry!, person: person! };
    return { result: written, itemId: entry!.id, version: 1, before: null, after: playerSnapshot(written), summary: `Added ${fullName(body)} to the ${roster.displayTitle}` };
  });
}

/** PUT /players/{id} (If-Match: the entry's version): the person and their season, every field replaced. */
export async function changePlayer(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, id: number, expected: number, body: PlayerBody): Promise<EntryWithPerson> {
  const found = await requireEntry(deps.db, tenantId, id);
  const { sport } = await requireRoster(deps.db, tenantId, found.entry.rosterId);
  const headshot = await resolveHeadshot(deps.db, tenantId, body, found.person);
  return writeContent(deps, { tenantId, actor, kind: 'player', action: 'update', itemId: id }, async (tx, at) => {
    const before = await guard.expected(tx, tenantId, id, expected);
    await checkJersey(tx, tenantId, before.entry.rosterId, body.jersey, id);
    const version = before.entry.version + 1;
    const [entry] = await tx
      .update(rosterPlayers)
      .set({ ...entryColumns(body, before.entry), version, updatedAt: at, updatedBy: actor.accountId })
      .where(guard.at(tenantId, id, before.entry.version))
      .returning();
    if (!entry) return guard.lostRace(tx, tenantId, id);
    const { gender: _gender, ...person } = personColumns(body, sport, headshot);
    const [updated] = await tx
      .update(players)
      .set(person)
      .where(and(eq(players.tenantId, tenantId), eq(players.id, before.person.id)))
      .returning();
    const written = { entry, person: updated! };
    return { result: written, version, before: playerSnapshot(before), after: playerSnapshot(written), summary: `Changed ${fullName(body)}` };
  });
}

/** DELETE /players/{id} (If-Match): the season's entry goes; the person too when they have no other season. */
export async function removePlayer(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, id: number, expected: number): Promise<void> {
  await writeContent(deps, { tenantId, actor, kind: 'player', action: 'delete', itemId: id }, async (tx) => {
    const before = await guard.expected(tx, tenantId, id, expected);
    const gone = await tx.delete(rosterPlayers).where(guard.at(tenantId, id, before.entry.version)).returning({ id: rosterPlayers.id });
    if (gone.length === 0) await guard.lostRace(tx, tenantId, id);
    const [others] = await tx.select({ n: count() }).from(rosterPlayers).where(and(eq(rosterPlayers.tenantId, tenantId), eq(rosterPlayers.playerId, before.person.id)));
    if ((others?.n ?? 0) === 0) await tx.delete(players).where(and(eq(players.tenantId, tenantId), eq(players.id, before.person.id)));
    return { result: undefined, before: playerSnapshot(before), after: null, summary: `Removed ${fullName(before.person)} from the roster` };
  });
}
