/**
 * A stat sheet says, per sport family, which counters a player's game line keeps (grouped like the
 * live feed's PlayerGroups), how a game line and a season line are shown, and which leader
 * categories a season has. Stored lines keep raw counters only; every rate (FG%, AVG, ERA, hitting %)
 * is derived when shown, so game and season views always agree with the counters.
 */

/** Sports that have box scores, grouped by how their box score looks. */
export type StatFamily =
  | 'basketball'
  | 'volleyball'
  | 'soccer'
  | 'fieldhockey'
  | 'lacrosse'
  | 'hockey'
  | 'baseball'
  | 'softball'
  | 'football'
  | 'tennis'
  | 'wrestling';

export type Counters = Record<string, number>;
export type Texts = Record<string, string>;

/** One player's counters in one group, for one game or summed over a season. */
export interface GroupLine {
  c: Counters;
  t: Texts;
  /** Games this line covers (1 for a game line). */
  games: number;
  /** Of those, games the player started (season lines). */
  starts?: number;
}

export interface StatColumn {
  key: string;
  /** Short label (a table header): 'PTS'. */
  label: string;
  /** Full name: 'Points'. */
  title: string;
  value(line: GroupLine): string;
}

export interface StatGroup {
  /** Stable key of the group in stored lines: 'batting'. */
  key: string;
  /** The feed's group name: 'Batting'. */
  title: string;
  /** Counters summed over games. */
  sums: readonly string[];
  /** Counters kept as the best single game (a long run, a long field goal). */
  maxes?: readonly string[];
  gameColumns: readonly StatColumn[];
  seasonColumns: readonly StatColumn[];
  /** Counters shown per game in a season's averages. */
  averages?: readonly string[];
  /** Orders a season's players in this group (bigger first). */
  rank(line: GroupLine): number;
}

export interface LeaderCategory {
  /** The stat's name (spec 9 where the spec names it): 'Points'. */
  category: string;
  abbreviation: string;
  label: string | null;
  /** The group whose season line gives the value. */
  group: string;
  /** The value, or null when the player does not qualify (too few games or attempts); `team` is the team's line of the same group. */
  value(line: GroupLine, team: GroupLine): number | null;
  format(value: number): string;
  /** True when lower is better (ERA, goals against). */
  ascending?: boolean;
  /** A value drawn from several of the player's groups (football touchdowns); replaces `value` when set. */
  across?(player: GroupLines): number | null;
}

/** A player's (or a team's) lines by group key. */
export type GroupLines = ReadonlyMap<string, GroupLine>;

export interface TeamTotal {
  key: string;
  label: string;
  title: string;
  value: string;
}

export interface StatSheet {
  family: StatFamily;
  /** The line score's period word: 'Half', 'Quarter', 'Inning', 'Set', 'Period'. */
  periodLabel: string;
  groups: readonly StatGroup[];
  leaders: readonly LeaderCategory[];
  /** A team's summary line of one game or a season, from its groups' totals and its extras. */
  teamTotals(totals: ReadonlyMap<string, GroupLine>, extras: Counters, games: number): TeamTotal[];
}

/**
 * A group's counters, all 0, always in the same key order. Lines built from it share one object shape,
 * which keeps building and storing a thousand box scores cheap (objects with ad hoc key sets are not).
 */
export function blankCounters(group: StatGroup): Counters {
  const counters: Counters = {};
  for (const key of group.sums) counters[key] = 0;
  for (const key of group.maxes ?? []) counters[key] = 0;
  return counters;
}

const capital = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/**
 * A team row's counter kept in a side's extras: stat files keep what no player did (team rebounds, a bench
 * card, a kneel-down) on the team's own row, and the team's totals include it. ('players', 'oreb') → 'tmPlayersOreb'.
 */
export const teamRowKey = (group: string, key: string): string => `tm${capital(group)}${capital(key)}`;

/** A counter, 0 when absent. */
export const n = (line: GroupLine, key: string): number => line.c[key] ?? 0;

export const count = (key: string, label: string, title: string): StatColumn => ({ key, label, title, value: (line) => String(n(line, key)) });

export const text = (key: string, label: string, title: string): StatColumn => ({ key, label, title, value: (line) => line.t[key] ?? '' });

export const derived = (key: string, label: string, title: string, value: (line: GroupLine) => string): StatColumn => ({ key, label, title, value });

/** 'made-attempts' as box scores print shooting: '5-11'. */
export const madeOf = (key: string, label: string, title: string, made: string, attempts: string): StatColumn =>
  derived(key, label, title, (line) => `${n(line, made)}-${n(line, attempts)}`);

export const gamesPlayed: StatColumn = derived('gp', 'GP', 'Games Played', (line) => String(line.games));

/** A rate with three decimals and no leading zero, as baseball and volleyball print it: '.312', '1.000', '-.045'. */
export function rate3(value: number): string {
  const fixed = Math.abs(value).toFixed(3);
  const body = fixed.startsWith('0') ? fixed.slice(1) : fixed;
  return value < 0 && fixed !== '0.000' ? `-${body}` : body;
}

/** A percentage with one decimal: '45.5'. */
export const percent1 = (value: number): string => (Math.round(value * 1000) / 10).toFixed(1);

/** One decimal: '12.3'. */
export const fixed1 = (value: number): string => value.toFixed(1);

export const fixed2 = (value: number): string => value.toFixed(2);

/** A whole number, or one decimal when it has a fraction (0.5 block assists): '3', '2.5'. */
export const wholeOrHalf = (value: number): string => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/** A ratio, or null when there is nothing to divide by. */
export const ratio = (top: number, bottom: number): number | null => (bottom > 0 ? top / bottom : null);

export const orDash = (value: number | null, format: (value: number) => string): string => (value === null ? '-' : format(value));

/** A whole-number leader value. */
export const whole = (value: number): string => String(value);
