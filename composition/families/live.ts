import type { Container } from 'inversify';
import type { GameCentreRepository } from '../../core/live/game-centre-repository.port';
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
import type { LiveScoreboardSource } from '../../ui/live/live-scoreboard-context';

/**
 * The live scoreboard's source, for the provider around the router (composition/app-root.tsx): its
 * stream, and the games under way read once for a page the server renders (the game centre's repository
 * loads only then).
 */
export function liveScoreboardSource(container: Container): LiveScoreboardSource {
  return {
    gamesUnderWay: () => container.get<GameCentreRepository>(GameCentreRepositoryToken).gamesUnderWay(),
    stream: container.get<LiveScoreboardStream>(LiveScoreboardStreamToken),
  };
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
