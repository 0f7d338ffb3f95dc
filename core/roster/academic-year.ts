// spec 9: academic year ranking, used to sort a roster by class.
export const ACADEMIC_YEAR_RANK: Readonly<Record<string, number>> = {
  Redshirt: 0,
  Freshman: 1,
  'Redshirt Freshman': 2,
  Sophomore: 3,
  'Redshirt Sophomore': 4,
  Junior: 5,
  'Redshirt Junior': 6,
  Senior: 7,
  'Redshirt Senior': 8,
  'Graduate Student': 9,
  'Fifth Year': 10,
  'Redshirt 5th-Year': 11,
  'Sixth Year': 12,
};

const RANK_BY_LOWER_NAME: ReadonlyMap<string, number> = new Map(
  Object.entries(ACADEMIC_YEAR_RANK).map(([name, rank]) => [name.toLowerCase(), rank] as const),
);

/** The rank of an academic year, matched without regard to case or extra spaces; undefined when unknown. */
export function academicYearRank(academicYear: string | null | undefined): number | undefined {
  const key = (academicYear ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  return RANK_BY_LOWER_NAME.get(key);
}
