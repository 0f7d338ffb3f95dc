import type { FastifyInstance } from 'fastify';
import type { NchanPublisher } from '../live/nchan-publisher';
import type { Database } from '../store/database';
import type { StoreOutage } from '../store/store-outage';
import { storeReadiness } from '../store/store-readiness';
import { STORE_RETRY_AFTER_S } from '../store/store-unavailable';
import type { ServerLifecycle } from './server-lifecycle';

export interface HealthDeps {
  database: Database;
  lifecycle: ServerLifecycle;
  outage: StoreOutage;
  /** #49: set when nchan holds the fans' streams: readiness says whether this instance can publish to it. */
  livePublisher?: NchanPublisher;
}

/**
 * #28: probes for a balancer or an orchestrator, outside the API: no tenant, no cache, no session, no
 * request log line (a probe every second would drown the log; failures still log at warn).
 * - GET /healthz: the process answers (never the store): 200 `{ "status": "ok" }`.
 * - GET /readyz: the store answers and has this build's migrations: 200 `{ "status": "ready", "migration" }`;
 *   with nchan (LIVE_PUBLISH_URL), also `"livePublisher": "reachable" | "unreachable"` (still 200: every instance
 *   publishes to the same nginx, so taking one out would not help its fans; the stat crew's events are stored);
 *   else 503 with Retry-After and `{ "status": "unavailable", "reason": "store-unreachable" | "migrations-pending" | "shutting-down", ... }`.
 */
export async function registerHealthRoutes(app: FastifyInstance, deps: HealthDeps): Promise<void> {
  const quiet = { logLevel: 'warn' as const };
  app.get('/healthz', quiet, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', quiet, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const unavailable = (body: Record<string, unknown>) => reply.code(503).header('retry-after', String(STORE_RETRY_AFTER_S)).send({ status: 'unavailable', ...body });
    if (deps.lifecycle.draining) return unavailable({ reason: 'shutting-down' });
    const readiness = await storeReadiness(deps.database);
    if (readiness.ready) {
      const publisher = deps.livePublisher ? { livePublisher: (await deps.livePublisher.reachable()) ? 'reachable' : 'unreachable' } : {};
      return reply.send({ status: 'ready', migration: readiness.migration, ...publisher });
    }
    if (readiness.reason === 'unreachable') {
      deps.outage.noticed(new Error(readiness.detail));
      return unavailable({ reason: 'store-unreachable', detail: readiness.detail });
    }
    return unavailable({ reason: 'migrations-pending', pending: readiness.pending });
  });
}
