import type { LiveEventItem } from '../../../core/games/live-event-item';
import type { GameCentreGame } from '../../../core/live/game-centre-game';
import type { GameCentreRepository } from '../../../core/live/game-centre-repository.port';
import type { LiveGameSnapshot } from '../../../core/live/live-game';
import type { InMemoryDeps } from '../demo-source';
import { answer } from '../in-memory-answer';
import type { LiveData } from './live-data';

/** The game centre's games and live states from the demo snapshot; null when unknown or when the data does not load. */
export class InMemoryGameCentreRepository implements GameCentreRepository {
  constructor(private readonly deps: InMemoryDeps<LiveData>) {}

  game(gameId: number): Promise<GameCentreGame | null> {
    return answer(this.deps, `game centre's game ${gameId}`, null, (data) => data.games.find((entry) => entry.game.id === gameId) ?? null);
  }

  /** null before a stat crew sent anything (the snapshot holds no state for the game). */
  liveState(gameId: number): Promise<LiveGameSnapshot | null> {
    return answer(this.deps, `live state of game ${gameId}`, null, (data) => data.states.find((state) => state.gameId === gameId) ?? null);
  }

  /** The scoreboard stream's first message, as the snapshot keeps it. */
  gamesUnderWay(): Promise<LiveEventItem[]> {
    return answer(this.deps, 'games under way', [], (data) => [...data.scoreboard]);
  }
}
