/** The sports a school can field (the platform's catalog): codes, titles, slugs and global ids. The stats read it; the demo picks its schools' sports from it. */
export interface CatalogSport {
  code: string;
  title: string;
  shortDisplay: string;
  slug: string;
  globalSportId: number;
  gender: 'M' | 'F' | null;
  nonSport?: boolean;
  usesPoints?: boolean;
}

export const SPORT_CATALOG: readonly CatalogSport[] = [
  { code: 'baseball', title: 'Baseball', shortDisplay: 'Baseball', slug: 'baseball', globalSportId: 1, gender: 'M' },
  { code: 'mbball', title: "Men's Basketball", shortDisplay: 'M. Basketball', slug: 'mens-basketball', globalSportId: 2, gender: 'M' },
  { code: 'wbball', title: "Women's Basketball", shortDisplay: 'W. Basketball', slug: 'womens-basketball', globalSportId: 3, gender: 'F' },
  { code: 'football', title: 'Football', shortDisplay: 'Football', slug: 'football', globalSportId: 4, gender: 'M' },
  { code: 'msoc', title: "Men's Soccer", shortDisplay: 'M. Soccer', slug: 'mens-soccer', globalSportId: 5, gender: 'M' },
  { code: 'wsoc', title: "Women's Soccer", shortDisplay: 'W. Soccer', slug: 'womens-soccer', globalSportId: 6, gender: 'F' },
  { code: 'softball', title: 'Softball', shortDisplay: 'Softball', slug: 'softball', globalSportId: 7, gender: 'F' },
  { code: 'wvball', title: "Women's Volleyball", shortDisplay: 'Volleyball', slug: 'womens-volleyball', globalSportId: 8, gender: 'F' },
  { code: 'mgolf', title: "Men's Golf", shortDisplay: 'M. Golf', slug: 'mens-golf', globalSportId: 9, gender: 'M', usesPoints: false },
  { code: 'wgolf', title: "Women's Golf", shortDisplay: 'W. Golf', slug: 'womens-golf', globalSportId: 10, gender: 'F', usesPoints: false },
  { code: 'mten', title: "Men's Tennis", shortDisplay: 'M. Tennis', slug: 'mens-tennis', globalSportId: 11, gender: 'M' },
  { code: 'wten', title: "Women's Tennis", shortDisplay: 'W. Tennis', slug: 'womens-tennis', globalSportId: 12, gender: 'F' },
  { code: 'mcross', title: "Men's Cross Country", shortDisplay: 'M. Cross Country', slug: 'mens-cross-country', globalSportId: 13, gender: 'M', usesPoints: false },
  { code: 'wcross', title: "Women's Cross Country", shortDisplay: 'W. Cross Country', slug: 'womens-cross-country', globalSportId: 14, gender: 'F', usesPoints: false },
  { code: 'mtrack', title: "Men's Track and Field", shortDisplay: 'M. Track & Field', slug: 'mens-track-and-field', globalSportId: 15, gender: 'M', usesPoints: false },
  { code: 'wtrack', title: "Women's Track and Field", shortDisplay: 'W. Track & Field', slug: 'womens-track-and-field', globalSportId: 16, gender: 'F', usesPoints: false },
  { code: 'wswim', title: "Women's Swimming and Diving", shortDisplay: 'W. Swimming & Diving', slug: 'womens-swimming-and-diving', globalSportId: 17, gender: 'F', usesPoints: false },
  { code: 'mhockey', title: "Men's Ice Hockey", shortDisplay: 'M. Ice Hockey', slug: 'mens-ice-hockey', globalSportId: 18, gender: 'M' },
  { code: 'wlax', title: "Women's Lacrosse", shortDisplay: 'W. Lacrosse', slug: 'womens-lacrosse', globalSportId: 19, gender: 'F' },
  { code: 'fhockey', title: 'Field Hockey', shortDisplay: 'Field Hockey', slug: 'field-hockey', globalSportId: 20, gender: 'F' },
  { code: 'wrestling', title: 'Wrestling', shortDisplay: 'Wrestling', slug: 'wrestling', globalSportId: 21, gender: 'M' },
  { code: 'wrow', title: "Women's Rowing", shortDisplay: 'Rowing', slug: 'womens-rowing', globalSportId: 22, gender: 'F', usesPoints: false },
  { code: 'spirit', title: 'Spirit Squads', shortDisplay: 'Spirit', slug: 'spirit-squads', globalSportId: 90, gender: null, nonSport: true, usesPoints: false },
];

export function catalogSport(code: string): CatalogSport {
  const sport = SPORT_CATALOG.find((entry) => entry.code === code);
  if (!sport) throw new Error(`unknown sport code ${code}`);
  return sport;
}
