import type { Clock } from '../../core/platform/clock.port';

/**
 * #24: the clock of a page the server rendered. Until the page has hydrated it says the instant the
 * server rendered it at, so the first render in the browser (a countdown's seconds, what is live,
 * the footer's year) is the server's markup on any clock; from then on it is the system's.
 */
export class HydrationClock implements Clock {
  private hydrated = false;

  constructor(
    private readonly system: Clock,
    private readonly renderedAt: number,
  ) {}

  now(): number {
    return this.hydrated ? this.system.now() : this.renderedAt;
  }

  /** The page has hydrated: time runs. */
  release(): void {
    this.hydrated = true;
  }
}
