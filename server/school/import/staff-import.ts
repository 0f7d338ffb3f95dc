import type { StaffMemberWire } from '../../../contract/staff';
import { coachRecords, rosterCoaches, staffDepartments, staffMembers } from '../../store/tables/people';
import type { ImportReport } from './import-report';
import { localIdOf, tableWriter, writeResource, type ImportContext, type MappedItem } from './import-writer';
import type { MediaNames } from './media-import';
import type { OriginRoster } from './rosters-import';
import type { OriginStaff } from './staff-read';

type DepartmentInsert = Omit<typeof staffDepartments.$inferInsert, 'id' | 'tenantId'>;
type StaffInsert = Omit<typeof staffMembers.$inferInsert, 'id' | 'tenantId'>;
type RosterCoachInsert = Omit<typeof rosterCoaches.$inferInsert, 'id' | 'tenantId'>;
type CoachRecordInsert = Omit<typeof coachRecords.$inferInsert, 'id' | 'tenantId'>;

// Departments seen only on former staff are in no public list: after the directory's, in the order met.
const UNLISTED_RANK = 1000;

const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** `/media/<key>/staff/12.svg` (already rewritten to our key) → `staff/12.svg`. */
const mediaPathOf = (url: string | null | undefined) => (url ? url.replace(/^\/media\/[^/]+\//, '') : null);

async function importDepartments(context: ImportContext, staff: OriginStaff): Promise<void> {
  const items = new Map<number, MappedItem<DepartmentInsert>>();
  const add = (category: StaffMemberWire['category'], rank: number) => {
    if (items.has(category.id)) return;
    const sportId = localIdOf(context, 'sports', category.sportId);
    items.set(category.id, { sourceId: String(category.id), row: { title: category.title, slug: category.slug ?? slugOf(category.title), rank, sportId } });
  };
  // /Staff/filters/categories lists the departments by rank: their position keeps the order.
  staff.categories.forEach((category, index) => add(category, index));
  staff.members.forEach((member, index) => add(member.category, UNLISTED_RANK + index));
  await writeResource(context, tableWriter<DepartmentInsert>(context, 'staff-departments', 'staff-department', staffDepartments), [...items.values()]);
}

/** A headshot's own description, where a roster shows one other than the name (the directory always shows the name). */
function imageAlts(rosterList: readonly OriginRoster[]): Map<number, string> {
  const alts = new Map<number, string>();
  for (const { wire } of rosterList) {
    for (const role of [...(wire.coaches ?? []), ...(wire.support ?? [])]) {
      const alt = role.image?.altText;
      if (alt && alt !== `${role.firstName} ${role.lastName}`) alts.set(role.staffId, alt);
    }
  }
  return alts;
}

async function importMembers(context: ImportContext, staff: OriginStaff, rosterList: readonly OriginRoster[], report: ImportReport): Promise<void> {
  const alts = imageAlts(rosterList);
  const items: MappedItem<StaffInsert>[] = [];
  staff.members.forEach((member, index) => {
    const departmentId = localIdOf(context, 'staff-departments', member.category.id);
    if (departmentId === null) return report.refuse('staff', member.id, `department ${member.category.id} was not imported`);
    const startYear = member.startYear ?? Number(member.custom3);
    if (!Number.isInteger(startYear)) return report.refuse('staff', member.id, 'no first year at the school (startYear/custom3)');
    items.push({
      sourceId: String(member.id),
      row: {
        departmentId,
        firstName: member.firstName,
        lastName: member.lastName,
        // No public answer carries a staff member's gender.
        gender: '',
        title: member.title,
        email: member.email,
        phone: member.phone,
        // The bio as served (already sanitised; sanitising again leaves it as it is).
        bio: member.bio,
        twitter: member.socialMedia.twitter || null,
        instagram: member.socialMedia.instagram || null,
        linkedin: member.socialMedia.linkedin || null,
        imagePath: mediaPathOf(member.image?.url),
        imageAlt: alts.get(member.id) ?? null,
        almaMater: member.almaMater ?? (member.custom1 || null),
        startYear,
        // The directory's order (department rank, then staff rank, last name, id) is its position in /Staff.
        rank: index,
        // Former staff are in no directory page; /Staff/{id} names them (custom2 empty when isActive is absent).
        isActive: member.isActive ?? member.custom2 !== '',
      },
    });
  });
  // Audit kind 'coach' is the one naming staff_members ('staff' names staff accounts).
  await writeResource(context, tableWriter<StaffInsert>(context, 'staff', 'coach', staffMembers), items);
}

async function importRosterCoaches(context: ImportContext, rosterList: readonly OriginRoster[], report: ImportReport): Promise<void> {
  const items: MappedItem<RosterCoachInsert>[] = [];
  for (const { sportId: originSportId, wire } of rosterList) {
    const rosterId = localIdOf(context, 'rosters', wire.id);
    const sportId = localIdOf(context, 'sports', originSportId);
    if (rosterId === null || sportId === null) continue;
    const kinds = [['coach', wire.coaches ?? []], ['support', wire.support ?? []]] as const;
    for (const [kind, roles] of kinds) {
      // Each list comes in rank order: its position keeps it.
      roles.forEach((role, rank) => {
        const staffMemberId = localIdOf(context, 'staff', role.staffId);
        if (staffMemberId === null) return report.refuse('roster-coaches', role.id, `staff member ${role.staffId} was not imported`);
        items.push({ sourceId: String(role.id), row: { rosterId, sportId, staffMemberId, title: role.title ?? '', isHeadCoach: role.isHeadCoach ?? false, kind, rank } });
      });
    }
  }
  await writeResource(context, tableWriter<RosterCoachInsert>(context, 'roster-coaches', 'roster-coach', rosterCoaches), items);
}

async function importCoachRecords(context: ImportContext, staff: OriginStaff, report: ImportReport): Promise<void> {
  const items: MappedItem<CoachRecordInsert>[] = [];
  for (const [originSportId, history] of staff.histories) {
    const sportId = localIdOf(context, 'sports', originSportId);
    if (sportId === null) continue;
    // A record has no id on the wire: sport, season and coach name it (numbered if a season repeats a coach).
    const seen = new Map<string, number>();
    for (const line of history.yearly) {
      const key = `${originSportId}:${line.season}:${line.firstName} ${line.lastName}`;
      const n = (seen.get(key) ?? 0) + 1;
      seen.set(key, n);
      const sourceId = n === 1 ? key : `${key}#${n}`;
      const year = Number(line.season.slice(0, 4));
      if (!Number.isInteger(year)) {
        report.refuse('coach-records', sourceId, `season '${line.season}' does not start with its year`);
        continue;
      }
      items.push({
        sourceId,
        row: {
          sportId,
          staffMemberId: localIdOf(context, 'staff', line.staffId),
          firstName: line.firstName,
          lastName: line.lastName,
          seasonTitle: line.season,
          year,
          overallWins: line.overallWins,
          overallLosses: line.overallLosses,
          overallTies: line.overallTies,
          conferenceWins: line.conferenceWins,
          conferenceLosses: line.conferenceLosses,
          conferenceTies: line.conferenceTies,
        },
      });
    }
  }
  await writeResource(context, tableWriter<CoachRecordInsert>(context, 'coach-records', 'coach-record', coachRecords), items);
}

/**
 * The staff directory and the coaches: departments, staff members (bios, headshots named for importMedia), their
 * roles on the imported rosters, and the head coaches' season records. Runs after the rosters.
 */
export async function importStaff(context: ImportContext, names: MediaNames, originStaff: OriginStaff, rosterList: readonly OriginRoster[], report: ImportReport): Promise<void> {
  // The histories carry no media; the members' headshots and bios do.
  const staff = { ...originStaff, members: names.rewrite(originStaff.members) };
  await importDepartments(context, staff);
  await importMembers(context, staff, rosterList, report);
  await importRosterCoaches(context, rosterList, report);
  await importCoachRecords(context, staff, report);
}
