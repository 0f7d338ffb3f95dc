import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventSourceLiveStream, loadLiveStreamParsers } from '../../../adapters/live/event-source-live-stream';
import type { NetworkSignals } from '../../../adapters/live/live-connection';
import { diffLiveGame } from '../../../core/live/live-delta';
import { LIVE_BROWSER_RETRY_LIMIT_MS, reconnectDelay } from '../../../core/live/live-connection.machine';
import type { LiveGameEvent, LiveStreamStatus } from '../../../core/live/live-stream.port';
import { liveGame, withChange } from '../../core/live/live-game-fixture';
import { quietLogger } from '../../support/quiet-logger';

/** A scripted EventSource: the test opens it, sends it events and makes it fail. */
class FakeEventSource extends EventTarget {
  static made: FakeEventSource[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    super();
    FakeEventSource.made.push(this);
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  send(type: string, data: unknown, id: number) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: String(id) }));
  }
  /** A network drop the browser retries itself (CONNECTING), or a failure it gives up on (CLOSED). */
  fail(closed: boolean) {
    this.readyState = closed ? 2 : 0;
    this.onerror?.();
  }
  close() {
    this.readyState = 2;
  }
}

const GAME = 77;
const games = [0, 1, 2, 3, 4].map((n) => withChange(liveGame(), { home: n * 2, visiting: n, clock: 500 - n * 10, period: 1 }));
const state = (eventId: number) => ({ gameId: GAME, eventId, updatedAt: 'now', game: games[eventId - 1] });
const delta = (eventId: number) => ({ gameId: GAME, eventId, updatedAt: 'now', delta: diffLiveGame(games[eventId - 2]!, games[eventId - 1]!) });

function follow(network: NetworkSignals | null = null, Stream: typeof EventSourceLiveStream = EventSourceLiveStream) {
  const stream = new Stream({ apiBase: '/api/v2', tenant: 'ridgemont', logger: quietLogger, EventSource: FakeEventSource as unknown as typeof EventSource, network });
  const events: LiveGameEvent[] = [];
  const statuses: LiveStreamStatus[] = [];
  const stop = stream.subscribe(GAME, (event) => events.push(event), (status) => statuses.push(status));
  return { events, statuses, stop, latest: () => FakeEventSource.made.at(-1)! };
}

// The parsers load with a stream's first message; once loaded, each message is handled as it arrives.
beforeAll(() => loadLiveStreamParsers());
beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.made = [];
});
afterEach(() => vi.useRealTimers());

describe('EventSourceLiveStream reconnecting on its own', () => {
  it('opens the game stream with the school as a query parameter (EventSource cannot send headers)', () => {
    const fan = follow();
    expect(fan.latest().url).toBe(`/api/v2/live/games/${GAME}/events?tenant=ridgemont`);
    fan.stop();
  });

  it('after the browser gives up, reconnects with ?lastEventId= after a growing backoff, and reports it', () => {
    const fan = follow();
    fan.latest().open();
    fan.latest().send('state', state(1), 1);
    fan.latest().send('delta', delta(2), 2);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const made = FakeEventSource.made.length;
      fan.latest().fail(true);
      expect(fan.statuses.at(-1)).toBe('reconnecting');
      vi.advanceTimersByTime(reconnectDelay(attempt) - 1);
      expect(FakeEventSource.made).toHaveLength(made);
      vi.advanceTimersByTime(1);
      expect(FakeEventSource.made).toHaveLength(made + 1);
      expect(fan.latest().url).toBe(`/api/v2/live/games/${GAME}/events?tenant=ridgemont&lastEventId=2`);
    }
    fan.latest().open();
    expect(fan.statuses.at(-1)).toBe('open');
    fan.latest().send('delta', delta(3), 3);
    expect(fan.events.map((event) => (event.type === 'state' ? event.snapshot.eventId : event.eventId))).toEqual([1, 2, 3]);
    fan.stop();
  });

  it("lets the browser's own retry resume (Last-Event-ID), and replaces it when it takes too long", () => {
    const fan = follow();
    fan.latest().open();
    fan.latest().send('state', state(1), 1);
    fan.latest().fail(false);
    expect(fan.statuses.at(-1)).toBe('reconnecting');
    expect(FakeEventSource.made).toHaveLength(1);
    vi.advanceTimersByTime(LIVE_BROWSER_RETRY_LIMIT_MS + reconnectDelay(0));
    expect(FakeEventSource.made).toHaveLength(2);
    expect(fan.latest().url).toContain('lastEventId=1');
    fan.stop();
  });

  it('drops events it already has and resyncs from a full state when one is missing', () => {
    const fan = follow();
    const first = fan.latest();
    first.open();
    first.send('state', state(1), 1);
    first.send('delta', delta(2), 2);
    first.send('delta', delta(2), 2);
    expect(fan.events).toHaveLength(2);
    first.send('delta', delta(4), 4);
    expect(fan.events).toHaveLength(2);
    const second = fan.latest();
    expect(second).not.toBe(first);
    expect(first.readyState).toBe(2);
    expect(second.url).toBe(`/api/v2/live/games/${GAME}/events?tenant=ridgemont`);
    second.open();
    second.send('state', state(4), 4);
    expect(fan.events.at(-1)).toMatchObject({ type: 'state', snapshot: { eventId: 4 } });
    fan.stop();
  });

  it('goes offline with the device and reconnects at once when it is back', () => {
    let online = () => {};
    let offline = () => {};
    const network: NetworkSignals = {
      isOnline: () => true,
      subscribe(onOnline, onOffline) {
        online = onOnline;
        offline = onOffline;
        return () => {};
      },
    };
    const fan = follow(network);
    fan.latest().open();
    fan.latest().send('state', state(1), 1);
    offline();
    expect(fan.statuses.at(-1)).toBe('closed');
    expect(fan.latest().readyState).toBe(2);
    online();
    expect(FakeEventSource.made).toHaveLength(2);
    expect(fan.latest().url).toContain('lastEventId=1');
    expect(fan.statuses.at(-1)).toBe('connecting');
    fan.stop();
  });

  it('stops listening for good when unsubscribed', () => {
    const fan = follow();
    fan.latest().open();
    fan.stop();
    expect(fan.latest().readyState).toBe(2);
    expect(fan.statuses.at(-1)).toBe('closed');
    fan.latest().send('state', state(1), 1);
    vi.advanceTimersByTime(60_000);
    expect(fan.events).toEqual([]);
    expect(FakeEventSource.made).toHaveLength(1);
  });

  it('handles the messages that come before its parsers have loaded once they have, in order', async () => {
    vi.useRealTimers();
    vi.resetModules();
    // A fresh copy of the module, whose parsers have not loaded yet.
    const fresh = await import('../../../adapters/live/event-source-live-stream');
    const fan = follow(null, fresh.EventSourceLiveStream);
    fan.latest().open();
    fan.latest().send('state', state(1), 1);
    fan.latest().send('delta', delta(2), 2);
    fan.latest().send('delta', delta(3), 3);
    expect(fan.events).toEqual([]);
    await vi.waitFor(() => expect(fan.events).toHaveLength(3));
    expect(fan.events.map((event) => (event.type === 'state' ? event.snapshot.eventId : event.eventId))).toEqual([1, 2, 3]);
    expect(fan.latest().url).toBe(`/api/v2/live/games/${GAME}/events?tenant=ridgemont`);
    fan.stop();
  });
});
