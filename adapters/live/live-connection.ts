import { createActor } from 'xstate';
import { liveConnectionMachine } from '../../core/live/live-connection.machine';
import type { LiveStreamStatus } from '../../core/live/live-stream.port';
import type { Logger } from '../../core/platform/logger.port';

/** The browser's EventSource, or a stand-in with the same surface (tests, other runtimes). */
export type EventSourceConstructor = new (url: string) => EventSource;

/** The device's network coming and going (the browser's online and offline events). */
export interface NetworkSignals {
  isOnline(): boolean;
  subscribe(onOnline: () => void, onOffline: () => void): () => void;
}

/** The browser's own signals, or none outside a browser. */
export function browserNetwork(): NetworkSignals | null {
  if (typeof globalThis.addEventListener !== 'function' || typeof navigator === 'undefined') return null;
  return {
    isOnline: () => navigator.onLine !== false,
    subscribe(onOnline, onOffline) {
      globalThis.addEventListener('online', onOnline);
      globalThis.addEventListener('offline', onOffline);
      return () => {
        globalThis.removeEventListener('online', onOnline);
        globalThis.removeEventListener('offline', onOffline);
      };
    },
  };
}

/** What a named event's data asks of the connection after it is handled. */
export type LiveMessageResult = 'ok' | 'resync';

export interface LiveConnectionOptions {
  /** The stream's URL, resuming after `lastEventId` when there is one. */
  url(lastEventId: string | null): string;
  /**
   * Named SSE events → their handlers (given the parsed JSON data and the event's id). A handler may
   * answer later (its parser loading with the first message): the messages after it wait their turn.
   */
  events: Record<string, (data: unknown, eventId: string) => LiveMessageResult | Promise<LiveMessageResult>>;
  onStatus(status: LiveStreamStatus): void;
  logger: Logger;
  EventSource?: EventSourceConstructor;
  network?: NetworkSignals | null;
  /** Resume after this event from the first connection on. */
  lastEventId?: string | null;
}

/**
 * Keeps one server-sent event stream open for as long as the subscriber wants it. The browser's own
 * reconnects carry Last-Event-ID; when it gives up (or takes too long) a fresh EventSource resumes with
 * `?lastEventId=` after a backoff (core's live connection machine). A handler may ask to resync: the
 * stream is then reopened from the start (a full state) at once.
 */
export function openLiveConnection(options: LiveConnectionOptions): () => void {
  const Source = options.EventSource ?? (globalThis as { EventSource?: EventSourceConstructor }).EventSource;
  if (!Source) {
    options.onStatus('closed');
    return () => {};
  }
  let source: EventSource | null = null;
  let lastEventId: string | null = options.lastEventId ?? null;
  let stopped = false;

  const close = () => {
    source?.close();
    source = null;
  };

  const connect = () => {
    close();
    const current = new Source(options.url(lastEventId));
    // Messages behind one whose handler has not answered yet, in the order they came.
    let waiting: Promise<void> | null = null;
    const settle = (result: LiveMessageResult, eventId: string) => {
      if (source !== current || stopped) return;
      if (result === 'resync') {
        lastEventId = null;
        connect();
      } else if (eventId) {
        lastEventId = eventId;
      }
    };
    const deliver = (name: string, handle: LiveConnectionOptions['events'][string], data: unknown, eventId: string): Promise<void> | null => {
      if (source !== current || stopped) return null;
      const result = handle(data, eventId);
      if (typeof result === 'string') {
        settle(result, eventId);
        return null;
      }
      return result.then(
        (answer) => settle(answer, eventId),
        (error: unknown) => options.logger.error(`Live stream could not handle '${name}'`, error),
      );
    };
    const queue = (next: Promise<void>) => {
      waiting = next;
      void next.then(() => {
        if (waiting === next) waiting = null;
      });
    };
    source = current;
    current.onopen = () => {
      if (source === current) actor.send({ type: 'live.opened' });
    };
    current.onerror = () => {
      if (source !== current) return;
      actor.send({ type: current.readyState === 2 ? 'live.failed' : 'live.interrupted' });
    };
    for (const [name, handle] of Object.entries(options.events)) {
      current.addEventListener(name, (event) => {
        if (source !== current || stopped) return;
        const message = event as MessageEvent<string>;
        let data: unknown;
        try {
          data = JSON.parse(message.data);
        } catch {
          options.logger.error(`Live stream sent unreadable '${name}' data`, message.data.slice(0, 200));
          return;
        }
        if (waiting) {
          queue(waiting.then(() => deliver(name, handle, data, message.lastEventId) ?? undefined));
          return;
        }
        const later = deliver(name, handle, data, message.lastEventId);
        if (later) queue(later);
      });
    }
  };

  const actor = createActor(
    liveConnectionMachine.provide({
      actions: {
        connect,
        disconnect: close,
        report: (_, params) => {
          if (!stopped || params.status === 'closed') options.onStatus(params.status);
        },
      },
    }),
  );
  const network = options.network === undefined ? browserNetwork() : options.network;
  const unwatch = network?.subscribe(
    () => actor.send({ type: 'live.online' }),
    () => actor.send({ type: 'live.offline' }),
  );
  actor.start();
  if (network && !network.isOnline()) actor.send({ type: 'live.offline' });

  return () => {
    if (stopped) return;
    actor.send({ type: 'live.stop' });
    stopped = true;
    unwatch?.();
    close();
    actor.stop();
  };
}

/** The URL of a live stream below the API base, with the tenant and, when resuming, the last event id. */
export function liveStreamUrl(apiBase: string, path: string, tenant: string, lastEventId: string | null): string {
  const query = new URLSearchParams({ tenant });
  if (lastEventId) query.set('lastEventId', lastEventId);
  return `${apiBase.replace(/\/$/, '')}${path}?${query.toString()}`;
}
