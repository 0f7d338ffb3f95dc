import type { FastifyInstance } from 'fastify';
import type { Database } from '../store/database';

/** SHUTDOWN_TIMEOUT_MS: how long a SIGTERM'd instance lets in-flight requests finish before it cuts them. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/** Past the bound, the time left to close the store before the process exits regardless. */
export const SHUTDOWN_HARD_EXIT_MARGIN_MS = 1_000;

export function parseShutdownTimeout(value: string | undefined): number {
  const text = (value ?? '').trim();
  if (text === '') return DEFAULT_SHUTDOWN_TIMEOUT_MS;
  const ms = Number(text);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`SHUTDOWN_TIMEOUT_MS must be a number of milliseconds, got '${value}'`);
  return ms;
}

export interface ShutdownReport {
  /** Live streams told to reconnect and ended. */
  liveStreams: number;
  /** From the signal until every connection had closed. */
  drainedMs: number;
  /** True when the bound passed and the connections still open were cut. */
  forced: boolean;
}

/**
 * #28, on SIGTERM: stops listening (a balancer's new connections go to the other instances), marks the
 * instance draining (/readyz 503; every answer closes its connection), tells the live fans to reconnect (an
 * SSE `retry:` hint, then the stream ends: EventSource comes back through the balancer with Last-Event-ID),
 * lets the requests in flight finish, and closes the store. Connections still open after `timeoutMs` are cut.
 */
export async function drainAndClose(app: FastifyInstance, database: Database, timeoutMs: number): Promise<ShutdownReport> {
  const started = performance.now();
  app.lifecycle.draining = true;
  let forced = false;
  const bound = setTimeout(() => {
    forced = true;
    app.log.warn(`Shutting down: ${timeoutMs} ms passed with requests still in flight; cutting them`);
    app.server.closeAllConnections();
  }, timeoutMs);
  try {
    // No new connections from here; idle kept-alive ones close now, busy ones after their answer.
    app.server.close();
    // Fastify's close: the live streams end (preClose), then it waits for every connection to finish.
    await app.close();
  } finally {
    clearTimeout(bound);
  }
  const drainedMs = Math.round(performance.now() - started);
  await database.close();
  return { liveStreams: app.lifecycle.liveStreamsClosed, drainedMs, forced };
}
