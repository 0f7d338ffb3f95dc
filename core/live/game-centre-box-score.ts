import type { LiveGame, LiveLeader, LivePlayerGroup, LiveSide, LiveTeamStats } from './live-game';
import { livePlayerName } from './player-names';

export interface TeamLeader {
  category: string;
  player: string;
  value: string;
}

/**
 * Each category's leader on one team (live-stats-feed Leaders: category → leaders of both teams, best
 * first). A category where the team has no leader is left out.
 */
export function teamLeaders(leaders: Record<string, LiveLeader[]> | null, side: LiveSide): TeamLeader[] {
  if (!leaders) return [];
  return Object.entries(leaders).flatMap(([category, list]) => {
    const leader = list.find((entry) => entry.Player?.Team === side && livePlayerName(entry.Player) !== '');
    return leader ? [{ category, player: livePlayerName(leader.Player), value: leader.Value }] : [];
  });
}

export interface StatComparisonRow {
  key: string;
  label: string;
  visiting: string;
  home: string;
  /** The home team's share of the two values (0..1), when both are non-negative numbers and not both 0. */
  homeShare: number | null;
}

function numeric(value: string | undefined): number | null {
  if (value === undefined) return null;
  const text = value.trim().replace(/%$/, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return Number(text);
}

/** Team totals side by side (Stats.*.Totals: Key short labels, FullKey long labels, Values), home's order first. */
export function teamStatComparison(stats: LiveGame['Stats']): StatComparisonRow[] {
  const home = stats?.HomeTeam?.Totals ?? null;
  const visiting = stats?.VisitingTeam?.Totals ?? null;
  const keys = [...new Set([...Object.keys(home?.Key ?? {}), ...Object.keys(visiting?.Key ?? {}), ...Object.keys(home?.Values ?? {}), ...Object.keys(visiting?.Values ?? {})])];
  return keys.map((key) => {
    const label = home?.FullKey[key] || visiting?.FullKey[key] || home?.Key[key] || visiting?.Key[key] || key;
    const homeValue = home?.Values[key] ?? '';
    const visitingValue = visiting?.Values[key] ?? '';
    const h = numeric(homeValue);
    const v = numeric(visitingValue);
    const homeShare = h !== null && v !== null && h >= 0 && v >= 0 && h + v > 0 ? h / (h + v) : null;
    return { key, label, visiting: visitingValue || '-', home: homeValue || '-', homeShare };
  });
}

export interface BoxScoreColumn {
  key: string;
  /** The short heading ('AB'). */
  label: string;
  /** The long name, for the heading's accessible description ('At Bats'). */
  description: string | null;
}

export interface BoxScoreTable {
  /** The group's name in the feed ('Batting', 'Skaters'). */
  group: string;
  title: string;
  columns: BoxScoreColumn[];
  /** One row per player; cells follow `columns`. */
  rows: string[][];
}

/** Keys that name the player in a group's values. */
const NAME_KEYS = ['Name', 'Player', 'PlayerName', 'FullName'];

function columnsOf(group: LivePlayerGroup): BoxScoreColumn[] {
  const keys = Object.keys(group.Key);
  const firstValues = group.Values[0] ?? {};
  // The player's name leads the row (a stored document may have its keys in any order).
  const keyed = keys.find((key) => NAME_KEYS.includes(key));
  const nameKey = keyed ?? NAME_KEYS.find((key) => key in firstValues) ?? null;
  const column = (key: string) => ({ key, label: group.Key[key] || key, description: group.Descriptors[key] || null });
  const stats = keys.filter((key) => key !== nameKey).map(column);
  if (nameKey === null) return stats;
  return [{ key: nameKey, label: keyed ? group.Key[nameKey] || 'Player' : 'Player', description: null }, ...stats];
}

/** A team's box score, one table per player group, in the feed's order; groups without players are left out. */
export function boxScoreTables(stats: LiveTeamStats | null): BoxScoreTable[] {
  if (!stats) return [];
  return Object.entries(stats.PlayerGroups)
    .filter(([, group]) => group.Values.length > 0)
    .map(([name, group]) => {
      const columns = columnsOf(group);
      return {
        group: name,
        title: group.Title?.trim() || name,
        columns,
        rows: group.Values.map((values) => columns.map((column) => values[column.key] ?? '')),
      };
    });
}
