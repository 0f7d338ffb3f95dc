/**
 * Issue 26, "start next season": a player's class year one season on. Returning players move up a class
 * (a redshirt stays a redshirt); Seniors, Redshirt Seniors, Graduate Students and Fifth Years have finished
 * and are left off next season's roster (null). A class year this table does not know is left out too.
 */
const NEXT_CLASS_YEAR: Readonly<Record<string, string>> = {
  Freshman: 'Sophomore',
  'Redshirt Freshman': 'Redshirt Sophomore',
  Sophomore: 'Junior',
  'Redshirt Sophomore': 'Redshirt Junior',
  Junior: 'Senior',
  'Redshirt Junior': 'Redshirt Senior',
};

/** The class year next season, or null when the player is not carried forward. */
export function advanceClassYear(classYear: string): string | null {
  return Object.hasOwn(NEXT_CLASS_YEAR, classYear) ? NEXT_CLASS_YEAR[classYear]! : null;
}

export interface SeasonEntry {
  academicYear: string;
  letters: number;
  isCaptain: boolean;
}

/** A roster entry carried into next season: class advanced, one more letter, not yet a captain; null when left out. */
export function carryForward<E extends SeasonEntry>(entry: E): E | null {
  const academicYear = advanceClassYear(entry.academicYear);
  if (academicYear === null) return null;
  return { ...entry, academicYear, letters: entry.letters + 1, isCaptain: false };
}
