import type { Container } from 'inversify';
import type { AdapterSet } from '../../core/backend/adapter-set';
import type { LiveScoreboardStream } from '../../core/live/live-scoreboard-stream.port';
import type { LiveGameStream } from '../../core/live/live-stream.port';
import type { Clock } from '../../core/platform/clock.port';
import type { Logger } from '../../core/platform/logger.port';
import { lazyModule } from '../lazy-module';
import { lazyMethods } from '../lazy-repository';
import { lazyStream } from '../lazy-stream';
import { PORT_TOKENS } from './port-tokens';

/** The ports that push (bound apart: their subscribe is synchronous); every other port's methods are async. */
const STREAMS: ReadonlySet<keyof AdapterSet> = new Set(['liveGames', 'liveScoreboard']);

/**
 * #15: binds every data port to the in-memory adapters over a demo snapshot (npm run dev:memory), in
 * place of the API adapters the families bound: the same routes, loaders and views, no server. The
 * in-memory set and the snapshot load with the first call, as the API adapters do (DESIGN 7).
 */
export function bindInMemoryBackend(container: Container, snapshotUrl: string, clock: Clock, logger: Logger): void {
  const adapters = lazyModule(async (): Promise<AdapterSet> => {
    const [{ inMemoryAdapters }, { demoSource }, { fetchDemoSnapshot }] = await Promise.all([
      import('../../adapters/in-memory/in-memory-adapter-set'),
      import('../../adapters/in-memory/demo-source'),
      import('../../adapters/in-memory/fetch-demo-snapshot'),
    ]);
    return inMemoryAdapters({ source: demoSource(() => fetchDemoSnapshot(snapshotUrl)), clock, logger });
  });
  for (const port of Object.keys(PORT_TOKENS) as Array<keyof AdapterSet>) {
    if (STREAMS.has(port)) continue;
    container.rebind(PORT_TOKENS[port]).toDynamicValue(() => lazyMethods<object>(async () => (await adapters())[port]));
  }
  const liveGames = lazyStream(async () => (await adapters()).liveGames, logger);
  container.rebind<LiveGameStream>(PORT_TOKENS.liveGames).toConstantValue({
    subscribe: (gameId, onEvent, onStatus, options) => liveGames((stream) => stream.subscribe(gameId, onEvent, onStatus, options), onStatus),
  });
  const scoreboard = lazyStream(async () => (await adapters()).liveScoreboard, logger);
  container.rebind<LiveScoreboardStream>(PORT_TOKENS.liveScoreboard).toConstantValue({
    subscribe: (onEvent, onStatus) => scoreboard((stream) => stream.subscribe(onEvent, onStatus), onStatus),
  });
}
