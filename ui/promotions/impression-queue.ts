import { emptyImpressionBatch, IMPRESSION_QUIET_PERIOD_MS, reduceImpressionBatch, type ImpressionBatch } from '../../core/promotions/impression-batcher';
import type { Logger } from '../../core/platform/logger.port';

/**
 * spec 7: the impressions of shown campaigns, sent together once 2000 ms have passed without a new
 * one. core's reducer decides; this runs its timer and the call. The queue clears on success only;
 * a failure is logged and ignored (spec 8), its ids going with the next batch.
 */
export class ImpressionQueue {
  private batch: ImpressionBatch = emptyImpressionBatch;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly send: (campaignIds: readonly number[]) => Promise<void>,
    private readonly logger: Logger,
    private readonly now: () => number,
  ) {}

  seen(campaignIds: readonly number[]): void {
    if (campaignIds.length === 0) return;
    this.batch = reduceImpressionBatch(this.batch, { type: 'impression.seen', ids: campaignIds, now: this.now() });
    this.wait();
  }

  private wait(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.flush(), IMPRESSION_QUIET_PERIOD_MS);
  }

  private flush(): void {
    this.timer = null;
    // The timer is the quiet period: it fired, so the batch is due whatever the clock reads.
    const due = this.batch.flushAt ?? this.now();
    this.batch = reduceImpressionBatch(this.batch, { type: 'impression.tick', now: Math.max(due, this.now()) });
    const sending = this.batch.sending;
    if (sending.length === 0) return;
    this.send(sending).then(
      () => {
        this.batch = reduceImpressionBatch(this.batch, { type: 'impression.sent' });
        // Seen while the batch was on its way: they get their own quiet period.
        if (this.batch.queued.length > 0 && this.timer === null) this.wait();
      },
      (error: unknown) => {
        this.batch = reduceImpressionBatch(this.batch, { type: 'impression.failed' });
        this.logger.warn('Failed to count promotion impressions', error);
      },
    );
  }
}
