import type { Random } from '../random';

/** spec 9 academic year names, as rosters print them. */
export type AcademicYear =
  | 'Freshman'
  | 'Redshirt Freshman'
  | 'Sophomore'
  | 'Redshirt Sophomore'
  | 'Junior'
  | 'Redshirt Junior'
  | 'Senior'
  | 'Redshirt Senior'
  | 'Graduate Student'
  | 'Fifth Year';

/** Letters a returning player has earned before a season in this class (used for the oldest seeded season). */
export const LETTERS_BEFORE: Readonly<Record<AcademicYear, number>> = {
  Freshman: 0,
  'Redshirt Freshman': 0,
  Sophomore: 1,
  'Redshirt Sophomore': 1,
  Junior: 2,
  'Redshirt Junior': 2,
  Senior: 3,
  'Redshirt Senior': 3,
  'Graduate Student': 3,
  'Fifth Year': 4,
};

/** Seasons spent at the school before this one, for a player who did not transfer in. */
export const SEASONS_BEFORE: Readonly<Record<AcademicYear, number>> = {
  Freshman: 0,
  'Redshirt Freshman': 1,
  Sophomore: 1,
  'Redshirt Sophomore': 2,
  Junior: 2,
  'Redshirt Junior': 3,
  Senior: 3,
  'Redshirt Senior': 4,
  'Graduate Student': 4,
  'Fifth Year': 4,
};

/** The class mix of a squad in the oldest seeded season; redshirt classes scale with the sport's redshirt share. */
export function initialClassWeights(redshirtShare: number): Array<[AcademicYear, number]> {
  const r = redshirtShare;
  return [
    ['Freshman', 26],
    ['Redshirt Freshman', 20 * r],
    ['Sophomore', 22 * (1 - r / 2)],
    ['Redshirt Sophomore', 16 * r],
    ['Junior', 20 * (1 - r / 2)],
    ['Redshirt Junior', 14 * r],
    ['Senior', 17 * (1 - r / 2)],
    ['Redshirt Senior', 10 * r],
    ['Graduate Student', 3],
    ['Fifth Year', 1],
  ];
}

/**
 * The class a player is in next season, or null when the player leaves (graduates or moves on).
 * Seniors sometimes return for a graduate or fifth year.
 */
export function nextAcademicYear(random: Random, current: AcademicYear, redshirtShare: number): AcademicYear | null {
  switch (current) {
    case 'Freshman':
      return random() < redshirtShare ? 'Redshirt Freshman' : 'Sophomore';
    case 'Redshirt Freshman':
      return 'Redshirt Sophomore';
    case 'Sophomore':
      return 'Junior';
    case 'Redshirt Sophomore':
      return 'Redshirt Junior';
    case 'Junior':
      return 'Senior';
    case 'Redshirt Junior':
      return 'Redshirt Senior';
    case 'Senior': {
      const roll = random();
      if (roll < 0.1) return 'Graduate Student';
      if (roll < 0.14) return 'Fifth Year';
      return null;
    }
    case 'Redshirt Senior':
      return random() < 0.12 ? 'Graduate Student' : null;
    case 'Graduate Student':
    case 'Fifth Year':
      return null;
  }
}

/** The class a transfer joins in. */
export function transferClass(random: Random): AcademicYear {
  const roll = random();
  if (roll < 0.35) return 'Sophomore';
  if (roll < 0.7) return 'Junior';
  if (roll < 0.85) return 'Senior';
  return 'Graduate Student';
}

/** A class at or past its last year: the pool captains come from. */
export function isUpperclass(year: AcademicYear): boolean {
  return year === 'Senior' || year === 'Redshirt Senior' || year === 'Graduate Student' || year === 'Fifth Year' || year === 'Redshirt Junior';
}
