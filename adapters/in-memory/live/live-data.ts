import type { LiveEventItem } from '../../../core/games/live-event-item';
import type { GameCentreGame } from '../../../core/live/game-centre-game';
import type { LiveGameSnapshot } from '../../../core/live/live-game';

/** This part's share of the demo snapshot (JSON: it travels to the browser as a file). */
export interface LiveData {
  /** The scoreboard stream's first message: every game under way, as the seed left it. */
  scoreboard: LiveEventItem[];
  /** The games the game centre opens: those under way, on the scoreboard's days and just finished; by id. */
  games: GameCentreGame[];
  /** The live state of the games that have one (a stat crew sent it), by game id. */
  states: LiveGameSnapshot[];
}
