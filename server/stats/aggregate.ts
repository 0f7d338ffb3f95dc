import type { PlayerLine, SideBox } from './box-score-document';
import { teamRowKey, type Counters, type GroupLine, type GroupLines, type LeaderCategory, type StatColumn, type StatGroup, type StatSheet } from './stat-sheet';

export const emptyLine = (games = 0): GroupLine => ({ c: {}, t: {}, games });

/** Adds one game's counters of a group to a running line (sums and bests), counting the game. */
export function addCounters(group: StatGroup, into: GroupLine, counters: Counters): void {
  for (const key of group.sums) into.c[key] = (into.c[key] ?? 0) + (counters[key] ?? 0);
  for (const key of group.maxes ?? []) into.c[key] = Math.max(into.c[key] ?? 0, counters[key] ?? 0);
  into.games += 1;
}

/** What the team's own row of a stat file kept (team rebounds, a bench card), in the side's extras: part of the team's line. */
function addTeamRow(group: StatGroup, into: GroupLine, extras: Counters): void {
  for (const key of group.sums) {
    const value = extras[teamRowKey(group.key, key)];
    if (value) into.c[key] = (into.c[key] ?? 0) + value;
  }
}

/** A side's totals per group for one game. */
export function sideTotals(sheet: StatSheet, side: SideBox): Map<string, GroupLine> {
  const totals = new Map<string, GroupLine>();
  for (const group of sheet.groups) {
    const total = emptyLine();
    for (const line of side.lines) {
      const counters = line.groups[group.key];
      if (counters) addCounters(group, total, counters);
    }
    addTeamRow(group, total, side.extras);
    totals.set(group.key, { ...total, games: 1 });
  }
  return totals;
}

/** A game line of one group as the sheet shows it. */
export function gameLineOf(line: PlayerLine, groupKey: string): GroupLine | null {
  const counters = line.groups[groupKey];
  return counters ? { c: counters, t: line.texts?.[groupKey] ?? {}, games: 1 } : null;
}

export function valuesOf(columns: readonly StatColumn[], line: GroupLine): Record<string, string> {
  return Object.fromEntries(columns.map((column) => [column.key, column.value(line)]));
}

export interface PlayerIdentity {
  playerId: number | null;
  rosterPlayerId: number | null;
  name: string;
  jersey: string;
  position: string;
}

export interface PlayerSeason extends PlayerIdentity {
  /** Games with any line. */
  games: number;
  starts: number;
  groups: Map<string, GroupLine>;
}

export interface SeasonTotals {
  players: PlayerSeason[];
  /** The team's season line per group; `games` is the team's games. */
  team: Map<string, GroupLine>;
  extras: Counters;
  games: number;
}

const identityKey = (line: PlayerLine) => (line.playerId !== null ? `p${line.playerId}` : `n${line.name}|${line.jersey}`);

/** A season (or career span) of one side's games: per-player and team lines per group. */
export function seasonTotals(sheet: StatSheet, sides: readonly SideBox[], identity?: (line: PlayerLine) => Partial<PlayerIdentity>): SeasonTotals {
  const players = new Map<string, PlayerSeason>();
  const team = new Map(sheet.groups.map((group) => [group.key, emptyLine()] as const));
  const extras: Counters = {};
  for (const side of sides) {
    for (const [key, value] of Object.entries(side.extras)) extras[key] = (extras[key] ?? 0) + value;
    for (const group of sheet.groups) {
      const total = team.get(group.key)!;
      for (const line of side.lines) {
        const counters = line.groups[group.key];
        if (!counters) continue;
        for (const key of group.sums) total.c[key] = (total.c[key] ?? 0) + (counters[key] ?? 0);
        for (const key of group.maxes ?? []) total.c[key] = Math.max(total.c[key] ?? 0, counters[key] ?? 0);
      }
      addTeamRow(group, total, side.extras);
      total.games += 1;
    }
    for (const line of side.lines) {
      const key = identityKey(line);
      let season = players.get(key);
      if (!season) {
        season = { playerId: line.playerId, rosterPlayerId: line.rosterPlayerId, name: line.name, jersey: line.jersey, position: line.position, games: 0, starts: 0, groups: new Map(), ...identity?.(line) };
        players.set(key, season);
      }
      season.games += 1;
      if (line.starter) season.starts += 1;
      for (const group of sheet.groups) {
        const counters = line.groups[group.key];
        if (!counters) continue;
        let groupLine = season.groups.get(group.key);
        if (!groupLine) season.groups.set(group.key, (groupLine = { ...emptyLine(), starts: 0 }));
        addCounters(group, groupLine, counters);
        if (line.starter) groupLine.starts = (groupLine.starts ?? 0) + 1;
      }
    }
  }
  return { players: [...players.values()], team, extras, games: sides.length };
}

export interface Leader {
  player: PlayerSeason;
  value: number;
  shown: string;
}

/** The best `top` players of a category, ties broken by name; players who do not qualify are left out. */
export function leadersOf(category: LeaderCategory, totals: SeasonTotals, top = 5): Leader[] {
  const team = totals.team.get(category.group) ?? emptyLine(totals.games);
  const teamLine = { ...team, games: totals.games };
  const rows: Leader[] = [];
  for (const player of totals.players) {
    let value: number | null;
    if (category.across) value = category.across(player.groups as GroupLines);
    else {
      const line = player.groups.get(category.group);
      value = line ? category.value(line, teamLine) : null;
    }
    if (value === null || !Number.isFinite(value)) continue;
    if (!category.ascending && value <= 0) continue;
    rows.push({ player, value, shown: category.format(value) });
  }
  rows.sort((a, b) => (category.ascending ? a.value - b.value : b.value - a.value) || a.player.name.localeCompare(b.player.name));
  return rows.slice(0, top);
}
