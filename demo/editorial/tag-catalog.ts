import { slugify } from '../../server/api/editorial-format';

/**
 * The tags stories are filed under. Names carry no punctuation, so a tag's slug is its name
 * lower-cased with spaces as hyphens (v2-reference 23, Tags/content).
 */
const DESCRIPTIONS: Record<string, string> = {
  'Game Recap': 'Stories written after a game, match or meet.',
  'Game Preview': 'What to watch for before a game, match or meet.',
  Feature: 'Longer stories about the people in the program.',
  Awards: 'Conference and national recognition.',
  'Player of the Week': 'Weekly conference honors.',
  'Signing Day': 'New student-athletes joining the programs.',
  Academics: 'Achievement in the classroom.',
  Facilities: 'Venues, renovations and new construction.',
  'Coaching Staff': 'Coaching hires, extensions and milestones.',
  Community: 'Service and outreach by student-athletes and staff.',
  'Department News': 'Announcements from the athletics department.',
  Tickets: 'Season tickets, single-game tickets and policies.',
  'Conference Play': 'Games against conference opponents.',
  Postseason: 'Conference tournaments and championships.',
  'Season Opener': 'The first game of a season.',
  'Senior Day': 'The final regular-season home game and the seniors honored there.',
  Rivalry: 'Meetings with our oldest rival.',
  Homecoming: 'Homecoming weekend.',
  Freshman: 'First-year student-athletes.',
  Captains: 'Team captains and leaders.',
  'Student Athletes': 'Student-athlete life beyond competition.',
};

/** A tag retired from use and never on a story, so never public (the tag list shows what published stories carry). */
export const RETIRED_TAG = 'Throwback Thursday';

export interface TagSeed {
  name: string;
  slug: string;
  description: string | null;
  active: boolean;
}

export function tagCatalog(sportTags: string[]): TagSeed[] {
  const names = [...Object.keys(DESCRIPTIONS), ...new Set(sportTags)];
  return [
    ...names.map((name) => ({ name, slug: slugify(name), description: DESCRIPTIONS[name] ?? `${name} news.`, active: true })),
    { name: RETIRED_TAG, slug: slugify(RETIRED_TAG), description: null, active: false },
  ];
}
