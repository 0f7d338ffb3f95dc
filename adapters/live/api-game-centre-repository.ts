import { liveGameStateWire } from '../../contract/live-events';
import { scheduleGameWire } from '../../contract/schedule';
import type { HttpClient } from '../../core/http/http-client.port';
import type { GameCentreGame } from '../../core/live/game-centre-game';
import type { GameCentreRepository } from '../../core/live/game-centre-repository.port';
import type { LiveGameSnapshot } from '../../core/live/live-game';
import type { Logger } from '../../core/platform/logger.port';
import { getParsedOr } from '../api/get-parsed';
import { toGameCentreGame } from './game-centre-mapper';
import { toLiveSnapshot } from './live-mapper';

export class ApiGameCentreRepository implements GameCentreRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  async game(gameId: number): Promise<GameCentreGame | null> {
    const wire = await getParsedOr(this.http, this.logger, { path: `/ScheduleGames/${gameId}` }, scheduleGameWire, null);
    return wire ? toGameCentreGame(wire) : null;
  }

  /** 204 until the stat crew sends the first document. */
  async liveState(gameId: number): Promise<LiveGameSnapshot | null> {
    const wire = await getParsedOr(this.http, this.logger, { path: `/live/games/${gameId}` }, liveGameStateWire, null);
    return wire ? toLiveSnapshot(wire) : null;
  }
}
