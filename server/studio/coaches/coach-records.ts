import { and, asc, eq, inArray } from 'drizzle-orm';
import type { StudioCoachWire } from '../../../contract/studio/rosters';
import { notFound } from '../../http/api-error';
import type { Db } from '../../store/database';
import { rosterCoaches, staffDepartments, staffMembers } from '../../store/tables/people';
import { mediaUrlOf } from '../media/media-store';
import { staffRefOf, type StaffRef } from '../staff/staff-names';

export type StaffMemberRow = typeof staffMembers.$inferSelect;
export type RosterCoachRow = typeof rosterCoaches.$inferSelect;
export type DepartmentRow = typeof staffDepartments.$inferSelect;

export interface CoachRecord {
  member: StaffMemberRow;
  department: DepartmentRow;
  places: RosterCoachRow[];
}

/** A directory department of the school, or 404. */
export async function requireDepartment(db: Db, tenantId: number, id: number): Promise<DepartmentRow> {
  const [row] = await db.select().from(staffDepartments).where(and(eq(staffDepartments.tenantId, tenantId), eq(staffDepartments.id, id)));
  if (!row) throw notFound(`No staff department with id ${id}.`);
  return row;
}

export async function departmentsOf(db: Db, tenantId: number): Promise<DepartmentRow[]> {
  return db.select().from(staffDepartments).where(eq(staffDepartments.tenantId, tenantId)).orderBy(asc(staffDepartments.rank), asc(staffDepartments.id));
}

/** The staff members (with departments and roster places) of the school, by id. */
export async function coachRecords(db: Db, tenantId: number, ids: number[] | 'active'): Promise<CoachRecord[]> {
  if (ids !== 'active' && ids.length === 0) return [];
  const rows = await db
    .select({ member: staffMembers, department: staffDepartments })
    .from(staffMembers)
    .innerJoin(staffDepartments, eq(staffDepartments.id, staffMembers.departmentId))
    .where(and(eq(staffMembers.tenantId, tenantId), ids === 'active' ? eq(staffMembers.isActive, true) : inArray(staffMembers.id, ids)))
    .orderBy(asc(staffDepartments.rank), asc(staffMembers.rank), asc(staffMembers.lastName), asc(staffMembers.id));
  const memberIds = rows.map((row) => row.member.id);
  const places = memberIds.length === 0 ? [] : await db.select().from(rosterCoaches).where(and(eq(rosterCoaches.tenantId, tenantId), inArray(rosterCoaches.staffMemberId, memberIds))).orderBy(asc(rosterCoaches.rosterId));
  return rows.map((row) => ({ ...row, places: places.filter((place) => place.staffMemberId === row.member.id) }));
}

/** The staff of one roster, in the roster's order (head coach first as the public roster lists them). */
export async function rosterStaff(db: Db, tenantId: number, rosterId: number): Promise<CoachRecord[]> {
  const places = await db
    .select({ staffMemberId: rosterCoaches.staffMemberId })
    .from(rosterCoaches)
    .where(and(eq(rosterCoaches.tenantId, tenantId), eq(rosterCoaches.rosterId, rosterId)))
    .orderBy(asc(rosterCoaches.rank), asc(rosterCoaches.id));
  const order = [...new Set(places.map((place) => place.staffMemberId))];
  const records = await coachRecords(db, tenantId, order);
  return order.flatMap((id) => records.filter((record) => record.member.id === id));
}

export async function requireCoach(db: Db, tenantId: number, id: number): Promise<CoachRecord> {
  const [record] = await coachRecords(db, tenantId, [id]);
  if (!record) throw notFound(`No staff member with id ${id}.`);
  return record;
}

export function toCoachWire({ member, department, places }: CoachRecord, tenantKey: string, names: Map<number, StaffRef>): StudioCoachWire {
  return {
    id: member.id,
    version: member.version,
    updatedAt: member.updatedAt?.toISOString() ?? null,
    updatedBy: staffRefOf(names, member.updatedBy),
    firstName: member.firstName,
    lastName: member.lastName,
    title: member.title,
    departmentId: department.id,
    department: department.title,
    email: member.email,
    phone: member.phone,
    bio: member.bio,
    headshot: member.imagePath ? mediaUrlOf(tenantKey, member.imagePath) : null,
    headshotAlt: member.imagePath ? member.imageAlt : null,
    active: member.isActive,
    twitter: member.twitter,
    instagram: member.instagram,
    linkedin: member.linkedin,
    almaMater: member.almaMater,
    startYear: member.startYear,
    gender: member.gender,
    rank: member.rank,
    rosters: places.map((place) => ({ rosterId: place.rosterId, kind: place.kind === 'support' ? 'support' : 'coach', headCoach: place.isHeadCoach, title: place.title })),
  };
}

/** What the audit log and content_versions keep of a staff member. */
export function coachSnapshot({ member, places }: Pick<CoachRecord, 'member' | 'places'>): Record<string, unknown> {
  return {
    id: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    title: member.title,
    departmentId: member.departmentId,
    email: member.email,
    phone: member.phone,
    bio: member.bio,
    headshot: member.imagePath,
    headshotAlt: member.imageAlt,
    active: member.isActive,
    rosters: places.map((place) => ({ rosterId: place.rosterId, kind: place.kind, headCoach: place.isHeadCoach, title: place.title })),
    version: member.version,
  };
}
