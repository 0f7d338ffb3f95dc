import type { AllAmericanSettingsWire, AllAmericansWire, AllAmericanWire } from '../../contract/all-americans';
import type { AllAmerican, AllAmericanList, AllAmericanSettings } from '../../core/all-americans/all-american';

export function toAllAmerican(wire: AllAmericanWire): AllAmerican {
  const name = `${wire.firstName} ${wire.lastName}`.trim();
  return {
    id: wire.id,
    firstName: wire.firstName,
    lastName: wire.lastName,
    year: wire.year,
    team: wire.team,
    selector: wire.selector,
    position: wire.position,
    hometown: wire.hometown,
    classYear: wire.classYear,
    sport: { id: wire.sport.id, title: wire.sport.title, slug: wire.sport.globalSportNameSlug },
    bio: wire.bio,
    image: wire.image ? { url: wire.image.url, alt: wire.image.alt || name } : null,
    rosterUrl: wire.rosterUrl ?? null,
  };
}

export function toAllAmericanList(wire: AllAmericansWire): AllAmericanList {
  return {
    members: wire.members.map(toAllAmerican),
    groups: Object.fromEntries(Object.entries(wire.groups).map(([key, members]) => [key, members.map(toAllAmerican)])),
    grouping: wire.grouping,
  };
}

export function toAllAmericanSettings(wire: AllAmericanSettingsWire): AllAmericanSettings {
  return { title: wire.allAmericanTitle, blurb: wire.allAmericanBlurb ?? null, defaultGrouping: wire.allAmericanDefaultFilter };
}
