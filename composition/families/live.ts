import type { Container } from 'inversify';
import { ApiGameCentreRepository } from '../../adapters/live/api-game-centre-repository';
import { EventSourceLiveScoreboard } from '../../adapters/live/event-source-live-scoreboard';
import { EventSourceLiveStream } from '../../adapters/live/event-source-live-stream';
import type { GameCentrePageData } from '../../core/live/game-centre-page-data';
import type { GameCentreRepository } from '../../core/live/game-centre-repository.port';
import type { LiveScoreboardStream } from '../../core/live/live-scoreboard-stream.port';
import type { LiveGameStream } from '../../core/live/live-stream.port';
import { GameCentreRepositoryToken, LiveGameStreamToken, LiveScoreboardStreamToken } from '../../core/live/live.tokens';
import type { Clock } from '../../core/platform/clock.port';
import type { Logger } from '../../core/platform/logger.port';
import { ClockToken, LoggerToken } from '../../core/platform/platform.tokens';
import type { BootConfig } from '../../core/settings/boot-config';
import { BootConfigToken } from '../../core/settings/settings.tokens';
import { notFoundResponse } from '../loaders';
import type { PageFamily } from '../page-family';

/**
 * The live scoreboard's stream, for the provider that composition/main.tsx (and the seeded test app)
 * wrap around the router: `<LiveScoreboardContext.Provider value={liveScoreboardSource(container)}>`.
 */
export function liveScoreboardSource(container: Container): LiveScoreboardStream {
  return container.get<LiveScoreboardStream>(LiveScoreboardStreamToken);
}

/** The live game centre and the live streams it and the scoreboard listen to. */
export const liveFamily: PageFamily = {
  bind(repository, container) {
    repository(GameCentreRepositoryToken, ApiGameCentreRepository);
    const streamOptions = (ctx: { get<T>(token: symbol): T }) => {
      const boot = ctx.get<BootConfig>(BootConfigToken);
      return { apiBase: boot.apiBase, tenant: boot.tenant, logger: ctx.get<Logger>(LoggerToken) };
    };
    container.bind<LiveGameStream>(LiveGameStreamToken).toDynamicValue((ctx) => new EventSourceLiveStream(streamOptions(ctx)));
    container.bind<LiveScoreboardStream>(LiveScoreboardStreamToken).toDynamicValue((ctx) => new EventSourceLiveScoreboard(streamOptions(ctx)));
  },
  pages: (context) => ({
    game_center: {
      load: () => import('../../ui/pages/game-center/game-center-page'),
      loader: async ({ params, request }): Promise<GameCentrePageData> => {
        const gameId = Number(params.gameId);
        const path = new URL(request.url).pathname;
        if (!/^\d+$/.test(params.gameId ?? '') || !Number.isSafeInteger(gameId) || gameId <= 0) throw notFoundResponse(path);
        const { container } = context;
        const repository = container.get<GameCentreRepository>(GameCentreRepositoryToken);
        const [game, live, sports] = await Promise.all([repository.game(gameId), repository.liveState(gameId), context.sports()]);
        if (!game) throw notFoundResponse(path);
        const stream = container.get<LiveGameStream>(LiveGameStreamToken);
        return {
          game,
          sport: sports.find((sport) => sport.id === game.sport.id) ?? null,
          live,
          subscribe: stream.subscribe.bind(stream),
          clock: container.get<Clock>(ClockToken),
        };
      },
    },
  }),
};
