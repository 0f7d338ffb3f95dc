import type { Container } from '../dependency-container';
import type { LiveScoreboardStream } from '../../core/live/live-scoreboard-stream.port';
import type { LiveGameStream } from '../../core/live/live-stream.port';
import { GameCentreRepositoryToken, LiveGameStreamToken, LiveScoreboardStreamToken } from '../../core/live/live.tokens';
import type { Logger } from '../../core/platform/logger.port';
import { LoggerToken } from '../../core/platform/platform.tokens';
import type { BootConfig } from '../../core/settings/boot-config';
import { BootConfigToken } from '../../core/settings/settings.tokens';
import { lazyPages } from '../lazy-pages';
import { lazyStream } from '../lazy-stream';
import type { PageFamily } from '../page-family';

/**
 * The live scoreboard's stream, for the provider that composition/start.tsx (and the seeded test app)
 * wrap around the router: `<LiveScoreboardContext.Provider value={liveScoreboardSource(container)}>`.
 */
export function liveScoreboardSource(container: Container): LiveScoreboardStream {
  return container.get<LiveScoreboardStream>(LiveScoreboardStreamToken);
}

/** The live game stream, for the provider around the router that the game centre follows its game through. */
export function liveGameSource(container: Container): LiveGameStream {
  return container.get<LiveGameStream>(LiveGameStreamToken);
}

/** The live game centre and the live streams it and the scoreboard listen to. */
export const liveFamily: PageFamily = {
  bind(repository, container) {
    repository(GameCentreRepositoryToken, () => import('../../adapters/live/api-game-centre-repository').then((m) => m.ApiGameCentreRepository));
    const streamOptions = (ctx: { get<T>(token: symbol): T }) => {
      const boot = ctx.get<BootConfig>(BootConfigToken);
      return { apiBase: boot.apiBase, tenant: boot.tenant, logger: ctx.get<Logger>(LoggerToken) };
    };
    // DESIGN 7: the EventSource adapters (and their wire schemas) load with the first subscriber.
    container.bind<LiveGameStream>(LiveGameStreamToken).toDynamicValue((ctx) => {
      const options = streamOptions(ctx);
      const subscribe = lazyStream(() => import('../../adapters/live/event-source-live-stream').then((m) => new m.EventSourceLiveStream(options)), options.logger);
      return { subscribe: (gameId, onEvent, onStatus, more) => subscribe((stream) => stream.subscribe(gameId, onEvent, onStatus, more), onStatus) };
    });
    container.bind<LiveScoreboardStream>(LiveScoreboardStreamToken).toDynamicValue((ctx) => {
      const options = streamOptions(ctx);
      const subscribe = lazyStream(() => import('../../adapters/live/event-source-live-scoreboard').then((m) => new m.EventSourceLiveScoreboard(options)), options.logger);
      return { subscribe: (onEvent, onStatus) => subscribe((stream) => stream.subscribe(onEvent, onStatus), onStatus) };
    });
  },
  pages: (context) => lazyPages(['game_center'], () => import('./live-pages').then((m) => m.livePages(context))),
};
