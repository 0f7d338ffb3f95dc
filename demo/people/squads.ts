import { integerBetween, pick, pickWeighted, type Random } from '../random';
import { initialClassWeights, isUpperclass, LETTERS_BEFORE, nextAcademicYear, SEASONS_BEFORE, transferClass, type AcademicYear } from './academic-years';
import type { NameBook } from './name-book';
import { newPerson, type PersonDraft } from './person-drafts';
import { sportProfile, squadSize, type PositionSpec, type SportProfile } from './sport-profiles';

/** One player's season on a roster, before insertion. */
export interface SeasonEntry {
  person: PersonDraft;
  year: number;
  jersey: string;
  position: PositionSpec | null;
  academicYear: AcademicYear;
  /** Total inches, or null where the sport does not list height. */
  heightInches: number | null;
  weight: number | null;
  isCaptain: boolean;
  letters: number;
  /** Seasons at the school before this one. */
  seasonsBefore: number;
  isNewcomer: boolean;
}

export interface SquadInput {
  random: Random;
  schoolKey: string;
  sportCode: string;
  gender: 'M' | 'F';
  /** Season first years, oldest first. */
  years: readonly number[];
  names: NameBook;
  people: PersonDraft[];
}

function jerseyPool(code: string): string[] {
  // Basketball numbers use only the digits 0-5 (officials signal them with one hand).
  if (code === 'mbball' || code === 'wbball') {
    const numbers = ['0', '00'];
    for (let n = 1; n <= 55; n++) if (/^[0-5]+$/.test(String(n))) numbers.push(String(n));
    return numbers;
  }
  return Array.from({ length: 99 }, (_, index) => String(index + 1)).concat('0');
}

/** The position with the largest shortfall against the sport's usual counts. */
function neededPosition(random: Random, profile: SportProfile, entries: readonly SeasonEntry[]): PositionSpec | null {
  if (profile.positions.length === 0) return null;
  let best: PositionSpec[] = [];
  let bestGap = -Infinity;
  for (const position of profile.positions) {
    const gap = position.count - entries.filter((entry) => entry.position?.short === position.short).length;
    if (gap > bestGap) [best, bestGap] = [[position], gap];
    else if (gap === bestGap) best.push(position);
  }
  return pick(random, best);
}

function bodySize(random: Random, profile: SportProfile, position: PositionSpec | null): { heightInches: number | null; weight: number | null } {
  const [low, high] = position?.height ?? profile.height;
  const heightInches = profile.showHeight ? integerBetween(random, low, high) : null;
  const weightRange = position?.weight;
  const weight = profile.showWeight && weightRange ? integerBetween(random, weightRange[0], weightRange[1]) : null;
  return { heightInches, weight };
}

/** Three seasons of one sport's roster: returning players advance a class, leavers are replaced by freshmen and transfers. */
export function buildSquads(input: SquadInput): SeasonEntry[][] {
  const { random, sportCode, years } = input;
  const profile = sportProfile(sportCode);
  const target = squadSize(profile);
  const pool = jerseyPool(sportCode);
  const seasons: SeasonEntry[][] = [];

  const recruit = (entries: SeasonEntry[], year: number, academicYear: AcademicYear, isTransfer: boolean, returning: boolean): void => {
    const position = neededPosition(random, profile, entries);
    const person = newPerson({ ...input, profile, position, customColumn: profile.custom1, isTransfer, people: input.people });
    const used = new Set(entries.map((entry) => entry.jersey));
    const free = pool.filter((number) => !used.has(number));
    entries.push({
      person,
      year,
      jersey: profile.jerseys ? pick(random, free.length > 0 ? free : pool) : '',
      position,
      academicYear,
      ...bodySize(random, profile, position),
      isCaptain: false,
      letters: returning && !isTransfer ? LETTERS_BEFORE[academicYear] : 0,
      seasonsBefore: returning && !isTransfer ? SEASONS_BEFORE[academicYear] : 0,
      isNewcomer: !returning || isTransfer,
    });
  };

  for (const [index, year] of years.entries()) {
    const entries: SeasonEntry[] = [];
    if (index === 0) {
      for (let i = 0; i < target; i++) {
        const academicYear = pickWeighted(random, initialClassWeights(profile.redshirtShare));
        const isTransfer = academicYear !== 'Freshman' && academicYear !== 'Redshirt Freshman' && random() < 0.1;
        recruit(entries, year, academicYear, isTransfer, academicYear !== 'Freshman');
      }
    } else {
      for (const previous of seasons[index - 1]!) {
        const academicYear = nextAcademicYear(random, previous.academicYear, profile.redshirtShare);
        // A few players move on each year before their eligibility runs out.
        if (!academicYear || random() < 0.06) continue;
        entries.push(advance(random, sportCode, profile, previous, academicYear, year));
      }
      const size = Math.max(4, target + integerBetween(random, -2, 2));
      while (entries.length < size) {
        const isTransfer = random() < 0.2;
        recruit(entries, year, isTransfer ? transferClass(random) : 'Freshman', isTransfer, false);
      }
    }
    chooseCaptains(random, profile, entries);
    seasons.push(entries);
  }
  return seasons;
}

function advance(random: Random, sportCode: string, profile: SportProfile, previous: SeasonEntry, academicYear: AcademicYear, year: number): SeasonEntry {
  const young = previous.academicYear === 'Freshman' || previous.academicYear === 'Redshirt Freshman' || previous.academicYear === 'Sophomore';
  let position = previous.position;
  // Wrestlers often move up a weight class; other players rarely change position.
  if (position && profile.positions.length > 0) {
    const at = profile.positions.findIndex((spec) => spec.short === position!.short);
    const moveUp = random() < (sportCode === 'wrestling' ? 0.25 : 0.03);
    if (moveUp && at >= 0 && at + 1 < profile.positions.length) position = profile.positions[at + 1]!;
  }
  return {
    ...previous,
    year,
    position,
    academicYear,
    heightInches: previous.heightInches === null ? null : previous.heightInches + (young && random() < 0.25 ? 1 : 0),
    weight: previous.weight === null ? null : previous.weight + integerBetween(random, -4, 9),
    isCaptain: false,
    letters: previous.letters + 1,
    seasonsBefore: previous.seasonsBefore + 1,
    isNewcomer: false,
  };
}

function chooseCaptains(random: Random, profile: SportProfile, entries: SeasonEntry[]): void {
  const candidates = entries.filter((entry) => isUpperclass(entry.academicYear) && entry.seasonsBefore > 0);
  for (let i = 0; i < profile.captains && candidates.length > 0; i++) {
    const index = Math.floor(random() * candidates.length);
    candidates[index]!.isCaptain = true;
    candidates.splice(index, 1);
  }
}
