import { STAT_ABBREVIATIONS, type StatSport } from '../stats/stat-abbreviations';

/** A column of a stat table: its key in a row's values, the feed's short label and its full title. */
export interface StatColumn {
  key: string;
  label: string;
  title: string;
}

/** A player's line in a stat table. */
export interface StatLine {
  name: string;
  jersey: string | null;
  position: string | null;
  values: Record<string, string>;
}

/** A group of a stat sheet ('Passing', 'Batting') with its columns, players and team line. */
export interface StatGroup {
  name: string;
  title: string;
  columns: StatColumn[];
  players: StatLine[];
  totals: Record<string, string>;
}

// spec 9 names abbreviations for these sports; the sport's slug or short name tells which it is.
const STAT_SPORT_WORDS: ReadonlyArray<readonly [StatSport, RegExp]> = [
  ['football', /football/],
  ['basketball', /basket|bball/],
  ['volleyball', /volley|vball/],
  ['soccer', /soccer|msoc|wsoc/],
];

/** Which of spec 9's stat vocabularies a sport uses, if any. */
export function statSportOf(sport: { shortname: string; global_sport_name_slug: string }): StatSport | undefined {
  const words = `${sport.global_sport_name_slug} ${sport.shortname}`.toLowerCase();
  return STAT_SPORT_WORDS.find(([, pattern]) => pattern.test(words))?.[0];
}

/**
 * The heading of a stat column: spec 9's abbreviation where the spec names the stat (by its title,
 * 'Touchdowns' → 'TDs', 'Tackles' → 'TKL'), else the feed's own label.
 */
export function columnAbbreviation(sport: StatSport | undefined, column: Pick<StatColumn, 'label' | 'title'>): string {
  if (!sport) return column.label;
  const wanted = column.title.trim().toLowerCase();
  const known = STAT_ABBREVIATIONS[sport].find((entry) => entry.stat.toLowerCase() === wanted);
  return known?.abbreviation ?? column.label;
}

/** The value of a cell; a dash where the player has none. */
export function cellValue(values: Record<string, string>, key: string): string {
  const value = values[key];
  return value === undefined || value.trim() === '' ? '-' : value;
}
