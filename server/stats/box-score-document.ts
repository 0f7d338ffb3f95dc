import type { Counters, StatFamily, Texts } from './stat-sheet';

export type Side = 'team' | 'opponent';

/** One player's stat line in one game, with counters per stat group (see the family's sheet). */
export interface PlayerLine {
  /** The school's person (players.id); null for an opponent's player. */
  playerId: number | null;
  /** The school's roster entry (roster_players.id); null for an opponent's player. */
  rosterPlayerId: number | null;
  name: string;
  jersey: string;
  /** The position played in this game. */
  position: string;
  starter: boolean;
  groups: Record<string, Counters>;
  /** Text values per group (tennis scores, wrestling results). */
  texts?: Record<string, Texts>;
}

export interface ScoringPlay {
  period: string;
  /** Game clock or minute when it happened ('12:34', "67'"); null when not kept. */
  clock: string | null;
  side: Side;
  description: string;
  /** The running score after the play. */
  teamScore: number;
  opponentScore: number;
}

export interface SideBox {
  lines: PlayerLine[];
  /** Team-only counters (left on base, first downs, team blocks, penalty corners). */
  extras: Counters;
}

/** The scoreboard part of a stored box score: its stat family, period headings and each side's period and final scores. */
export interface StoredScoreboard {
  family: StatFamily;
  periodLabel: string;
  periods: string[];
  teamPeriodScores: string[];
  opponentPeriodScores: string[];
  teamScore: number;
  opponentScore: number;
}

/** A finished game's box score as the seed (or a stat crew) produces it and the store keeps it. */
export interface BoxScoreDocument {
  family: StatFamily;
  periods: string[];
  /** Per period; null where a side did not need its turn (the home half of a last inning it led). */
  teamPeriodScores: Array<number | null>;
  opponentPeriodScores: Array<number | null>;
  team: SideBox;
  opponent: SideBox;
  scoringPlays: ScoringPlay[];
}
