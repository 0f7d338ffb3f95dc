import type { LiveJson, LivePlayer, LivePlayerGroup, LiveTeamStats, LiveTotals } from './live-game';
import { applyMap, diffFields, diffMap, jsonEqual, type MapPatch } from './live-json';

// The box-score part of a live delta (live-delta.ts): a team's stats change group by group, and a group
// row by row, since most updates touch two or three players' lines.

/** A list's change: its new length, and the rows (by index) that are new or differ. */
export interface RowsPatch<T> {
  length: number;
  rows: Record<string, T>;
}

/** What changed in a stat group that was already there: usually a few players' rows. */
export interface LivePlayerGroupDelta {
  Title?: string | null;
  Key?: Record<string, string>;
  Descriptors?: Record<string, string>;
  Values?: RowsPatch<Record<string, string>>;
}

/** Groups added (`set`, whole), changed (`patch`, row by row) or removed. */
export type LivePlayerGroupsPatch = MapPatch<LivePlayerGroup> & { patch?: Record<string, LivePlayerGroupDelta> };

/** What changed in one team's box score. */
export interface LiveTeamStatsDelta {
  TopPerformer?: LivePlayer | null;
  Players?: LivePlayer[];
  PlayerGroups?: LivePlayerGroupsPatch;
  /** The parts of the totals that changed (usually only Values); null: no totals any more. */
  Totals?: Partial<LiveTotals> | null;
  PeriodStats?: LiveJson[];
}

const EMPTY_TOTALS: LiveTotals = { Key: {}, FullKey: {}, Values: {} };

/** A team's box score before the feed sent any (a delta builds on it when stats first appear). */
export const EMPTY_TEAM_STATS: LiveTeamStats = { TopPerformer: null, Players: [], PlayerGroups: {}, Totals: null, PeriodStats: [] };

function diffRows<T>(previous: readonly T[], next: readonly T[]): RowsPatch<T> | undefined {
  const rows: Array<[string, T]> = [];
  next.forEach((row, index) => {
    if (index >= previous.length || !jsonEqual(previous[index], row)) rows.push([String(index), row]);
  });
  if (rows.length === 0 && previous.length === next.length) return undefined;
  return { length: next.length, rows: Object.fromEntries(rows) };
}

function diffGroup(previous: LivePlayerGroup, next: LivePlayerGroup): LivePlayerGroupDelta {
  const { Values: _previousValues, ...previousFields } = previous;
  const { Values: _nextValues, ...nextFields } = next;
  const delta: LivePlayerGroupDelta = { ...diffFields(previousFields, nextFields) };
  const values = diffRows(previous.Values, next.Values);
  if (values) delta.Values = values;
  return delta;
}

function diffGroups(previous: Record<string, LivePlayerGroup>, next: Record<string, LivePlayerGroup>): LivePlayerGroupsPatch | undefined {
  const changed = diffMap(previous, next);
  if (!changed?.set) return changed;
  const set: Array<[string, LivePlayerGroup]> = [];
  const patch: Array<[string, LivePlayerGroupDelta]> = [];
  for (const [name, group] of Object.entries(changed.set)) {
    if (Object.prototype.hasOwnProperty.call(previous, name)) patch.push([name, diffGroup(previous[name]!, group)]);
    else set.push([name, group]);
  }
  return {
    ...(set.length > 0 ? { set: Object.fromEntries(set) } : {}),
    ...(patch.length > 0 ? { patch: Object.fromEntries(patch) } : {}),
    ...(changed.remove ? { remove: changed.remove } : {}),
  };
}

export function diffTeamStats(previous: LiveTeamStats | null, next: LiveTeamStats | null): LiveTeamStatsDelta | null | undefined {
  if (next === null) return previous === null ? undefined : null;
  if (previous !== null && jsonEqual(previous, next)) return undefined;
  const base = previous ?? EMPTY_TEAM_STATS;
  const delta: LiveTeamStatsDelta = { ...diffFields(base, next, new Set(['PlayerGroups', 'Totals'])) };
  if (next.Totals === null) {
    if (base.Totals !== null) delta.Totals = null;
  } else if (base.Totals === null || !jsonEqual(base.Totals, next.Totals)) {
    delta.Totals = diffFields(base.Totals ?? EMPTY_TOTALS, next.Totals) ?? {};
  }
  const groups = diffGroups(base.PlayerGroups, next.PlayerGroups);
  if (groups) delta.PlayerGroups = groups;
  return delta;
}

function applyRows<T>(previous: readonly T[], patch: RowsPatch<T>): T[] {
  return Array.from({ length: patch.length }, (_, index) => (Object.prototype.hasOwnProperty.call(patch.rows, String(index)) ? patch.rows[String(index)]! : previous[index]!));
}

function applyGroups(previous: Record<string, LivePlayerGroup>, patch: LivePlayerGroupsPatch): Record<string, LivePlayerGroup> {
  const patched = Object.entries(patch.patch ?? {}).flatMap(([name, change]): Array<[string, LivePlayerGroup]> => {
    const group = Object.prototype.hasOwnProperty.call(previous, name) ? previous[name] : undefined;
    if (!group) return [];
    const { Values, ...fields } = change;
    return [[name, { ...group, ...fields, Values: Values ? applyRows(group.Values, Values) : group.Values }]];
  });
  return applyMap(previous, { set: { ...Object.fromEntries(patched), ...patch.set }, remove: patch.remove });
}

export function applyTeamStats(previous: LiveTeamStats | null, delta: LiveTeamStatsDelta | null | undefined): LiveTeamStats | null {
  if (delta === undefined) return previous;
  if (delta === null) return null;
  const base = previous ?? EMPTY_TEAM_STATS;
  const { PlayerGroups, Totals, ...fields } = delta;
  return {
    ...base,
    ...fields,
    Totals: Totals === undefined ? base.Totals : Totals === null ? null : { ...(base.Totals ?? EMPTY_TOTALS), ...Totals },
    PlayerGroups: PlayerGroups ? applyGroups(base.PlayerGroups, PlayerGroups) : base.PlayerGroups,
  };
}
