import type { LiveLeader, LivePlayer, LivePlayerGroup, LiveTeamStats, LiveTotals } from '../../core/live/live-game';
import type { SimPlayer } from './sim-types';

/** One player's counting stats ('PTS', 'REB', 'AB', 'K'...). */
export type StatLine = Record<string, number>;

export interface StatColumn {
  key: string;
  label: string;
  full: string;
  /** A derived value (percentages, innings pitched); by default the count itself. */
  value?: (line: StatLine) => string;
}

export interface StatGroup {
  name: string;
  title: string;
  columns: StatColumn[];
  /** Who appears in the group (players who batted, pitched, carried the ball...). */
  includes: (line: StatLine, player: SimPlayer) => boolean;
}

export interface StatLeaderRule {
  category: string;
  value: (line: StatLine) => number;
  format?: (value: number, line: StatLine) => string;
  /** Who qualifies (e.g. some attempts for a percentage). */
  qualifies?: (line: StatLine) => boolean;
}

/** How a sport's box score is laid out: groups, team totals, leader categories and the top performer's measure. */
export interface StatSheet {
  groups: StatGroup[];
  totals: StatColumn[];
  leaders: StatLeaderRule[];
  top: (line: StatLine) => number;
}

export const column = (key: string, label: string, full: string, value?: (line: StatLine) => string): StatColumn => ({ key, label, full, value });
export const count = (line: StatLine, key: string): number => line[key] ?? 0;
const valueOf = (col: StatColumn, line: StatLine) => (col.value ? col.value(line) : String(count(line, col.key)));

/** Counting stats per player of one game. */
export class StatBook {
  private readonly lines = new Map<string, StatLine>();

  add(player: SimPlayer, key: string, amount = 1): void {
    const line = this.line(player);
    line[key] = (line[key] ?? 0) + amount;
  }

  line(player: SimPlayer): StatLine {
    let line = this.lines.get(player.personId);
    if (!line) {
      line = {};
      this.lines.set(player.personId, line);
    }
    return line;
  }

  has(player: SimPlayer): boolean {
    return this.lines.has(player.personId);
  }
}

export function toLivePlayer(side: 'HomeTeam' | 'VisitingTeam', player: SimPlayer): LivePlayer {
  return { Team: side, FirstName: player.firstName, LastName: player.lastName, UniformNumber: player.jersey, Photo: null, PersonId: player.personId };
}

function sumLines(lines: StatLine[]): StatLine {
  const total: StatLine = {};
  for (const line of lines) for (const [key, value] of Object.entries(line)) total[key] = (total[key] ?? 0) + value;
  return total;
}

/** A team's box score from the book, laid out by the sheet. */
export function teamStats(sheet: StatSheet, book: StatBook, side: 'HomeTeam' | 'VisitingTeam', players: SimPlayer[], periodStats: LiveTeamStats['PeriodStats']): LiveTeamStats {
  const PlayerGroups: Record<string, LivePlayerGroup> = {};
  for (const group of sheet.groups) {
    const members = players.filter((player) => book.has(player) && group.includes(book.line(player), player));
    PlayerGroups[group.name] = {
      Title: group.title,
      Key: Object.fromEntries([['Name', 'Player'], ...group.columns.map((col) => [col.key, col.label])]),
      Descriptors: Object.fromEntries(group.columns.map((col) => [col.key, col.full])),
      Values: members.map((player) => ({
        PersonId: player.personId,
        UniformNumber: player.jersey,
        Name: `${player.lastName}, ${player.firstName}`,
        ...Object.fromEntries(group.columns.map((col) => [col.key, valueOf(col, book.line(player))])),
      })),
    };
  }
  const team = sumLines(players.filter((player) => book.has(player)).map((player) => book.line(player)));
  const Totals: LiveTotals = {
    Key: Object.fromEntries(sheet.totals.map((col) => [col.key, col.label])),
    FullKey: Object.fromEntries(sheet.totals.map((col) => [col.key, col.full])),
    Values: Object.fromEntries(sheet.totals.map((col) => [col.key, valueOf(col, team)])),
  };
  const ranked = players.filter((player) => book.has(player)).sort((a, b) => sheet.top(book.line(b)) - sheet.top(book.line(a)));
  const best = ranked[0];
  return {
    TopPerformer: best && sheet.top(book.line(best)) > 0 ? toLivePlayer(side, best) : null,
    Players: players.map((player) => toLivePlayer(side, player)),
    PlayerGroups,
    Totals,
    PeriodStats: periodStats,
  };
}

/** The leaders of both teams per category, best three first. */
export function leaders(sheet: StatSheet, book: StatBook, teams: Array<{ side: 'HomeTeam' | 'VisitingTeam'; players: SimPlayer[] }>): Record<string, LiveLeader[]> {
  const everyone = teams.flatMap(({ side, players }) => players.filter((player) => book.has(player)).map((player) => ({ side, player, line: book.line(player) })));
  return Object.fromEntries(
    sheet.leaders.map((rule) => {
      const ranked = everyone
        .filter((entry) => rule.value(entry.line) > 0 && (rule.qualifies?.(entry.line) ?? true))
        .sort((a, b) => rule.value(b.line) - rule.value(a.line))
        .slice(0, 3);
      return [rule.category, ranked.map((entry) => ({ Player: toLivePlayer(entry.side, entry.player), Value: rule.format ? rule.format(rule.value(entry.line), entry.line) : String(rule.value(entry.line)) }))];
    }),
  );
}

/** '.333' style ratio with three decimals (hitting percentage, batting average). */
export function ratio(numerator: number, denominator: number): string {
  if (denominator === 0) return '.000';
  const value = numerator / denominator;
  const text = value.toFixed(3);
  return value >= 0 && value < 1 ? text.slice(1) : text;
}

export function percent(numerator: number, denominator: number): string {
  return denominator === 0 ? '0.0' : ((100 * numerator) / denominator).toFixed(1);
}
