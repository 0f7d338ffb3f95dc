import { and, eq, ne } from 'drizzle-orm';
import type { RosterCreateBody, RosterPublishBody, RosterUpdateBody } from '../../../contract/studio/rosters';
import { carryForward } from '../../../core/roster/class-year';
import { ApiError } from '../../http/api-error';
import { seasonStartDate, seasonTitle } from '../../../core/schedule/season-calendar';
import type { Db } from '../../store/database';
import { rosterCoaches, rosterPlayers, rosters } from '../../store/tables/people';
import { writeContent, type ContentWriteDeps } from '../content-write';
import { versionGuard } from '../version-guard';
import type { StudioActor } from '../studio-guard';
import { isUniqueViolation } from '../../store/unique-violation';
import { requireSport } from '../../schedule/game-query';
import { requireRoster, rosterOfYear, rosterSnapshot, type RosterRow, type SportRow } from './roster-records';

/** 404, 412 and a write only at the version read (server/studio/version-guard.ts). */
const guard = versionGuard(rosters, requireRoster, (found) => found.roster);

/** 409 `roster_exists`: the sport already has that season's roster; its id is in the body so the studio can open it. */
export function rosterExists(existing: Pick<RosterRow, 'id' | 'displayTitle' | 'hidden'>): ApiError {
  const message = `${existing.displayTitle} already exists (roster ${existing.id}${existing.hidden ? ', not yet published' : ''}).`;
  return new ApiError(409, 'roster_exists', message, { error: { code: 'roster_exists', message, rosterId: existing.id } });
}

/** A new season's roster row as the seed makes one: '2027' or '2027-28' by the sport, "2027 Football Roster", hidden. */
export function newRosterValues(tenantId: number, sport: SportRow, year: number, actor: StudioActor, at: Date): typeof rosters.$inferInsert {
  const title = seasonTitle(sport.shortName, year);
  return {
    tenantId,
    sportId: sport.id,
    seasonTitle: title,
    year,
    isCurrent: false,
    hidden: true,
    displayTitle: `${title} ${sport.title} Roster`,
    note: '',
    startDate: seasonStartDate(sport.shortName, year),
    createdAt: at,
    version: 1,
    updatedAt: at,
    updatedBy: actor.accountId,
  };
}

/** Runs a roster insert; the unique (tenant, sport, year) index losing a race is the same 409 as the check before it. */
async function insertingRoster<R>(db: Db, tenantId: number, sportId: number, year: number, write: () => Promise<R>): Promise<R> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const existing = await rosterOfYear(db, tenantId, sportId, year);
    if (existing) throw rosterExists(existing);
    throw error;
  }
}

/** POST /rosters: an empty hidden roster of the sport's season. */
export async function createRoster(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, body: RosterCreateBody): Promise<RosterRow> {
  const sport = await requireSport(deps.db, tenantId, body.sportId);
  return insertingRoster(deps.db, tenantId, sport.id, body.year, () =>
    writeContent(deps, { tenantId, actor, kind: 'roster', action: 'create' }, async (tx, at) => {
      const existing = await rosterOfYear(tx, tenantId, sport.id, body.year);
      if (existing) throw rosterExists(existing);
      const [row] = await tx.insert(rosters).values(newRosterValues(tenantId, sport, body.year, actor, at)).returning();
      return { result: row!, itemId: row!.id, version: 1, before: null, after: rosterSnapshot(row!), summary: `Created the ${row!.displayTitle}` };
    }),
  );
}

/** PUT /rosters/{id} (If-Match): its title and note. */
export async function updateRoster(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, id: number, expected: number, body: RosterUpdateBody): Promise<RosterRow> {
  return writeContent(deps, { tenantId, actor, kind: 'roster', action: 'update', itemId: id }, async (tx, at) => {
    const { roster: before } = await guard.expected(tx, tenantId, id, expected);
    const version = before.version + 1;
    const [row] = await tx
      .update(rosters)
      .set({ displayTitle: body.title, note: body.note ?? '', version, updatedAt: at, updatedBy: actor.accountId })
      .where(guard.at(tenantId, id, before.version))
      .returning();
    if (!row) return guard.lostRace(tx, tenantId, id);
    return { result: row, version, before: rosterSnapshot(before), after: rosterSnapshot(row), summary: `Changed the ${row.displayTitle}` };
  });
}

/** POST /rosters/{id}/publish (If-Match): fans see it; `makeCurrent` makes it the sport's current roster (and no other). */
export async function publishRoster(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, id: number, expected: number, body: RosterPublishBody): Promise<RosterRow> {
  return writeContent(deps, { tenantId, actor, kind: 'roster', action: 'publish', itemId: id }, async (tx, at) => {
    const { roster: before } = await guard.expected(tx, tenantId, id, expected);
    const version = before.version + 1;
    const isCurrent = body.makeCurrent || before.isCurrent;
    const [row] = await tx
      .update(rosters)
      .set({ hidden: false, isCurrent, version, updatedAt: at, updatedBy: actor.accountId })
      .where(guard.at(tenantId, id, before.version))
      .returning();
    if (!row) return guard.lostRace(tx, tenantId, id);
    if (body.makeCurrent) {
      await tx
        .update(rosters)
        .set({ isCurrent: false })
        .where(and(eq(rosters.tenantId, tenantId), eq(rosters.sportId, row.sportId), eq(rosters.isCurrent, true), ne(rosters.id, id)));
    }
    return { result: row, version, before: rosterSnapshot(before), after: rosterSnapshot(row), summary: `Published the ${row.displayTitle}${body.makeCurrent ? ' as the current roster' : ''}` };
  });
}

/**
 * POST /rosters/{id}/next-season: the roster copied forward to year + 1 as a new hidden roster. Returning players
 * move up a class with one more letter and no captaincy (core/roster/class-year); Seniors, Redshirt Seniors,
 * Graduate Students and Fifth Years are left out; the coaching and support staff come along. When the sport
 * already has next season's roster (the seed prepares one) the answer is 409 `roster_exists` naming it.
 */
export async function startNextSeason(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, id: number): Promise<RosterRow> {
  const { roster: from, sport } = await requireRoster(deps.db, tenantId, id);
  const year = from.year + 1;
  return insertingRoster(deps.db, tenantId, sport.id, year, () =>
    writeContent(deps, { tenantId, actor, kind: 'roster', action: 'create' }, async (tx, at) => {
      const existing = await rosterOfYear(tx, tenantId, sport.id, year);
      if (existing) throw rosterExists(existing);
      const [row] = await tx.insert(rosters).values(newRosterValues(tenantId, sport, year, actor, at)).returning();
      const roster = row!;
      const entries = await tx.select().from(rosterPlayers).where(and(eq(rosterPlayers.tenantId, tenantId), eq(rosterPlayers.rosterId, from.id)));
      const carried = entries.flatMap(({ id: _id, ...entry }) => {
        const next = carryForward(entry);
        return next ? [{ ...next, rosterId: roster.id, version: 1, updatedAt: at, updatedBy: actor.accountId }] : [];
      });
      if (carried.length > 0) await tx.insert(rosterPlayers).values(carried);
      const staff = await tx.select().from(rosterCoaches).where(and(eq(rosterCoaches.tenantId, tenantId), eq(rosterCoaches.rosterId, from.id)));
      if (staff.length > 0) await tx.insert(rosterCoaches).values(staff.map(({ id: _id, ...coach }) => ({ ...coach, rosterId: roster.id })));
      const after = { ...rosterSnapshot(roster), from: from.id, players: carried.length, leftOut: entries.length - carried.length, staff: staff.length };
      return { result: roster, itemId: roster.id, version: 1, before: null, after, summary: `Started the ${roster.displayTitle} from the ${from.displayTitle}` };
    }),
  );
}
