import { TRACK_ROSTER_LINKS } from '../navigation/links';
import type { Sport } from '../sports/sport';

export interface TrackRosterLink {
  title: string;
  url: string;
  current: boolean;
}

function slugOf(url: string): string | undefined {
  return /^\/sports\/([^/]+)\/roster$/.exec(url)?.[1];
}

/** spec 2.3: on a track roster, the fixed links to both track rosters (those whose sport exists). */
export function trackRosterLinks(sportSlug: string, sports: readonly Sport[]): TrackRosterLink[] {
  const slugs = TRACK_ROSTER_LINKS.map(slugOf);
  if (!slugs.includes(sportSlug)) return [];
  return TRACK_ROSTER_LINKS.flatMap((url) => {
    const sport = sports.find((candidate) => candidate.global_sport_name_slug === slugOf(url));
    return sport ? [{ title: sport.title, url, current: sport.global_sport_name_slug === sportSlug }] : [];
  });
}
