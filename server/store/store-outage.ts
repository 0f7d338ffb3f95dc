import type { FastifyBaseLogger } from 'fastify';
import { unavailableReason } from './store-unavailable';

/** How often a store found unreachable is asked again, to log when it is back. */
const PROBE_MS = 1_000;

/**
 * #28: one warning per outage of the store, not one error per request: the first request that finds it
 * unreachable logs it, a probe asks it every second, and its return is logged with how long it was away.
 * Requests need no restart: each one asks the store again (the pool opens new connections).
 */
export class StoreOutage {
  private since: number | null = null;
  private probe: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly ping: () => Promise<unknown>,
    private readonly log: FastifyBaseLogger,
  ) {}

  get isDown(): boolean {
    return this.since !== null;
  }

  /** A request met the store unreachable. */
  noticed(error: unknown): void {
    if (this.since !== null || this.stopped) return;
    this.since = performance.now();
    this.log.warn(`Store unreachable (${unavailableReason(error)}): answering 503 with Retry-After until it is back`);
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    if (this.probe) clearTimeout(this.probe);
    this.probe = null;
  }

  private schedule(): void {
    this.probe = setTimeout(() => {
      this.ping().then(
        () => {
          this.log.info(`Store reachable again after ${Math.round(performance.now() - this.since!)} ms`);
          this.since = null;
          this.probe = null;
        },
        () => {
          if (!this.stopped) this.schedule();
        },
      );
    }, PROBE_MS);
    this.probe.unref();
  }
}
