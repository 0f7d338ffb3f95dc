import { and, eq, inArray, max } from 'drizzle-orm';
import type { CoachBody } from '../../../contract/studio/rosters';
import type { Db } from '../../store/database';
import { rosterCoaches, rosters, staffMembers } from '../../store/tables/people';
import { writeContent, type ContentWriteDeps } from '../content-write';
import { versionGuard } from '../version-guard';
import type { StudioActor } from '../studio-guard';
import { resolveHeadshot, sanitizedBio } from '../rosters/headshot';
import { given } from '../given-fields';
import { requireRoster, type RosterWithSport } from '../rosters/roster-records';
import { coachSnapshot, requireCoach, requireDepartment, type CoachRecord } from './coach-records';

/** 404, 412 and a write only at the version read (server/studio/version-guard.ts). */
const guard = versionGuard(staffMembers, requireCoach, (record) => record.member);

/** What the body's ids name, each the school's (another school's department, roster or headshot is a 404). */
async function references(db: Db, tenantId: number, body: CoachBody) {
  const department = await requireDepartment(db, tenantId, body.departmentId);
  const roster = body.rosterId == null ? null : await requireRoster(db, tenantId, body.rosterId);
  return { department, roster };
}

/** The directory entry's columns; the fields the studio's form does not send (undefined) keep what is stored. */
export function memberColumns(body: CoachBody) {
  return {
    departmentId: body.departmentId,
    firstName: body.firstName,
    lastName: body.lastName,
    title: body.title,
    email: body.email,
    phone: body.phone,
    bio: sanitizedBio(body.bio) ?? '',
    ...given({ twitter: body.twitter, instagram: body.instagram, linkedin: body.linkedin, almaMater: body.almaMater, gender: body.gender, startYear: body.startYear, rank: body.rank, isActive: body.active }),
  };
}

/** Their place on the roster (coach or support, head coach, title): made, or changed where they already have one. */
async function placeOnRoster(tx: Db, tenantId: number, memberId: number, { roster }: RosterWithSport, body: CoachBody): Promise<void> {
  const values = { title: body.title, kind: body.kind, isHeadCoach: body.kind === 'coach' && body.headCoach };
  const [place] = await tx
    .select({ id: rosterCoaches.id })
    .from(rosterCoaches)
    .where(and(eq(rosterCoaches.tenantId, tenantId), eq(rosterCoaches.rosterId, roster.id), eq(rosterCoaches.staffMemberId, memberId)));
  if (place) {
    await tx.update(rosterCoaches).set(values).where(eq(rosterCoaches.id, place.id));
    return;
  }
  const [last] = await tx.select({ rank: max(rosterCoaches.rank) }).from(rosterCoaches).where(and(eq(rosterCoaches.tenantId, tenantId), eq(rosterCoaches.rosterId, roster.id)));
  await tx.insert(rosterCoaches).values({ tenantId, rosterId: roster.id, sportId: roster.sportId, staffMemberId: memberId, ...values, rank: values.isHeadCoach ? 0 : (last?.rank ?? 0) + 1 });
}

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

/**
 * POST /coaches: a new member of the staff directory and, with `rosterId`, their place on that roster. Gender
 * defaults to the roster's (or the department's) sport's, else 'M' (the directory does not show it); their first
 * year at the school is the server clock's year.
 */
export async function addCoach(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, body: CoachBody): Promise<CoachRecord> {
  const { department, roster } = await references(deps.db, tenantId, body);
  const headshot = await resolveHeadshot(deps.db, tenantId, body, null);
  const gender = roster?.sport.gender ?? null;
  return writeContent(deps, { tenantId, actor, kind: 'coach', action: 'create' }, async (tx, at) => {
    const [last] = await tx.select({ rank: max(staffMembers.rank) }).from(staffMembers).where(and(eq(staffMembers.tenantId, tenantId), eq(staffMembers.departmentId, department.id)));
    const [member] = await tx
      .insert(staffMembers)
      .values({
        tenantId,
        gender: gender === 'F' ? 'F' : 'M',
        startYear: at.getUTCFullYear(),
        rank: (last?.rank ?? 0) + 1,
        isActive: true,
        ...memberColumns(body),
        imagePath: headshot.imagePath,
        imageAlt: headshot.imageAlt,
        version: 1,
        updatedAt: at,
        updatedBy: actor.accountId,
      })
      .returning();
    if (roster) await placeOnRoster(tx, tenantId, member!.id, roster, body);
    const record = await requireCoach(tx, tenantId, member!.id);
    return { result: record, itemId: member!.id, version: 1, before: null, after: coachSnapshot(record), summary: `Added ${fullName(body)} to the staff directory` };
  });
}

/** PUT /coaches/{id} (If-Match): the directory entry replaced; with `rosterId`, their place on that roster set (their other places stay). */
export async function changeCoach(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, id: number, expected: number, body: CoachBody): Promise<CoachRecord> {
  const current = await requireCoach(deps.db, tenantId, id);
  const { roster } = await references(deps.db, tenantId, body);
  const headshot = await resolveHeadshot(deps.db, tenantId, body, current.member);
  return writeContent(deps, { tenantId, actor, kind: 'coach', action: 'update', itemId: id }, async (tx, at) => {
    const before = await guard.expected(tx, tenantId, id, expected);
    const version = before.member.version + 1;
    const [member] = await tx
      .update(staffMembers)
      .set({ ...memberColumns(body), imagePath: headshot.imagePath, imageAlt: headshot.imageAlt, version, updatedAt: at, updatedBy: actor.accountId })
      .where(guard.at(tenantId, id, before.member.version))
      .returning();
    if (!member) return guard.lostRace(tx, tenantId, id);
    if (roster) await placeOnRoster(tx, tenantId, id, roster, body);
    const record = await requireCoach(tx, tenantId, id);
    return { result: record, version, before: coachSnapshot(before), after: coachSnapshot(record), summary: `Changed ${fullName(body)}` };
  });
}

/**
 * DELETE /coaches/{id} (If-Match): they leave the staff directory. Someone on a past roster (published, not the
 * current one) stays on it, so the history pages keep them: they become inactive (out of the directory) and leave
 * the current and unpublished rosters only. Anyone else is deleted outright.
 */
export async function removeCoach(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, id: number, expected: number): Promise<'deactivated' | 'deleted'> {
  return writeContent(deps, { tenantId, actor, kind: 'coach', action: 'delete', itemId: id }, async (tx, at) => {
    const before = await guard.expected(tx, tenantId, id, expected);
    const rosterIds = before.places.map((place) => place.rosterId);
    const placed = rosterIds.length === 0 ? [] : await tx.select({ id: rosters.id, hidden: rosters.hidden, isCurrent: rosters.isCurrent }).from(rosters).where(and(eq(rosters.tenantId, tenantId), inArray(rosters.id, rosterIds)));
    const past = placed.filter((roster) => !roster.hidden && !roster.isCurrent);
    const name = fullName(before.member);
    if (past.length === 0) {
      const gone = await tx.delete(staffMembers).where(guard.at(tenantId, id, before.member.version)).returning({ id: staffMembers.id });
      if (gone.length === 0) await guard.lostRace(tx, tenantId, id);
      return { result: 'deleted' as const, before: coachSnapshot(before), after: null, summary: `Removed ${name} from the staff directory` };
    }
    const version = before.member.version + 1;
    const [member] = await tx.update(staffMembers).set({ isActive: false, version, updatedAt: at, updatedBy: actor.accountId }).where(guard.at(tenantId, id, before.member.version)).returning();
    if (!member) return guard.lostRace(tx, tenantId, id);
    const leaving = placed.filter((roster) => roster.hidden || roster.isCurrent).map((roster) => roster.id);
    if (leaving.length > 0) await tx.delete(rosterCoaches).where(and(eq(rosterCoaches.tenantId, tenantId), eq(rosterCoaches.staffMemberId, id), inArray(rosterCoaches.rosterId, leaving)));
    const record = await requireCoach(tx, tenantId, id);
    return { result: 'deactivated' as const, version, before: coachSnapshot(before), after: coachSnapshot(record), summary: `Removed ${name} from the staff directory (kept on past rosters)` };
  });
}
