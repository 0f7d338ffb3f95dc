import { personSlug } from './person-slug';

// spec 2.1: the people routes' paths, built from content (so links always match the route table).

type Person = { first_name: string; last_name: string };

function optional(segment: string | null | undefined): string {
  return segment ? `/${encodeURIComponent(segment)}` : '';
}

export function rosterPath(sportSlug: string, season?: string | null): string {
  return `/sports/${sportSlug}/roster${optional(season)}`;
}

export function rosterPrintPath(sportSlug: string, season?: string | null): string {
  return `/sports/${sportSlug}/roster/print${optional(season)}`;
}

export function rosterBioPath(sportSlug: string, player: Person & { id: number }): string {
  return `/sports/${sportSlug}/roster/${personSlug(player.first_name, player.last_name)}/${player.id}`;
}

export function coachesPath(sportSlug: string, season?: string | null): string {
  return `/sports/${sportSlug}/coaches${optional(season)}`;
}

export type CoachingRecordsType = 'year' | 'overall';

export function coachingRecordsPath(sportSlug: string, type: CoachingRecordsType): string {
  return `/sports/${sportSlug}/coaches/${type}`;
}

export function coachBioPath(sportSlug: string, coach: Person & { staff_id: number }): string {
  return `/sports/${sportSlug}/roster/coaches/${personSlug(coach.first_name, coach.last_name)}/${coach.staff_id}`;
}

export function supportStaffBioPath(sportSlug: string, person: Person & { staff_id: number }): string {
  return `/sports/${sportSlug}/roster/staff/${personSlug(person.first_name, person.last_name)}/${person.staff_id}`;
}

export function sportStaffPath(sportSlug: string): string {
  return `/sports/${sportSlug}/staff`;
}

export function historicalRosterPath(sportSlug?: string | null): string {
  return sportSlug ? `/sports/${sportSlug}/historical-roster` : '/historical-roster';
}

export const STAFF_DIRECTORY_PATH = '/staff-directory';
export const STAFF_DIRECTORY_PRINT_PATH = '/staff-directory/print';

export function staffBioPath(member: Person & { id: number }): string {
  return `${STAFF_DIRECTORY_PATH}/${personSlug(member.first_name, member.last_name)}/${member.id}`;
}
