import type { LivePlayer, LivePlayerGroup, LiveSide, LiveTeamStats, LiveTotals } from '../../../core/live/live-game';
import { sideTotals, valuesOf } from '../aggregate';
import type { PlayerLine } from '../box-score-document';
import type { StatFamily } from '../stat-sheet';
import { statSheet } from '../stat-sheets';
import type { FilePlayer, PlayerReading, SideReading } from './sport-reading';

/**
 * Keys a group's Values carry besides the stat columns. Name and UniformNumber are what the game centre shows
 * (as the simulator's documents have them); PersonId, Position and Starter let a final document be read back
 * into a box score with the same players.
 */
export const IDENTITY_KEYS = ['PersonId', 'UniformNumber', 'Name', 'Position', 'Starter'] as const;

/** 'Last, First' as box scores list players; the printed name when the file splits none. */
export function rowName(player: Pick<FilePlayer, 'firstName' | 'lastName' | 'name'>): string {
  if (player.firstName && player.lastName) return `${player.lastName}, ${player.firstName}`;
  return player.name || player.lastName || player.firstName;
}

/** Uniforms worn by one player only on the side: those can stand for the person (files have no other id). */
function uniqueUniforms(players: readonly PlayerReading[]): Set<string> {
  const seen = new Map<string, number>();
  for (const { player } of players) if (player.uniform !== '') seen.set(player.uniform, (seen.get(player.uniform) ?? 0) + 1);
  return new Set([...seen].filter(([, times]) => times === 1).map(([uniform]) => uniform));
}

function livePlayer(side: LiveSide, player: FilePlayer, personIds: Set<string>): LivePlayer {
  return {
    Team: side,
    FirstName: player.firstName || null,
    LastName: player.lastName || player.name || null,
    UniformNumber: player.uniform || null,
    Photo: null,
    PersonId: personIds.has(player.uniform) ? player.uniform : null,
  };
}

function identity(reading: PlayerReading, personIds: Set<string>): Record<string, string> {
  const { player } = reading;
  const values: Record<string, string> = {};
  if (personIds.has(player.uniform)) values.PersonId = player.uniform;
  values.UniformNumber = player.uniform;
  values.Name = rowName(player);
  const position = reading.position ?? player.position;
  if (position) values.Position = position;
  if (player.starter) values.Starter = 'true';
  return values;
}

const lineOf = (reading: PlayerReading): PlayerLine => ({
  playerId: null,
  rosterPlayerId: null,
  name: reading.player.name,
  jersey: reading.player.uniform,
  position: reading.position ?? reading.player.position,
  starter: reading.player.starter,
  groups: reading.groups,
  ...(reading.texts ? { texts: reading.texts } : {}),
});

function totalsOf(family: StatFamily, side: SideReading): LiveTotals {
  const sheet = statSheet(family);
  const rows = sheet.teamTotals(sideTotals(sheet, { lines: side.players.map(lineOf), extras: side.extras }), side.extras, 1);
  return {
    Key: Object.fromEntries(rows.map((row) => [row.key, row.label])),
    FullKey: Object.fromEntries(rows.map((row) => [row.key, row.title])),
    Values: Object.fromEntries(rows.map((row) => [row.key, row.value])),
  };
}

/** One side's box score in the feed's form: a player group per sheet group, titled as the sheet titles it. */
export function liveTeamStats(family: StatFamily, side: LiveSide, reading: SideReading): LiveTeamStats {
  const sheet = statSheet(family);
  const personIds = uniqueUniforms(reading.players);
  const PlayerGroups: Record<string, LivePlayerGroup> = {};
  for (const group of sheet.groups) {
    const columns = group.gameColumns;
    PlayerGroups[group.title] = {
      Title: group.title,
      Key: { Name: 'Player', UniformNumber: 'No.', ...Object.fromEntries(columns.map((column) => [column.key, column.label])) },
      Descriptors: { UniformNumber: 'Uniform Number', ...Object.fromEntries(columns.map((column) => [column.key, column.title])) },
      Values: reading.players.flatMap((player) => {
        const counters = player.groups[group.key];
        if (!counters) return [];
        return [{ ...identity(player, personIds), ...valuesOf(columns, { c: counters, t: player.texts?.[group.key] ?? {}, games: 1 }) }];
      }),
    };
  }
  return {
    // The game centre ranks no one from a file; leaders and top performers stay the simulator's and the feed's.
    TopPerformer: null,
    Players: reading.players.map(({ player }) => livePlayer(side, player, personIds)),
    PlayerGroups,
    Totals: totalsOf(family, reading),
    PeriodStats: [],
  };
}
