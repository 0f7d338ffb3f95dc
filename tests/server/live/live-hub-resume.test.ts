import { describe, expect, it } from 'vitest';
import type { LiveGameSnapshot } from '../../../core/live/live-game';
import { LiveHub, type LiveSource } from '../../../server/live/live-hub';
import type { StoredLiveEvent } from '../../../server/live/live-store';
import { fakeFan } from './fake-sse-response';

/**
 * #28: an instance that just started takes thousands of fans resuming a few events behind (its neighbour restarted
 * or was lost). It reads the game's recent history once, when the first of them comes, and serves the rest from
 * memory: a store query per fan, one after another on the game's queue, kept the last of them waiting for half a
 * minute at 10,000 fans.
 */

const CURRENT = 100;
const history: StoredLiveEvent[] = Array.from({ length: CURRENT - 1 }, (_, index) => ({
  eventId: index + 2,
  updatedAt: '2026-11-28T12:00:00Z',
  delta: { game: { ClockSeconds: index } },
}));
const snapshot: LiveGameSnapshot = { gameId: 7, eventId: CURRENT, updatedAt: '2026-11-28T12:00:00Z', game: {} as never };

/** The store's side as the hub sees it, counting what it is asked. */
function countingSource() {
  const asked = { snapshots: 0, events: [] as Array<[number, number]> };
  const source: LiveSource = {
    snapshot: async () => {
      asked.snapshots += 1;
      return snapshot;
    },
    events: async (_tenantId, _gameId, afterId, upToId) => {
      asked.events.push([afterId, upToId]);
      return history.filter((event) => event.eventId > afterId && event.eventId <= upToId);
    },
  };
  return { asked, source };
}

const idsOf = (written: string) => [...written.matchAll(/^id: (\d+)$/gm)].map((match) => Number(match[1]));
const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);

describe('a fresh instance taking over resuming fans', () => {
  it('reads the recent history once and gives each of 500 fans exactly the events it missed, in order', async () => {
    const { asked, source } = countingSource();
    const hub = new LiveHub(source);
    const fans = Array.from({ length: 500 }, (_, index) => ({ ...fakeFan(), lastEventId: CURRENT - (index % 40) }));
    await Promise.all(fans.map((fan) => hub.subscribe(1, 7, fan.stream, fan.lastEventId)));

    for (const fan of fans) {
      expect(idsOf(fan.response.written)).toEqual(range(fan.lastEventId + 1, CURRENT));
      expect(fan.response.written).not.toContain('event: state');
    }
    expect(asked.snapshots).toBe(1);
    expect(asked.events).toEqual([[CURRENT - 64, CURRENT]]);
  });

  it('still serves a fan further behind than the kept history from the store, and a new fan the full state', async () => {
    const { asked, source } = countingSource();
    const hub = new LiveHub(source);
    const [behind, fresh] = [fakeFan(), fakeFan()];
    await hub.subscribe(1, 7, behind.stream, 10);
    await hub.subscribe(1, 7, fresh.stream, null);

    expect(idsOf(behind.response.written)).toEqual(range(11, CURRENT));
    expect(asked.events).toEqual([
      [CURRENT - 64, CURRENT],
      [10, CURRENT],
    ]);
    expect(idsOf(fresh.response.written)).toEqual([CURRENT]);
    expect(fresh.response.written).toContain('event: state');
  });
});
