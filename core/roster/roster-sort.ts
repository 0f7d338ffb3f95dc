import { academicYearRank } from './academic-year';
import type { RosterPlayer } from './roster-player';

// spec 9: roster sort options.
export const ROSTER_SORT_OPTIONS = ['jersey', 'name', 'position', 'class', 'hometown', 'height', 'weight'] as const;
export type RosterSortOption = (typeof ROSTER_SORT_OPTIONS)[number];

export type RosterComparator = (a: RosterPlayer, b: RosterPlayer) => number;

const HEIGHT = /^\s*(\d+)\s*(?:-|'|’|ft\.?|\s)\s*(\d{1,2})?\s*(?:"|''|”|in\.?)?\s*$/i;

/** Inches from '6-2', `6'2"`, "6' 2''", '6 ft 2 in' or '6-02'; undefined when unreadable. */
export function heightInInches(height: string | null | undefined): number | undefined {
  const match = HEIGHT.exec(height ?? '');
  if (!match) return undefined;
  return Number(match[1]) * 12 + Number(match[2] ?? 0);
}

/** Pounds from '215' or '215 lbs'; undefined when unreadable. */
export function weightInPounds(weight: string | null | undefined): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)/.exec(weight ?? '');
  return match ? Number(match[1]) : undefined;
}

/** Missing values sort last whatever the option. */
function byValue<T>(read: (player: RosterPlayer) => T | undefined, compare: (a: T, b: T) => number): RosterComparator {
  return (a, b) => {
    const left = read(a);
    const right = read(b);
    if (left === undefined) return right === undefined ? 0 : 1;
    if (right === undefined) return -1;
    return compare(left, right);
  };
}

const compareText = (a: string, b: string): number => a.localeCompare(b, 'en', { sensitivity: 'base' });
const compareNumber = (a: number, b: number): number => a - b;

function text(value: string | null | undefined): string | undefined {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? undefined : trimmed;
}

// Jersey numbers sort numerically ('7' before '10'), then non-numeric ones as text.
function compareJersey(a: string, b: string): number {
  const numericA = /^\d+$/.test(a);
  const numericB = /^\d+$/.test(b);
  if (numericA && numericB) return Number(a) - Number(b) || a.length - b.length;
  if (numericA !== numericB) return numericA ? -1 : 1;
  return compareText(a, b);
}

function compareName(a: RosterPlayer, b: RosterPlayer): number {
  return compareText(a.last_name, b.last_name) || compareText(a.first_name, b.first_name);
}

export const ROSTER_COMPARATORS: Readonly<Record<RosterSortOption, RosterComparator>> = {
  jersey: byValue((player) => text(player.uniform_number), compareJersey),
  name: compareName,
  position: byValue((player) => text(player.position), compareText),
  class: byValue((player) => academicYearRank(player.academic_year), compareNumber),
  hometown: byValue((player) => text(player.hometown), compareText),
  height: byValue((player) => heightInInches(player.height), compareNumber),
  weight: byValue((player) => weightInPounds(player.weight), compareNumber),
};

/** A sorted copy; players that compare equal keep their order. */
export function sortRoster(players: readonly RosterPlayer[], option: RosterSortOption): RosterPlayer[] {
  return [...players].sort(ROSTER_COMPARATORS[option]);
}
