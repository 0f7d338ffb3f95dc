import type { Game } from '../games/game';
import { gameResultType } from '../games/game-rules';

/** 'at' for an away game, 'vs' at home or on a neutral site (spec 3: location indicator H, A, N). */
export function atOrVs(game: Pick<Game, 'location_indicator'>): 'at' | 'vs' {
  return game.location_indicator === 'A' ? 'at' : 'vs';
}

/** 'vs Northern Plains University' / 'at High Desert University'. */
export function matchup(game: Pick<Game, 'location_indicator' | 'opponent'>): string {
  return `${atOrVs(game)} ${game.opponent.title}`;
}

const OUTCOMES: Record<string, string> = { W: 'Win', L: 'Loss', T: 'Tie' };

/** The words for a result status ('W' reads 'Win'); other statuses as the school entered them. */
export function outcomeLabel(status: string): string {
  return OUTCOMES[status.trim().toUpperCase()] ?? status.trim();
}

export interface Scoreline {
  /** 'W', 'L', 'T' or the school's own status. */
  status: string;
  /** '27-14', school first; null when the result has no score. */
  score: string | null;
  /** For screen readers: 'Win, 27 to 14'. */
  spoken: string;
}

/** The result line of a game (spec 4: a game with a result is recent), or null for an upcoming game. */
export function scoreline(game: Pick<Game, 'result'>): Scoreline | null {
  if (gameResultType(game) === 'upcoming' || !game.result) return null;
  const { status, team_score: team, opponent_score: opponent } = game.result;
  const hasScore = !!team && !!opponent;
  const label = outcomeLabel(status);
  return {
    status: status.trim(),
    score: hasScore ? `${team}-${opponent}` : null,
    spoken: [label, hasScore ? `${team} to ${opponent}` : ''].filter(Boolean).join(', '),
  };
}
