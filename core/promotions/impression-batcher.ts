// spec 7/9: impressions are sent together after a 2000 ms quiet period.
export const IMPRESSION_QUIET_PERIOD_MS = 2000;

/** Campaign ids waiting to be counted, the batch on its way, and when the next batch is due. */
export interface ImpressionBatch {
  readonly queued: readonly number[];
  readonly sending: readonly number[];
  readonly flushAt: number | null;
}

export type ImpressionBatchEvent =
  | { type: 'impression.seen'; ids: readonly number[]; now: number }
  | { type: 'impression.tick'; now: number }
  | { type: 'impression.sent' }
  | { type: 'impression.failed' };

export const emptyImpressionBatch: ImpressionBatch = { queued: [], sending: [], flushAt: null };

export function isImpressionBatchDue(batch: ImpressionBatch, now: number): boolean {
  return batch.flushAt !== null && now >= batch.flushAt && batch.queued.length > 0 && batch.sending.length === 0;
}

/**
 * Pure reducer: each impression restarts the quiet period; a due tick moves the queue into
 * `sending` (the caller then calls the counter with adIds); the queue clears only on success.
 */
export function reduceImpressionBatch(batch: ImpressionBatch, event: ImpressionBatchEvent): ImpressionBatch {
  switch (event.type) {
    case 'impression.seen':
      if (event.ids.length === 0) return batch;
      return { ...batch, queued: [...batch.queued, ...event.ids], flushAt: event.now + IMPRESSION_QUIET_PERIOD_MS };
    case 'impression.tick':
      if (!isImpressionBatchDue(batch, event.now)) return batch;
      return { ...batch, sending: [...batch.queued], flushAt: null };
    case 'impression.sent':
      // The batch sent is a prefix of the queue; ids seen meanwhile stay queued.
      return { ...batch, queued: batch.queued.slice(batch.sending.length), sending: [] };
    case 'impression.failed':
      // spec 7: the queue clears only on success, so these ids go with the next batch.
      return { ...batch, sending: [] };
  }
}

// spec 7: the counter call takes the ids comma-separated.
export function impressionAdIds(ids: readonly number[]): string {
  return ids.join(',');
}
