import type { RosterListItemWire, RosterPlayerWire, RosterStaffWire, RosterWire } from '../../contract/rosters';
import { heightText, weightText } from '../../core/people/measurements';
import type { Roster, RosterMember, RosterSeason, RosterStaffEntry } from '../../core/roster/roster';
import { textOrNull, toPersonImage, toSocialLinks } from './people-mapper';

export function toRosterMember(wire: RosterPlayerWire): RosterMember {
  const name = `${wire.firstName} ${wire.lastName}`;
  return {
    id: wire.rosterPlayerId,
    player_id: wire.playerId,
    first_name: wire.firstName,
    last_name: wire.lastName,
    academic_year: textOrNull(wire.academicYearLong),
    academic_year_short: textOrNull(wire.academicYearShort),
    hometown: textOrNull(wire.hometown),
    position: textOrNull(wire.positionShort),
    position_long: textOrNull(wire.positionLong),
    uniform_number: textOrNull(wire.jerseyNumber),
    image: toPersonImage(wire.image, name),
    social_links: toSocialLinks(wire.socialMediaR),
    sport: { id: wire.sport.id, title: wire.sport.title ?? wire.sport.shortDisplay ?? wire.sport.shortName },
    height: heightText(wire.heightFeet, wire.heightInches) ?? null,
    weight: weightText(wire.weight) ?? null,
    high_school: textOrNull(wire.highSchool),
    previous_school: textOrNull(wire.previousSchool),
    major: textOrNull(wire.major),
    is_captain: wire.isCaptain,
    custom1: textOrNull(wire.custom1),
    hide: wire.hide,
    hide_bio: wire.hideBio,
  };
}

function toStaffEntry(wire: RosterStaffWire, kind: RosterStaffEntry['kind']): RosterStaffEntry {
  return {
    staff_id: wire.staffId,
    first_name: wire.firstName,
    last_name: wire.lastName,
    title: textOrNull(wire.title) ?? textOrNull(wire.displayFields.staff_title) ?? '',
    email: textOrNull(wire.email),
    phone: textOrNull(wire.phone),
    image: toPersonImage(wire.image, `${wire.firstName} ${wire.lastName}`),
    social_links: toSocialLinks(wire.socialMediaR),
    kind,
    is_head_coach: wire.isHeadCoach ?? false,
  };
}

export function toRoster(wire: RosterWire): Roster {
  return {
    id: wire.id,
    title: wire.displayTitle,
    season: wire.season.title,
    year: wire.year ?? null,
    note: textOrNull(wire.note),
    sport: { id: wire.sport.id, title: wire.sport.title ?? wire.sport.shortDisplay ?? wire.sport.shortName, slug: wire.sport.globalSportNameSlug },
    columns: wire.displayFields.map((field) => ({ title: field.title ?? field.description, description: field.description, field: field.dbField ?? null, print: field.print })),
    players: wire.players.map(toRosterMember),
    coaches: wire.displayCoaches ? (wire.coaches ?? []).map((coach) => toStaffEntry(coach, 'coach')) : [],
    support_staff: (wire.support ?? []).map((person) => toStaffEntry(person, 'support')),
  };
}

/** A season of the selector; the year comes from the title ('2025-26' → 2025) when the API leaves it out. */
export function toRosterSeason(wire: RosterListItemWire): RosterSeason {
  const year = wire.year ?? Number(/^\d{4}/.exec(wire.seasonTitle)?.[0] ?? 0);
  return { roster_id: wire.rosterId, title: wire.displayTitle, season: wire.seasonTitle, year, is_current: wire.isCurrent ?? false };
}
