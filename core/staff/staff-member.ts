import type { RosterSocialLink } from '../roster/roster-player';

/** A department of the staff directory; a sport's department has the sport's id. */
export interface StaffDepartment {
  id: number;
  title: string;
  slug: string;
  sport_id: number | null;
}

/** A current roster role of a staff member: coach or support staff of a sport. */
export interface StaffRole {
  sport_id: number;
  sport_title: string;
  sport_slug: string;
  title: string;
  kind: 'coach' | 'support';
  is_head_coach: boolean;
}

/** A member of the athletics staff (administrators, coaches, support staff). */
export interface StaffMember {
  id: number;
  first_name: string;
  last_name: string;
  title: string;
  email: string | null;
  phone: string | null;
  image: { url: string; alt: string } | null;
  department: StaffDepartment;
  bio: string | null;
  social_links: RosterSocialLink[];
  alma_mater: string | null;
  /** How long they have been at the school, as the school words it ('9th season'). */
  tenure: string | null;
  start_year: number | null;
  roles: StaffRole[];
}

/** A coach or support staff bio belongs under a sport it serves: its department's or a roster role's. */
export function servesSport(member: Pick<StaffMember, 'department' | 'roles'>, sportId: number): boolean {
  return member.department.sport_id === sportId || member.roles.some((role) => role.sport_id === sportId);
}

/** The member's role in a sport, if any (a head coach's title first). */
export function roleInSport(member: Pick<StaffMember, 'roles'>, sportId: number): StaffRole | undefined {
  const roles = member.roles.filter((role) => role.sport_id === sportId);
  return roles.find((role) => role.is_head_coach) ?? roles[0];
}
