import { blankCounters, teamRowKey, type Counters, type StatFamily, type StatGroup } from '../../stat-sheet';
import { statSheet } from '../../stat-sheets';
import type { FilePlayer } from '../sport-reading';
import type { StatCrewGame, StatCrewPlayer, StatCrewTeam } from '../statcrew-game';
import { clockSeconds, numberOf } from '../text-values';
import { childNamed, childrenNamed, type XmlElement } from '../xml-tree';

/**
 * Where each counter of a sheet group is read: 'element.attribute' paths under a player (or a totals) element,
 * first readable one wins, so one map serves writers that name the same stat differently.
 */
export type CounterMap = Readonly<Record<string, readonly string[]>>;

/** A sheet group by key: readers fill exactly the keys the sheet shows and sums. */
export function sheetGroup(family: StatFamily, key: string): StatGroup {
  const group = statSheet(family).groups.find((candidate) => candidate.key === key);
  if (!group) throw new Error(`The ${family} sheet has no group '${key}'.`);
  return group;
}

/** A stat value: a number, or a clock ('91:54', '60:00') as whole minutes; null when neither. */
export function statValue(text: string | undefined): number | null {
  const seconds = clockSeconds(text);
  return seconds !== null ? Math.round(seconds / 60) : numberOf(text);
}

function pathValue(parent: XmlElement | undefined, path: string): number | null {
  const dot = path.indexOf('.');
  const element = childNamed(parent, path.slice(0, dot));
  return statValue(element?.attrs[path.slice(dot + 1)]);
}

function mappedValue(parent: XmlElement | undefined, paths: readonly string[]): number | null {
  for (const path of paths) {
    const value = pathValue(parent, path);
    if (value !== null) return value;
  }
  return null;
}

// The sheets keep whole minutes (seeded lines and the season's sums do).
const tidy = (key: string, value: number) => (key === 'min' ? Math.round(value) : value);

/** Every counter of the group in the sheet's key order; what the file leaves out counts 0. */
export function readCounters(parent: XmlElement | undefined, group: StatGroup, map: CounterMap): Counters {
  const counters = blankCounters(group);
  for (const [key, paths] of Object.entries(map)) counters[key] = tidy(key, mappedValue(parent, paths) ?? 0);
  return counters;
}

/** Only the counters the element writes: a file's totals are compared on what they say, not on what they omit. */
export function writtenCounters(parent: XmlElement | undefined, map: CounterMap): Counters {
  const counters: Counters = {};
  for (const [key, paths] of Object.entries(map)) {
    const value = mappedValue(parent, paths);
    if (value !== null) counters[key] = tidy(key, value);
  }
  return counters;
}

/** The team's own row (`uni="TM"`): team rebounds, bench penalties, reception errors no player is charged with. */
export function teamRowOf(team: StatCrewTeam): XmlElement | undefined {
  return childrenNamed(team.element, 'player').find((row) => {
    const uniform = (row.attrs.uni ?? row.attrs.code ?? '').trim().toUpperCase();
    return uniform === 'TM' || (row.attrs.name ?? '').trim().toUpperCase() === 'TEAM';
  });
}


/** The team row's non-zero counters of a group as extras, so that players plus these make the file's team totals. */
export function teamRowExtras(team: StatCrewTeam, group: string, map: CounterMap): Counters {
  const extras: Counters = {};
  const row = teamRowOf(team);
  if (!row) return extras;
  for (const [key, value] of Object.entries(writtenCounters(row, map))) if (value !== 0) extras[teamRowKey(group, key)] = value;
  return extras;
}

/** Who a line belongs to, without the parsed element (readings outlive the tree). */
export function filePlayer(player: StatCrewPlayer): FilePlayer {
  const { uniform, name, firstName, lastName, checkName, position, starter } = player;
  return { uniform, name, firstName, lastName, checkName, position, starter };
}

/** How many periods the line score has: the longer side's (a live file may have the home half missing). */
export const periodCount = (game: StatCrewGame): number => Math.max(game.home.periodScores.length, game.visitor.periodScores.length);

/** Sums of `key` over line-score periods (`<lineprd corners=...>`); null when no period writes it. */
export function linescoreSum(team: StatCrewTeam, ...keys: string[]): number | null {
  let total: number | null = null;
  for (const period of childrenNamed(team.linescore, 'lineprd')) {
    for (const key of keys) {
      const value = numberOf(period.attrs[key]);
      if (value === null) continue;
      total = (total ?? 0) + value;
      break;
    }
  }
  return total;
}
