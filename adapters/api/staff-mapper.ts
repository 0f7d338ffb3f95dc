import type { CoachingHistoryWire, StaffCategoryWire, StaffMemberWire } from '../../contract/staff';
import { personSlug } from '../../core/people/person-slug';
import type { CoachingRecords, WonLost } from '../../core/staff/coaching-records';
import type { StaffDepartment, StaffMember } from '../../core/staff/staff-member';
import { textOrNull, toSocialLinks } from './people-mapper';

export function toStaffDepartment(wire: StaffCategoryWire): StaffDepartment {
  return { id: wire.id, title: wire.title, slug: wire.slug?.trim() || personSlug(wire.title, ''), sport_id: wire.sportId ?? null };
}

export function toStaffMember(wire: StaffMemberWire): StaffMember {
  const name = `${wire.firstName} ${wire.lastName}`;
  return {
    id: wire.id,
    first_name: wire.firstName,
    last_name: wire.lastName,
    title: wire.title,
    email: textOrNull(wire.email),
    phone: textOrNull(wire.phone),
    image: wire.image && wire.image.url.trim() !== '' ? { url: wire.image.url, alt: wire.image.alt.trim() || name } : null,
    department: toStaffDepartment(wire.category),
    bio: textOrNull(wire.bio),
    social_links: toSocialLinks(wire.socialMediaR),
    alma_mater: textOrNull(wire.almaMater) ?? textOrNull(wire.custom1),
    tenure: textOrNull(wire.custom2),
    start_year: wire.startYear ?? (/^\d{4}$/.test(wire.custom3) ? Number(wire.custom3) : null),
    roles: (wire.roles ?? []).map((role) => ({
      sport_id: role.sportId,
      sport_title: role.sportTitle,
      sport_slug: role.globalSportNameSlug,
      title: role.title,
      kind: role.kind === 'support' ? 'support' : 'coach',
      is_head_coach: role.isHeadCoach,
    })),
  };
}

type RecordWire = CoachingHistoryWire['yearly'][number];

function wonLost(wins: number, losses: number, ties: number, percent: string): WonLost {
  return { wins, losses, ties, percent };
}

function overallOf(wire: Omit<RecordWire, 'season'>): WonLost {
  return wonLost(wire.overallWins, wire.overallLosses, wire.overallTies, wire.overallWinPercent);
}

function conferenceOf(wire: Omit<RecordWire, 'season'>): WonLost {
  return wonLost(wire.conferenceWins, wire.conferenceLosses, wire.conferenceTies, wire.conferenceWinPercent);
}

export function toCoachingRecords(wire: CoachingHistoryWire): CoachingRecords {
  return {
    yearly: wire.yearly.map((row) => ({
      season: row.season,
      first_name: row.firstName,
      last_name: row.lastName,
      staff_id: row.staffId ?? null,
      overall: overallOf(row),
      conference: conferenceOf(row),
    })),
    overall: wire.overall.map((row) => ({
      first_name: row.firstName,
      last_name: row.lastName,
      staff_id: row.staffId ?? null,
      seasons: row.numberOfSeasons,
      start_year: row.startYear,
      end_year: row.endYear,
      overall: overallOf(row),
      conference: conferenceOf(row),
    })),
  };
}
