import { FOOTBALL_SHEET } from '../../football.sheet';
import { blankCounters, teamRowKey, type Counters, type StatGroup } from '../../stat-sheet';
import { countersOf, found, periodLabels, type Found } from '../reading-kit';
import type { FilePlayer, PlayerReading, SideReading, SportBoxReader } from '../sport-reading';
import type { StatCrewGame, StatCrewPlayer, StatCrewTeam } from '../statcrew-game';
import { clockSeconds } from '../text-values';
import { childNamed, type XmlElement } from '../xml-tree';
import { footballScoringPlays } from './football-scoring-summary';
import { teamRowOf } from './side-kit';

/** A whole credit plus half of each shared one (NCAA: an assisted tackle for loss or sack counts 0.5). */
const withHalves = (whole: Found, shared: Found): Found => (whole === undefined && shared === undefined ? undefined : (whole ?? 0) + (shared ?? 0) / 2);

const first = (...values: Found[]): Found => values.find((value) => value !== undefined);

const yardage = (element: string, countKey: string, countAttribute: string) => (line: XmlElement | undefined): Record<string, Found> => ({
  [countKey]: found(line, element, countAttribute),
  yds: found(line, element, 'yds'),
  td: found(line, element, 'td'),
  long: found(line, element, 'long'),
});

/**
 * Each sheet group read from a player's (or the totals') stat elements. A player's `<pass sacks>` are sacks taken,
 * not made: the sheet's sacks are the defender's. A fumble returned for a score is the defender's tackling touchdown.
 */
const GROUP_READERS: Record<string, (line: XmlElement | undefined) => Record<string, Found>> = {
  passing: (line) => ({
    cmp: found(line, 'pass', 'comp', 'cmp'), att: found(line, 'pass', 'att'), yds: found(line, 'pass', 'yds'),
    td: found(line, 'pass', 'td'), int: found(line, 'pass', 'int'), long: found(line, 'pass', 'long'),
  }),
  rushing: yardage('rush', 'att', 'att'),
  receiving: yardage('rcv', 'rec', 'no'),
  tackling: (line) => ({
    solo: found(line, 'defense', 'tackua'), ast: found(line, 'defense', 'tacka'),
    tfl: withHalves(found(line, 'defense', 'tflua'), found(line, 'defense', 'tfla')),
    ff: found(line, 'defense', 'ff'), fr: found(line, 'defense', 'fr'), td: found(line, 'fr', 'td'),
  }),
  sacks: (line) => ({
    sack: first(found(line, 'defense', 'sacks'), withHalves(found(line, 'defense', 'sackua'), found(line, 'defense', 'sacka'))),
    yds: found(line, 'defense', 'sackyds'),
  }),
  passDefense: (line) => ({ pbu: found(line, 'defense', 'brup', 'pbu'), qbh: found(line, 'defense', 'qbh') }),
  // Defenders' lines always carry `<defense int>`; `<ir>` (the return) is there only when there was one.
  interceptions: (line) => ({
    int: first(found(line, 'defense', 'int'), found(line, 'ir', 'no')), yds: first(found(line, 'defense', 'intyds'), found(line, 'ir', 'yds')),
    td: found(line, 'ir', 'td'), long: found(line, 'ir', 'long'),
  }),
  fumbles: (line) => ({ fum: found(line, 'fumbles', 'no'), lost: found(line, 'fumbles', 'lost') }),
  kickReturns: yardage('kr', 'no', 'no'),
  puntReturns: yardage('pr', 'no', 'no'),
  kicking: (line) => ({
    fgm: found(line, 'fg', 'made'), fga: found(line, 'fg', 'att'), long: found(line, 'fg', 'long'),
    xpm: found(line, 'pat', 'kickmade'), xpa: found(line, 'pat', 'kickatt'),
  }),
  punting: (line) => ({ no: found(line, 'punt', 'no'), yds: found(line, 'punt', 'yds'), long: found(line, 'punt', 'long'), in20: found(line, 'punt', 'inside20', 'in20') }),
};

/** The group's counters in the sheet's key order; a value the file leaves out counts 0. */
function groupLine(group: StatGroup, values: Record<string, Found>): Counters {
  const counters = blankCounters(group);
  for (const key of Object.keys(counters)) counters[key] = values[key] ?? 0;
  return counters;
}

const filePlayer = ({ uniform, name, firstName, lastName, checkName, position, starter }: StatCrewPlayer): FilePlayer => ({ uniform, name, firstName, lastName, checkName, position, starter });

// Seeded box scores keep a group only where the player did something in it; a file's all-zero `<defense>` row adds nothing.
function readPlayer(player: StatCrewPlayer): PlayerReading {
  const groups: Record<string, Counters> = {};
  for (const group of FOOTBALL_SHEET.groups) {
    const counters = groupLine(group, GROUP_READERS[group.key]?.(player.element) ?? {});
    if (Object.values(counters).some((value) => value !== 0)) groups[group.key] = counters;
  }
  return { player: filePlayer(player), groups };
}

/** The file's own totals: only what it states, so a comparison never sees a 0 the file did not write. */
function fileTotals(totals: XmlElement | undefined): Record<string, Counters> {
  const result: Record<string, Counters> = {};
  if (!totals) return result;
  for (const group of FOOTBALL_SHEET.groups) {
    const values = GROUP_READERS[group.key]?.(totals) ?? {};
    const stated = Object.keys(blankCounters(group)).filter((key) => values[key] !== undefined);
    if (stated.length > 0) result[group.key] = Object.fromEntries(stated.map((key) => [key, values[key] ?? 0]));
  }
  return result;
}

function extrasOf(totals: XmlElement | undefined): Counters {
  const counters = {
    ...countersOf(childNamed(totals, 'firstdowns'), { firstDowns: 'no' }),
    ...countersOf(childNamed(totals, 'penalties'), { penalties: 'no', penaltyYards: 'yds' }),
    ...countersOf(childNamed(totals, 'conversions'), { thirdDowns: 'thirdatt', thirdDownConversions: 'thirdconv' }),
  };
  return { ...counters, possessionSeconds: clockSeconds(childNamed(totals, 'misc')?.attrs.top) ?? 0 };
}

/** The team row's non-zero counters as extras ('tmRushingAtt'), so that players plus these make the file's totals. */
function teamRowExtras(team: StatCrewTeam): Counters {
  const extras: Counters = {};
  const row = teamRowOf(team);
  if (!row) return extras;
  for (const group of FOOTBALL_SHEET.groups) {
    for (const [key, value] of Object.entries(GROUP_READERS[group.key]?.(row) ?? {})) if (value) extras[teamRowKey(group.key, key)] = value;
  }
  return extras;
}

function sideOf(team: StatCrewTeam): SideReading {
  const totals = team.totals;
  return {
    players: team.players.filter((player) => player.played).map(readPlayer),
    extras: { ...extrasOf(totals), ...teamRowExtras(team) },
    fileTotals: fileTotals(totals),
  };
}

/** Football (`<fbgame>`): players' stat elements by sheet group, the team's extras, quarters and the scoring summary. */
export const readFootballBox: SportBoxReader = (game: StatCrewGame, family) => {
  const count = Math.max(game.home.periodScores.length, game.visitor.periodScores.length);
  const regulation = game.venue.periods ?? 4;
  return {
    family,
    periods: periodLabels(count, regulation),
    home: sideOf(game.home),
    visitor: sideOf(game.visitor),
    scoringPlays: footballScoringPlays(game, regulation),
  };
};
