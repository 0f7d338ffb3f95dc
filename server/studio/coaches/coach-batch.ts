import { and, eq, inArray, max } from 'drizzle-orm';
import { z } from 'zod';
import { coachBody, type COACH_KINDS, type CoachBody } from '../../../contract/studio/rosters';
import { notFound } from '../../http/api-error';
import { insertRows } from '../../store/bulk-insert';
import type { Db } from '../../store/database';
import { nextSerialIds } from '../../store/serial-ids';
import { rosterCoaches, rosters, staffDepartments, staffMembers } from '../../store/tables/people';
import { writeContentBatch, type ContentWriteDeps } from '../content-write';
import type { StudioActor } from '../studio-guard';
import { invalidInput, parseBody } from '../studio-route';
import { resolveHeadshots } from '../rosters/headshot';
import { memberColumns } from './coach-commands';
import { coachSnapshot, type RosterCoachRow, type StaffMemberRow } from './coach-records';

/** A member's place on a season's roster, in a batch: which of the batch's members, as what, in which order. */
export interface StaffPlaceInput {
  member: number;
  rosterId: number;
  title: string;
  kind: (typeof COACH_KINDS)[number];
  headCoach: boolean;
  /** Their order on that roster's staff (0 first). */
  rank: number;
}

/** Every id the batch names is the school's: its departments and rosters (404 otherwise, as the per-item command). */
async function checkReferences(db: Db, tenantId: number, bodies: readonly CoachBody[], places: readonly StaffPlaceInput[]) {
  const departmentIds = [...new Set(bodies.map((body) => body.departmentId))];
  const found = await db.select({ id: staffDepartments.id }).from(staffDepartments).where(and(eq(staffDepartments.tenantId, tenantId), inArray(staffDepartments.id, departmentIds)));
  const missingDepartment = departmentIds.find((id) => !found.some((row) => row.id === id));
  if (missingDepartment !== undefined) throw notFound(`No staff department with id ${missingDepartment}.`);
  const rosterIds = [...new Set(places.map((place) => place.rosterId))];
  const rosterRows = rosterIds.length === 0 ? [] : await db.select({ id: rosters.id, sportId: rosters.sportId }).from(rosters).where(and(eq(rosters.tenantId, tenantId), inArray(rosters.id, rosterIds)));
  const missingRoster = rosterIds.find((id) => !rosterRows.some((row) => row.id === id));
  if (missingRoster !== undefined) throw notFound(`No roster with id ${missingRoster}.`);
  return new Map(rosterRows.map((row) => [row.id, row.sportId]));
}

/**
 * The batch form of `addCoach`, for a department writing its whole staff directory at once (the demo's schools):
 * each member parsed with the studio's schema and written as `addCoach` writes one, with their places on any
 * number of rosters (a coach's seasons), each member's version 1 and audit row written together.
 */
export async function addCoaches(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, input: { members: readonly CoachBody[]; places: readonly StaffPlaceInput[] }): Promise<StaffMemberRow[]> {
  // A refused field is named by its member's place in the batch ('12.email').
  const bodies = parseBody(z.array(coachBody), input.members);
  const { places } = input;
  if (places.some((place) => !bodies[place.member])) throw invalidInput({ places: 'Each place names a member of the batch.' });
  return writeContentBatch(deps, { tenantId, actor, kind: 'coach', action: 'create' }, async (tx, at) => {
    const sportOfRoster = await checkReferences(tx, tenantId, bodies, places);
    const headshots = await resolveHeadshots(tx, tenantId, bodies);
    // A member without a place in the body goes last in their department, as addCoach puts one.
    const lastRanks = await tx.select({ departmentId: staffMembers.departmentId, rank: max(staffMembers.rank) }).from(staffMembers).where(eq(staffMembers.tenantId, tenantId)).groupBy(staffMembers.departmentId);
    const nextRank = new Map(lastRanks.map((row) => [row.departmentId, (row.rank ?? 0) + 1]));
    const ranks = bodies.map((body) => {
      const rank = nextRank.get(body.departmentId) ?? 1;
      nextRank.set(body.departmentId, rank + 1);
      return rank;
    });
    const ids = await nextSerialIds(tx, 'staff_members', bodies.length);
    const members = bodies.map((body, index): StaffMemberRow => ({
      id: ids[index]!,
      tenantId,
      gender: 'M',
      startYear: at.getUTCFullYear(),
      rank: ranks[index]!,
      isActive: true,
      twitter: null,
      instagram: null,
      linkedin: null,
      almaMater: null,
      ...memberColumns(body),
      ...headshots[index]!,
      version: 1,
      updatedAt: at,
      updatedBy: actor.accountId,
    }));
    await insertRows(tx, staffMembers, members);
    const placeIds = await nextSerialIds(tx, 'roster_coaches', places.length);
    const placeRows = places.map(
      (place, index): RosterCoachRow => ({ id: placeIds[index]!, tenantId, rosterId: place.rosterId, sportId: sportOfRoster.get(place.rosterId)!, staffMemberId: ids[place.member]!, title: place.title, isHeadCoach: place.kind === 'coach' && place.headCoach, kind: place.kind, rank: place.rank }),
    );
    await insertRows(tx, rosterCoaches, placeRows);
    const items = members.map((member) => ({
      itemId: member.id,
      version: 1,
      after: coachSnapshot({ member, places: placeRows.filter((place) => place.staffMemberId === member.id) }),
      summary: `Added ${member.firstName} ${member.lastName} to the staff directory`,
    }));
    return { result: members, items };
  });
}
