import type { LiveGame } from '../../core/live/live-game';

/** A player the simulator puts on the field (a roster player, or an invented one for the opponent). */
export interface SimPlayer {
  personId: string;
  firstName: string;
  lastName: string;
  jersey: string;
  /** The roster's short position: 'QB', 'G', 'RHP', 'GK', 'OH'... */
  position: string;
}

export interface SimTeamSetup {
  id: string;
  name: string;
  color: string | null;
  textColor: string | null;
  logo: string | null;
  record: string | null;
  players: SimPlayer[];
}

export interface SimSetup {
  /** The sport's code (sports.short_name): 'mbball', 'football', 'baseball', 'msoc', 'wvball'... */
  sportCode: string;
  home: SimTeamSetup;
  visiting: SimTeamSetup;
  /** The scheduled start. */
  start: Date;
  /** '7:00 PM' as the schedule shows it. */
  startTime: string | null;
  location: string | null;
  clientAbbrev: string | null;
  random: () => number;
}

/** One simulated moment: how much game-day time passed before it (in seconds, at real speed) and what happened. */
export interface SimStep {
  elapsedSeconds: number;
  summary: string;
}

/** A game played event by event; `document()` is the stat crew's document after the last step. */
export interface GameSimulation {
  /** The next event, or null once the game is complete. */
  step(): SimStep | null;
  document(): LiveGame;
  readonly isComplete: boolean;
}
