import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../api-deps';
import { registerLiveScoreboardRoutes } from '../live-scoreboard.routes';
import { registerLiveGameRoutes } from '../live.routes';
import { registerLiveStatsRoutes } from '../live-stats.routes';
import { LiveService } from '../../live/live-service';
import { isStoreUnavailable } from '../../store/store-unavailable';

/** Registers the live routes under /api/v2: stat-crew ingest, game and scoreboard state and streams. */
export async function registerLiveRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  const live = new LiveService({
    db: deps.db,
    database: deps.database,
    now: deps.now,
    invalidate: deps.invalidate,
    publisher: deps.livePublisher,
    // #28: a store that cannot be reached is an outage (the error handler warns of it), not a crash.
    onError: (error) => (isStoreUnavailable(error) ? app.log.warn({ err: error }, 'live fan-out: the store is unreachable') : app.log.error({ err: error }, 'live fan-out failed')),
  });
  // The cross-instance listener starts with the server and stops (every open stream told to reconnect) before it closes.
  app.addHook('onReady', () => live.start());
  app.addHook('preClose', async () => {
    app.lifecycle.liveStreamsClosed += await live.stop();
  });
  await registerLiveGameRoutes(app, deps, live);
  await registerLiveScoreboardRoutes(app, deps, live);
  await registerLiveStatsRoutes(app, deps);
}
