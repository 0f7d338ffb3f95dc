/** Why a request queued behind the limiter did not run: the import ended (finished or failed) first. */
export class ImportStopped extends Error {}

/**
 * At most `limit` requests at a time: the origin is someone's production site. Requests the import waits on go
 * before the ones read ahead (first come, first served within each), so reading ahead never delays the next write.
 */
export class RequestLimiter {
  private active = 0;
  private readonly waiting: { now: Array<(go: boolean) => void>; ahead: Array<(go: boolean) => void> } = { now: [], ahead: [] };
  private stopped = false;
  constructor(private readonly limit: number) {}

  async run<T>(work: () => Promise<T>, ahead: boolean): Promise<T> {
    if (this.stopped) throw new ImportStopped('The import has ended.');
    if (this.active < this.limit) this.active += 1;
    // A finished request hands its slot on to the next waiting one (the count stays as it is).
    else if (!(await new Promise<boolean>((resolve) => this.waiting[ahead ? 'ahead' : 'now'].push(resolve)))) throw new ImportStopped('The import has ended.');
    try {
      return await work();
    } finally {
      const next = this.waiting.now.shift() ?? this.waiting.ahead.shift();
      if (next) next(true);
      else this.active -= 1;
    }
  }

  /** Refuses what is still waiting and what comes after; requests under way finish. */
  stop(): void {
    this.stopped = true;
    for (const queue of Object.values(this.waiting)) for (const resolve of queue.splice(0)) resolve(false);
  }
}
