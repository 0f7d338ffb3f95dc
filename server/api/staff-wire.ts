import { and, eq, inArray } from 'drizzle-orm';
import type { StaffMemberWire } from '../../contract/staff';
import { sanitizeContentHtml } from '../http/content-html';
import type { Db } from '../store/database';
import { sports } from '../store/tables/foundation';
import { rosterCoaches, rosters, type staffDepartments, type staffMembers } from '../store/tables/people';
import type { PeopleSportWire } from '../../contract/people';
import { mediaPath, ordinal, pascalSocialMap, personSlug, socialMediaR, sportWire, type PeopleScope } from './people-wire';

export type StaffRow = typeof staffMembers.$inferSelect;
export type DepartmentRow = typeof staffDepartments.$inferSelect;
type Role = NonNullable<StaffMemberWire['roles']>[number];

/** The current-roster roles (coach or support) of these staff members, by staff id. */
export async function currentRoles(db: Db, tenantId: number, staffIds: number[]): Promise<Map<number, Role[]>> {
  const map = new Map<number, Role[]>();
  if (staffIds.length === 0) return map;
  const rows = await db
    .select({ role: rosterCoaches, sportTitle: sports.title, slug: sports.globalSportNameSlug })
    .from(rosterCoaches)
    .innerJoin(rosters, eq(rosters.id, rosterCoaches.rosterId))
    .innerJoin(sports, eq(sports.id, rosterCoaches.sportId))
    .where(and(eq(rosterCoaches.tenantId, tenantId), eq(rosters.isCurrent, true), eq(rosters.hidden, false), inArray(rosterCoaches.staffMemberId, staffIds)))
    .orderBy(sports.appPriority);
  for (const { role, sportTitle, slug } of rows) {
    const list = map.get(role.staffMemberId) ?? [];
    list.push({ sportId: role.sportId, sportTitle, globalSportNameSlug: slug, title: role.title, kind: role.kind, isHeadCoach: role.isHeadCoach });
    map.set(role.staffMemberId, list);
  }
  return map;
}

/** v2-reference 12 staff item. `currentYear` counts the years at the school. */
export function toStaffMemberWire(
  scope: PeopleScope,
  staff: StaffRow,
  department: DepartmentRow,
  extras: { sport: PeopleSportWire | null; roles: Role[]; currentYear: number },
): StaffMemberWire {
  const name = `${staff.firstName} ${staff.lastName}`;
  const handles = { Twitter: staff.twitter, Instagram: staff.instagram, LinkedIn: staff.linkedin };
  const years = Math.max(1, extras.currentYear - staff.startYear + 1);
  const unit = department.sportId === null ? 'year' : 'season';
  return {
    id: staff.id,
    firstName: staff.firstName,
    lastName: staff.lastName,
    title: staff.title,
    email: staff.email,
    phone: staff.phone,
    image: staff.imagePath ? { url: mediaPath(scope, staff.imagePath), alt: name } : null,
    category: { id: department.id, title: department.title, slug: department.slug, sportId: department.sportId },
    socialMedia: {
      apple: '',
      cameo: '',
      facebook: '',
      google: '',
      linkedin: staff.linkedin ?? '',
      instagram: staff.instagram ?? '',
      snapchat: '',
      tiktok: '',
      twitch: '',
      twitter: staff.twitter ?? '',
      vimeo: '',
      youtube: '',
    },
    socialMediaList: pascalSocialMap(handles),
    socialMediaR: socialMediaR(handles),
    custom1: staff.almaMater ?? '',
    custom2: staff.isActive ? `${ordinal(years)} ${unit}` : '',
    custom3: String(staff.startYear),
    custom4: '',
    bio: sanitizeContentHtml(staff.bio),
    url: `/staff-directory/${personSlug(staff.firstName, staff.lastName)}/${staff.id}`,
    displayFields: { staff_title: staff.title, staff_email: staff.email, staff_phone: staff.phone, staff_custom_1: staff.almaMater ?? '', staff_twitter: staff.twitter ?? '' },
    images: [],
    sport: extras.sport ? sportWire(extras.sport) : null,
    roles: extras.roles,
    almaMater: staff.almaMater,
    startYear: staff.startYear,
    isActive: staff.isActive,
  };
}
