import type { GroupingWire, HallOfFameSettingsWire, HallOfFameWire, HofMemberWire } from '../../contract/hall-of-fame';
import type { HallOfFameGrouping, HallOfFameList, HallOfFameSettings, Inductee } from '../../core/hall-of-fame/inductee';
import { DEFAULT_HOF_SLUG, HONORS_PATH } from '../../core/hall-of-fame/hall-of-fame-rules';
import { slugify } from '../../core/honours/slug';
import { socialLinksFrom } from '../../core/social-accounts/social-channels';

export function toInductee(wire: HofMemberWire): Inductee {
  const name = `${wire.firstName} ${wire.lastName}`.trim();
  const slug = wire.slug || slugify(name) || String(wire.id);
  return {
    id: wire.id,
    firstName: wire.firstName,
    lastName: wire.lastName,
    slug,
    // spec 2.1 hof_bio: /honors/{slug}/{inducteeSlug}/{inducteeId}.
    url: wire.url || `${HONORS_PATH}/${DEFAULT_HOF_SLUG}/${slug}/${wire.id}`,
    inductionYear: wire.inductionYear,
    classYear: wire.classYear ?? null,
    sports: wire.sports,
    image: wire.image ? { url: wire.image.url, alt: wire.image.alt || name } : null,
    bio: wire.bio,
    role: wire.role ?? null,
    yearsActive: wire.yearsActive ?? null,
    hometown: wire.hometown ?? null,
    teaser: wire.teaser ?? null,
    social: socialLinksFrom(wire.social),
  };
}

export function toHallOfFameList(wire: HallOfFameWire): HallOfFameList {
  const groups = Object.fromEntries(Object.entries(wire.groups).map(([key, members]) => [key, (members ?? []).map(toInductee)]));
  return { members: wire.members.map(toInductee), groups, grouping: wire.grouping ?? null };
}

export function toHallOfFameGrouping(wire: GroupingWire): HallOfFameGrouping {
  return { slug: wire.slug, name: wire.name, statTitle: wire.statTitle };
}

export function toHallOfFameSettings(wire: HallOfFameSettingsWire): HallOfFameSettings {
  return {
    title: wire.hallOfFameTitle,
    blurb: wire.hallOfFameBlurb ?? null,
    hideClass: wire.hallOfFameHideClass,
    hideInduction: wire.hallOfFameHideInduction,
    defaultGrouping: wire.hallOfFameDefaultFilter,
    slug: wire.hallOfFameSlug || DEFAULT_HOF_SLUG,
  };
}
