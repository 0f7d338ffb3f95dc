import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventSourceLiveStream, loadLiveStreamParsers } from '../../../adapters/live/event-source-live-stream';
import type { NetworkSignals } from '../../../adapters/live/live-connection';
import { diffLiveGame } from '../../../core/live/live-delta';
import { LIVE_BROWSER_RETRY_LIMIT_MS, reconnectDelay } from '../../../core/live/live-connection.machine';
import type { LiveGameEvent, LiveStreamStatus } from '../../../core/live/live-stream.port';
import { foldLiveEvent } from '../../../core/live/live-event-fold';
import type { LiveGameSnapshot } from '../../../core/live/live-game';
import type { Logger } from '../../../core/platform/logger.port';
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
  /** `id` is the SSE id: the event id through Node, nchan's own ('1796677489:3') through nchan. */
  send(type: string, data: unknown, id: number | string) {
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
const games = [0, 1, 2, 3, 4, 5, 6, 7].map((n) => withChange(liveGame(), { home: n * 2, visiting: n, clock: 500 - n * 10, period: 1 }));
const state = (eventId: number) => ({ gameId: GAME, eventId, updatedAt: 'now', game: games[eventId - 1]! });
const delta = (eventId: number) => ({ gameId: GAME, eventId, updatedAt: 'now', delta: diffLiveGame(games[eventId - 2]!, games[eventId - 1]!) });

/** A scripted GET /live/games/{gameId}: each request waits until the test answers it. */
function stateServer() {
  const requests: Array<{ url: string; tenant: string | null; answer(response: Response | Error): void }> = [];
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      requests.push({ url: String(input), tenant: new Headers(init?.headers).get('tenant'), answer: (response) => (response instanceof Error ? reject(response) : resolve(response)) });
    })) as typeof globalThis.fetch;
  return {
    fetch,
    requests,
    /** Answers the latest request, then lets the adapter handle the answer. */
    async answer(response: Response | Error) {
      requests.at(-1)!.answer(response);
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}
const stateResponse = (eventId: number) => new Response(JSON.stringify(state(eventId)), { status: 200, headers: { 'content-type': 'application/json' } });

interface FollowOptions {
  network?: NetworkSignals | null;
  Stream?: typeof EventSourceLiveStream;
  fetch?: typeof fetch;
  after?: number;
  logger?: Logger;
}

function follow({ network = null, Stream = EventSourceLiveStream, fetch = stateServer().fetch, after, logger = quietLogger }: FollowOptions = {}) {
  const stream = new Stream({ apiBase: '/api/v2', tenant: 'ridgemont', logger, EventSource: FakeEventSource as unknown as typeof EventSource, network, fetch });
  const events: LiveGameEvent[] = [];
  const statuses: LiveStreamStatus[] = [];
  const stop = stream.subscribe(GAME, (event) => events.push(event), (status) => statuses.push(status), { after });
  return { events, statuses, stop, latest: () => FakeEventSource.made.at(-1)! };
}

const ids = (events: LiveGameEvent[]) => events.map((event) => (event.type === 'state' ? `state ${event.snapshot.eventId}` : event.eventId));

/** What a fan shows after folding the events from `initial`: each must apply (no gap, no stale state). */
function shown(initial: LiveGameSnapshot | null, events: LiveGameEvent[]): LiveGameSnapshot | null {
  return events.reduce((current, event) => {
    const { snapshot, outcome } = foldLiveEvent(current, event);
    expect(outcome).toBe('applied');
    return snapshot;
  }, initial);
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

  it('drops events it already has, and on a gap takes the full state over HTTP without reopening the stream', async () => {
    const server = stateServer();
    const fan = follow({ fetch: server.fetch });
    const first = fan.latest();
    first.open();
    first.send('state', state(1), 1);
    first.send('delta', delta(2), 2);
    first.send('delta', delta(2), 2);
    expect(fan.events).toHaveLength(2);
    first.send('delta', delta(4), 4);
    expect(fan.events).toHaveLength(2);
    expect(server.requests.map(({ url, tenant }) => [url, tenant])).toEqual([[`/api/v2/live/games/${GAME}`, 'ridgemont']]);
    first.send('delta', delta(5), 5);
    await server.answer(stateResponse(4));
    expect(ids(fan.events)).toEqual(['state 1', 2, 'state 4', 5]);
    expect(shown(null, fan.events)).toEqual(state(5));
    expect(FakeEventSource.made).toEqual([first]);
    expect(first.readyState).toBe(1);
    fan.stop();
  });

  it('still takes a state frame from the stream in place of the one it holds, and one over HTTP only when it is newer', async () => {
    const server = stateServer();
    const fan = follow({ fetch: server.fetch, after: 1 });
    fan.latest().open();
    fan.latest().send('delta', delta(3), 3);
    expect(server.requests).toHaveLength(1);
    fan.latest().send('state', state(3), 3);
    fan.latest().send('delta', delta(4), 4);
    await server.answer(stateResponse(2));
    expect(ids(fan.events)).toEqual(['state 3', 4]);
    vi.advanceTimersByTime(60_000);
    expect(server.requests).toHaveLength(1);
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
    const fan = follow({ network });
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
    const fan = follow({ Stream: fresh.EventSourceLiveStream });
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

describe('EventSourceLiveStream through nchan (deltas only, with its own message ids)', () => {
  const nchanId = (n: number) => `1796677489:${n}`;
  /** A fresh nchan subscriber first gets the deltas it buffered, perhaps older than the fan's state. */
  function sendDeltas(fan: ReturnType<typeof follow>, eventIds: number[]) {
    for (const eventId of eventIds) fan.latest().send('delta', delta(eventId), nchanId(eventId + 40));
  }

  it("with the page's state, drops the buffered deltas it has and applies the ones after it, fetching nothing", () => {
    const server = stateServer();
    const fan = follow({ fetch: server.fetch, after: 4 });
    expect(fan.latest().url).toBe(`/api/v2/live/games/${GAME}/events?tenant=ridgemont&lastEventId=4`);
    fan.latest().open();
    sendDeltas(fan, [2, 3, 4, 5]);
    sendDeltas(fan, [6]);
    expect(ids(fan.events)).toEqual([5, 6]);
    expect(shown(state(4), fan.events)).toEqual(state(6));
    expect(server.requests).toEqual([]);
    fan.stop();
  });

  it('without a state, fetches it once at the first delta and applies the held deltas that follow it', async () => {
    const server = stateServer();
    const fan = follow({ fetch: server.fetch });
    fan.latest().open();
    sendDeltas(fan, [2, 3, 4, 5]);
    expect(fan.events).toEqual([]);
    expect(server.requests).toHaveLength(1);
    sendDeltas(fan, [6]);
    await server.answer(stateResponse(4));
    expect(ids(fan.events)).toEqual(['state 4', 5, 6]);
    sendDeltas(fan, [7]);
    expect(shown(null, fan.events)).toEqual(state(7));
    expect(server.requests).toHaveLength(1);
    expect(FakeEventSource.made).toHaveLength(1);
    fan.stop();
  });

  it('on a gap, fetches the state again (after a wait) while it is older than the deltas held, and never applies one that does not follow', async () => {
    const server = stateServer();
    const fan = follow({ fetch: server.fetch, after: 1 });
    fan.latest().open();
    sendDeltas(fan, [2, 4, 5]);
    expect(ids(fan.events)).toEqual([2]);
    await server.answer(stateResponse(2));
    expect(ids(fan.events)).toEqual([2]);
    vi.advanceTimersByTime(499);
    expect(server.requests).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(server.requests).toHaveLength(2);
    sendDeltas(fan, [6]);
    await server.answer(stateResponse(4));
    expect(ids(fan.events)).toEqual([2, 'state 4', 5, 6]);
    expect(shown(state(1), fan.events)).toEqual(state(6));
    vi.advanceTimersByTime(60_000);
    expect(server.requests).toHaveLength(2);
    fan.stop();
  });

  it('after a 204 (no live document yet), asks again after a wait and applies what follows the state', async () => {
    const server = stateServer();
    const fan = follow({ fetch: server.fetch });
    fan.latest().open();
    sendDeltas(fan, [2]);
    await server.answer(new Response(null, { status: 204 }));
    expect(fan.events).toEqual([]);
    sendDeltas(fan, [3]);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(server.requests).toHaveLength(2);
    await server.answer(stateResponse(2));
    expect(ids(fan.events)).toEqual(['state 2', 3]);
    sendDeltas(fan, [4]);
    expect(shown(null, fan.events)).toEqual(state(4));
    fan.stop();
  });

  it('retries a failed fetch with a growing backoff, warning each time, and stops for good when unsubscribed', async () => {
    const server = stateServer();
    const warn = vi.fn();
    const fan = follow({ fetch: server.fetch, after: 1, logger: { ...quietLogger, warn } });
    fan.latest().open();
    sendDeltas(fan, [3]);
    await server.answer(new TypeError('Failed to fetch'));
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining(`game ${GAME} could not be fetched`), expect.any(TypeError));
    vi.advanceTimersByTime(500);
    expect(server.requests).toHaveLength(2);
    await server.answer(new Response('busy', { status: 503 }));
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining(`game ${GAME} could not be fetched`), expect.any(Error));
    vi.advanceTimersByTime(999);
    expect(server.requests).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(server.requests).toHaveLength(3);
    await server.answer(stateResponse(2));
    expect(ids(fan.events)).toEqual(['state 2', 3]);

    sendDeltas(fan, [5]);
    expect(server.requests).toHaveLength(4);
    await server.answer(new TypeError('Failed to fetch'));
    fan.stop();
    vi.advanceTimersByTime(60_000);
    expect(server.requests).toHaveLength(4);
    expect(ids(fan.events)).toEqual(['state 2', 3]);
  });

  it('emits nothing once unsubscribed while its fetch is on its way', async () => {
    const server = stateServer();
    const fan = follow({ fetch: server.fetch });
    fan.latest().open();
    sendDeltas(fan, [2]);
    fan.stop();
    await server.answer(stateResponse(2));
    vi.advanceTimersByTime(60_000);
    expect(fan.events).toEqual([]);
    expect(server.requests).toHaveLength(1);
  });
});
