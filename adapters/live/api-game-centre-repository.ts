import { liveGameStateWire } from '../../contract/live-events';
import { liveScoreboardWire } from '../../contract/live-scoreboard';
import type { LiveEventItem } from '../../core/games/live-event-item';
import { scheduleGameWire } from '../../contract/schedule';
import type { HttpClient } from '../../core/http/http-client.port';
import type { GameCentreGame } from '../../core/live/game-centre-game';
import type { GameCentreRepository } from '../../core/live/game-centre-repository.port';
import type { LiveGameSnapshot } from '../../core/live/live-game';
import type { Logger } from '../../core/platform/logger.port';
import { getParsedOr, getSafeParsedOr } from '../api/get-parsed';
import { toGameCentreGame } from './game-centre-mapper';
import { toLiveEventItem, toLiveSnapshot } from './live-mapper';

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

  /** The scoreboard's contract is the stream's (zod/mini, DESIGN 7), so it is parsed here rather than by getParsedOr. */
  async gamesUnderWay(): Promise<LiveEventItem[]> {
    const scoreboard = await getSafeParsedOr(this.http, this.logger, { path: '/live/scoreboard' }, (body) => liveScoreboardWire.safeParse(body), null);
    return scoreboard?.items.map(toLiveEventItem) ?? [];
  }
}
