import type { ContentWriteDeps } from '../../studio/content-write';
import { sendDueNewsletters } from '../../studio/newsletters/newsletter-send';
import { claimDeliveries, DeliverySender, type SendDeps } from './delivery-sender';
import { expandNextEvent } from './outbox-expander';

const TICK_MS = 1_000;
/** Claimed at a time: small enough that a killed instance leaves little leased, large enough to keep SMTP busy. */
const BATCH = 100;
/** Mails in flight at once: one a connection of the SMTP pool (5); more would only queue work ahead of fans on this thread. */
const CONCURRENCY = 5;

export interface OutboxDeps extends SendDeps {
  /** The write path, for newsletters whose scheduled time has come. */
  writes: ContentWriteDeps;
}

/**
 * Issue 46, DESIGN 2: the outbox's worker, on every instance. Each tick sends the newsletters due by the clock,
 * expands new events into deliveries, then sends due deliveries until none are left. Instances share the work
 * through SKIP LOCKED; a delivery is marked sent as soon as the mail server accepts it, so a killed instance
 * leaves at most the mails in flight to be sent again by another (with the same Message-ID).
 */
export class NotifyOutbox {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private again = false;
  private readonly sender: DeliverySender;

  constructor(
    private readonly deps: OutboxDeps,
    private readonly onError: (error: unknown) => void,
  ) {
    this.sender = new DeliverySender(deps);
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.wake(), TICK_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
    this.deps.mail.close();
  }

  /** Runs a tick now (a change in this process queued something), or once more after the one running; not before start(). */
  wake(): void {
    if (!this.timer) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.tick().catch(this.onError);
  }

  /** One pass; resolves with the deliveries it settled. One pass at a time per instance. */
  tick(): Promise<number> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
    return this.running;
  }

  /** Ticks until nothing is left to do now (tests; a later retry's time is not waited for). */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      if (this.running) await this.running.catch(() => undefined);
      const settled = await this.tick();
      total += settled;
      if (settled === 0) return total;
    }
  }

  private async pass(): Promise<number> {
    const at = () => new Date(this.deps.writes.now());
    await sendDueNewsletters(this.deps.writes, at());
    let expanded = 0;
    while (await expandNextEvent(this.deps, at())) expanded += 1;
    let settled = 0;
    for (;;) {
      const claimed = await claimDeliveries(this.deps.db, at(), BATCH, this.deps.settings.leaseMs);
      if (claimed.length === 0) break;
      await this.sender.send(claimed, at(), CONCURRENCY);
      settled += claimed.length;
    }
    return settled + expanded;
  }
}
