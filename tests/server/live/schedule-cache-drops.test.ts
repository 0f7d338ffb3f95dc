import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RUNNING_SCORE_DROP_MS, ScheduleCacheDrops } from '../../../server/live/schedule-cache-drops';
import { TEST_NOW } from '../../support/test-clock';

/** A school's cached GETs during a live game: a start or a final drops them at once, running scores at a pace. */
describe('schedule cache drops', () => {
  let drops: number[];
  let cacheDrops: ScheduleCacheDrops;

  beforeEach(() => {
    // The timers and the monotonic clock the drops pace themselves by, both moved by the test alone.
    vi.useFakeTimers({ now: TEST_NOW, toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    drops = [];
    cacheDrops = new ScheduleCacheDrops((tenantId) => drops.push(tenantId));
  });
  afterEach(() => vi.useRealTimers());

  it('drops at once for the first running score, then once at the end of the window for every score within it', () => {
    cacheDrops.changed(1, true);
    expect(drops).toEqual([1]);
    for (let score = 0; score < 10; score += 1) {
      vi.advanceTimersByTime(400);
      cacheDrops.changed(1, true);
    }
    expect(drops).toEqual([1]);
    vi.advanceTimersByTime(RUNNING_SCORE_DROP_MS - 4_000 - 1);
    expect(drops).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(drops).toEqual([1, 1]);
    // Quiet for a window: the next score drops at once again.
    vi.advanceTimersByTime(RUNNING_SCORE_DROP_MS);
    cacheDrops.changed(1, true);
    expect(drops).toEqual([1, 1, 1]);
  });

  it('drops at once for a start, a final or a result, taking the running scores waiting with it', () => {
    cacheDrops.changed(1, true);
    vi.advanceTimersByTime(100);
    cacheDrops.changed(1, true);
    cacheDrops.changed(1, false);
    expect(drops).toEqual([1, 1]);
    vi.advanceTimersByTime(RUNNING_SCORE_DROP_MS * 2);
    expect(drops).toEqual([1, 1]);
  });

  it('paces each school on its own', () => {
    cacheDrops.changed(1, true);
    cacheDrops.changed(2, true);
    cacheDrops.changed(1, true);
    expect(drops).toEqual([1, 2]);
    vi.advanceTimersByTime(RUNNING_SCORE_DROP_MS);
    expect(drops).toEqual([1, 2, 1]);
  });

  it('drops what is waiting when the instance stops', () => {
    cacheDrops.changed(1, true);
    cacheDrops.changed(1, true);
    cacheDrops.flush();
    expect(drops).toEqual([1, 1]);
    vi.advanceTimersByTime(RUNNING_SCORE_DROP_MS);
    expect(drops).toEqual([1, 1]);
  });
});
