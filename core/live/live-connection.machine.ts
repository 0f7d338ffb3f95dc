import { assign, setup, type SnapshotFrom } from 'xstate';
import type { LiveStreamStatus } from './live-stream.port';

// DESIGN 1 (push, nothing lost): after a failed connection the fan reconnects by itself, waiting 1 s,
// then twice as long each time, up to 30 s, so a server restart is not met by every fan at once.
export const LIVE_RECONNECT_BASE_MS = 1_000;
export const LIVE_RECONNECT_MAX_MS = 30_000;
// A browser that keeps retrying on its own for this long is replaced by a fresh connection of ours.
export const LIVE_BROWSER_RETRY_LIMIT_MS = 20_000;

/** The wait before reconnect attempt `attempt` (0 for the first): doubling from the base, capped. */
export function reconnectDelay(attempt: number): number {
  const n = Number.isFinite(attempt) ? Math.max(0, Math.floor(attempt)) : 0;
  return Math.min(LIVE_RECONNECT_MAX_MS, LIVE_RECONNECT_BASE_MS * 2 ** Math.min(n, 30));
}

export interface LiveConnectionContext {
  /** Failed attempts since the stream was last open. */
  attempt: number;
}

export type LiveConnectionEvent =
  /** The stream is open. */
  | { type: 'live.opened' }
  /** The stream dropped and the browser reconnects on its own (EventSource keeps Last-Event-ID). */
  | { type: 'live.interrupted' }
  /** The stream closed for good (the browser gave up): we reconnect ourselves after a wait. */
  | { type: 'live.failed' }
  /** The device went offline or came back online. */
  | { type: 'live.offline' }
  | { type: 'live.online' }
  /** The fan left the page. */
  | { type: 'live.stop' };

/**
 * A fan's live connection: connecting → open; a drop → reconnecting (the browser's own retry, or ours
 * with backoff) → connecting → open; offline → closed until the device is back online.
 * `connect` opens a stream that resumes after the last event seen, `disconnect` closes it, and `report`
 * tells the subscriber the status; the adapter supplies all three with `machine.provide`.
 */
export const liveConnectionMachine = setup({
  types: {
    context: {} as LiveConnectionContext,
    events: {} as LiveConnectionEvent,
  },
  actions: {
    connect: () => {},
    disconnect: () => {},
    report: (_, _params: { status: LiveStreamStatus }) => {},
    resetAttempts: assign({ attempt: 0 }),
    countAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
  },
  delays: {
    backoff: ({ context }) => reconnectDelay(context.attempt - 1),
    browserRetryLimit: LIVE_BROWSER_RETRY_LIMIT_MS,
  },
}).createMachine({
  id: 'liveConnection',
  context: { attempt: 0 },
  initial: 'connecting',
  on: {
    'live.stop': '.stopped',
    'live.offline': '.offline',
  },
  states: {
    connecting: {
      entry: ['connect', { type: 'report', params: { status: 'connecting' } }],
      on: {
        'live.opened': 'open',
        'live.interrupted': 'retrying',
        'live.failed': 'waiting',
      },
    },
    open: {
      entry: ['resetAttempts', { type: 'report', params: { status: 'open' } }],
      on: {
        'live.interrupted': 'retrying',
        'live.failed': 'waiting',
      },
    },
    retrying: {
      entry: { type: 'report', params: { status: 'reconnecting' } },
      on: {
        'live.opened': 'open',
        'live.failed': 'waiting',
      },
      after: { browserRetryLimit: 'waiting' },
    },
    waiting: {
      entry: ['disconnect', 'countAttempt', { type: 'report', params: { status: 'reconnecting' } }],
      after: { backoff: 'connecting' },
      on: { 'live.online': 'connecting' },
    },
    offline: {
      entry: ['disconnect', { type: 'report', params: { status: 'closed' } }],
      on: { 'live.online': 'connecting' },
    },
    stopped: {
      type: 'final',
      entry: ['disconnect', { type: 'report', params: { status: 'closed' } }],
    },
  },
});

export type LiveConnectionSnapshot = SnapshotFrom<typeof liveConnectionMachine>;
