export interface FailureLimits {
  /** Failures allowed per key within the window; the next attempt waits. */
  max: number;
  windowMs: number;
  now: () => number;
  /** Keys remembered at most (the oldest are forgotten first), so a flood of addresses cannot grow memory. */
  maxKeys?: number;
}

/**
 * Counts failed attempts per key (a client address) over a sliding window, in memory: after `max`
 * failures within `windowMs` the key must wait until the oldest one leaves the window.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly limits: FailureLimits) {}

  /** Seconds until `key` may try again, or 0 when it may try now. */
  retryAfterSeconds(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.limits.max) return 0;
    return Math.max(1, Math.ceil((recent[0]! + this.limits.windowMs - this.limits.now()) / 1000));
  }

  recordFailure(key: string): void {
    const recent = this.recent(key);
    recent.push(this.limits.now());
    // Re-inserted, so the Map's order is least recently failed first.
    this.failures.delete(key);
    this.failures.set(key, recent);
    const maxKeys = this.limits.maxKeys ?? 10_000;
    for (const oldest of this.failures.keys()) {
      if (this.failures.size <= maxKeys) break;
      this.failures.delete(oldest);
    }
  }

  private recent(key: string): number[] {
    const since = this.limits.now() - this.limits.windowMs;
    return (this.failures.get(key) ?? []).filter((at) => at > since);
  }
}
