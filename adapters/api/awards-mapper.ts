import type { AwardWire } from '../../contract/awards';
import type { Award, AwardType } from '../../core/awards/award';
import { toSport } from './sport-mapper';

export function toAward(wire: AwardWire): Award {
  const name = `${wire.firstName} ${wire.lastName}`.trim();
  return {
    id: wire.id,
    typeId: wire.aowTypeId,
    typeTitle: wire.aowTypeTitle,
    firstName: wire.firstName,
    lastName: wire.lastName,
    sport: toSport(wire.sport),
    hometown: wire.homeTown,
    highSchool: wire.highSchool,
    position: wire.positionLong || wire.positionShort,
    academicYear: wire.academicYearFull || wire.academicYear,
    jerseyNumber: wire.jerseyNumber ?? null,
    shortHighlights: wire.shortHighlights,
    highlights: wire.highlights,
    image: { url: wire.image.url, alt: wire.image.altText || name },
    date: wire.date,
    // '' (or null from another backend): the award does not lapse.
    expires: wire.aowExpires || null,
    // The API's url is the honoree's roster bio when it knows one, else the award page itself.
    rosterBioUrl: wire.url && !/^\/awards\/\d+$/.test(wire.url) ? wire.url : null,
  };
}

export function toAwardType(wire: { id: number; title: string; display: string }): AwardType {
  return { id: wire.id, title: wire.title, display: wire.display };
}
