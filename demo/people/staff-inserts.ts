import { sql } from 'drizzle-orm';
import { integerBetween } from '../random';
import type { SeedContext } from '../seed-context';
import type { SeededSport } from '../seed-sports';
import { staffDepartments, staffMembers } from '../../server/store/tables/people';
import { buildCoachingStaff, type CoachingStaff } from './coaching-staffs';
import { headshotSvg } from './headshots';
import type { NameBook } from './name-book';
import { sportProfile } from './sport-profiles';
import { headCoachBio, officeBio, staffCoachBio } from './staff-bios';
import { ADMIN_DEPARTMENTS, buildAdminStaff } from './staff-directory';
import { StaffFactory } from './staff-drafts';

export interface Staffing {
  bySport: Map<number, CoachingStaff>;
  /** The inserted id of a staff draft. */
  staffId(key: number): number;
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Builds and inserts the departments and staff members (administration, coaches, support) with bios and headshots. */
export async function insertStaff(context: SeedContext, names: NameBook, sportSeasons: ReadonlyArray<{ sport: SeededSport; current: number }>): Promise<Staffing> {
  const { db, tenantId, school, random, today } = context;
  const calendarYear = new Date(today).getUTCFullYear();
  const factory = new StaffFactory(random, school, names);
  const admin = buildAdminStaff(random, factory, calendarYear);
  const bySport = new Map<number, CoachingStaff>();
  sportSeasons.forEach(({ sport, current }, sportIndex) => {
    const profile = sportProfile(sport.code);
    const staff = buildCoachingStaff({ random, factory, names, sport, profile, currentYear: current, admin, sportIndex });
    bySport.set(sport.id, staff);
    for (const role of staff.roles) {
      if (role.staff.department !== `sport:${sport.id}`) continue;
      role.staff.bio = role.isHeadCoach
        ? headCoachBio(random, role.staff, school, sport.title, staff.records, current)
        : staffCoachBio(random, role.staff, school, sport.title, current);
    }
  });
  for (const draft of admin.all) {
    const duty = ADMIN_DEPARTMENTS.find((department) => department.title === draft.department)!.duty;
    draft.bio = officeBio(random, draft, school, duty, calendarYear);
  }

  const departmentRows = await db
    .insert(staffDepartments)
    .values([
      ...ADMIN_DEPARTMENTS.map((department, rank) => ({ tenantId, title: department.title, slug: slugify(department.title), rank })),
      ...sportSeasons.map(({ sport }, index) => ({ tenantId, title: sport.title, slug: sport.slug, rank: 100 + index, sportId: sport.id })),
    ])
    .returning({ id: staffDepartments.id, title: staffDepartments.title, sportId: staffDepartments.sportId });
  const departmentId = (department: string): number => {
    const row = department.startsWith('sport:')
      ? departmentRows.find((candidate) => candidate.sportId === Number(department.slice('sport:'.length)))
      : departmentRows.find((candidate) => candidate.sportId === null && candidate.title === department);
    if (!row) throw new Error(`no department ${department}`);
    return row.id;
  };

  const staffRows = await db
    .insert(staffMembers)
    .values(
      factory.drafts.map((draft) => ({
        tenantId,
        departmentId: departmentId(draft.department),
        firstName: draft.firstName,
        lastName: draft.lastName,
        gender: draft.gender,
        title: draft.title,
        email: draft.email,
        phone: draft.phone,
        bio: draft.bio,
        twitter: draft.twitter,
        instagram: draft.instagram,
        linkedin: draft.linkedin,
        almaMater: draft.almaMater,
        startYear: draft.startYear,
        rank: draft.rank,
        isActive: draft.endYear === null,
      })),
    )
    .returning({ id: staffMembers.id });
  const ids = staffRows.map((row) => row.id);
  await db.execute(sql`UPDATE staff_members SET image_path = 'staff/' || id || '.svg' WHERE tenant_id = ${tenantId}`);
  await context.storeMedia(
    factory.drafts.map((draft, index) => ({
      path: `staff/${ids[index]}.svg`,
      body: headshotSvg({ firstName: draft.firstName, lastName: draft.lastName, colors: school.colors, variant: integerBetween(random, 0, 999), kind: 'staff' }),
      alt: `${draft.firstName} ${draft.lastName}`,
    })),
  );
  return {
    bySport,
    staffId: (key) => {
      const id = ids[key];
      if (id === undefined) throw new Error(`no staff member ${key}`);
      return id;
    },
  };
}
