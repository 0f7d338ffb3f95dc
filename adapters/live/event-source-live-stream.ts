import { LIVE_EVENT } from '../../contract/live-event-names';
import type { LiveDeltaEventWire } from '../../contract/live-events';
import type { LiveGameEvent, LiveGameStream, LiveGameSubscribeOptions, LiveStreamStatus } from '../../core/live/live-stream.port';
import type { Logger } from '../../core/platform/logger.port';
import { liveStreamUrl, openLiveConnection, type EventSourceConstructor, type LiveMessageResult, type NetworkSignals } from './live-connection';

/**
 * The game stream's schemas and mappers load with its first message (DESIGN 7): a fan who opens the
 * game centre has its state from the page, and the stream resumes after it, so the wire schemas (zod's
 * classic API) are fetched when the game first changes, not with the page.
 */
const importParsers = () =>
  Promise.all([import('../../contract/live-events'), import('./live-mapper')]).then(([wire, mapper]) => ({
    liveGameStateWire: wire.liveGameStateWire,
    liveDeltaEventWire: wire.liveDeltaEventWire,
    toLiveSnapshot: mapper.toLiveSnapshot,
    toLiveDeltaEvent: mapper.toLiveDeltaEvent,
  }));
type Parsers = Awaited<ReturnType<typeof importParsers>>;
let parsers: Parsers | null = null;
let loading: Promise<Parsers> | null = null;

/** Loads the game stream's parsers (once); every message after that is handled as it arrives. */
export function loadLiveStreamParsers(): Promise<Parsers> {
  loading ??= importParsers().then(
    (loaded) => (parsers = loaded),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** A message handled at once when the parsers are here, else once they have loaded. */
function withParsers(handle: (loaded: Parsers) => LiveMessageResult): LiveMessageResult | Promise<LiveMessageResult> {
  return parsers ? handle(parsers) : loadLiveStreamParsers().then(handle);
}

export interface EventSourceLiveStreamOptions {
  /** '/api/v2' in the browser, or an absolute base. */
  apiBase: string;
  /** EventSource cannot send the `tenant` header, so the school travels as a query parameter. */
  tenant: string;
  logger: Logger;
  EventSource?: EventSourceConstructor;
  network?: NetworkSignals | null;
  /** For the full state a gap needs (GET /live/games/{gameId}); the global fetch by default. */
  fetch?: typeof fetch;
}

// A full state that still leaves a gap (older than the deltas held) is asked for again after 0.5 s,
// then twice as long each time, up to 30 s.
const STATE_RETRY_MS = 500;
const STATE_RETRY_MAX_MS = 30_000;
// Deltas kept while a full state is on its way (a fresh nchan subscriber gets up to ~16 old ones at once).
const HELD_MAX = 64;

/**
 * A game's live stream over server-sent events (GET /live/games/{gameId}/events), parsed with the
 * contract's schemas. Node sends `state` then `delta` events; nginx's nchan sends only deltas (the last
 * few it buffered first, perhaps older than the fan's state). Deltas must follow one another (each is the
 * change since the event before it): one already seen is dropped; one with no state to apply it to, or
 * one that skips ahead, is held while the full state comes over HTTP (reopening the stream would not
 * bring one through nchan), and the held deltas that follow it are applied then, so a fan never shows a
 * wrong score.
 */
export class EventSourceLiveStream implements LiveGameStream {
  constructor(private readonly options: EventSourceLiveStreamOptions) {}

  subscribe(gameId: number, onEvent: (event: LiveGameEvent) => void, onStatus: (status: LiveStreamStatus) => void, subscribeOptions: LiveGameSubscribeOptions = {}): () => void {
    const { apiBase, tenant, logger } = this.options;
    // Called through a function: the browser's fetch refuses to run as another object's method.
    const fetchImpl = this.options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    const stateUrl = `${apiBase.replace(/\/$/, '')}/live/games/${gameId}`;
    let last: number | null = subscribeOptions.after ?? null;
    // Received but not applied yet, by event id: no state to apply them to, or one missing before them.
    let held: LiveDeltaEventWire[] = [];
    let fetching: AbortController | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let attempt = 0;
    let stopped = false;
    const emit = (event: LiveGameEvent) => {
      if (!stopped) onEvent(event);
    };

    /** Applies the held deltas that follow on; true when some are left (the fan needs a full state). */
    const applyHeld = ({ toLiveDeltaEvent }: Parsers): boolean => {
      if (last !== null) held = held.filter((delta) => delta.eventId > last!);
      while (last !== null && held[0]?.eventId === last + 1) {
        const next = held.shift()!;
        last = next.eventId;
        emit(toLiveDeltaEvent(next));
      }
      if (held.length === 0) attempt = 0;
      return held.length > 0;
    };

    // One request at a time; when its state still leaves a gap (or it failed), another after a backoff.
    const requestState = async (loaded: Parsers) => {
      if (stopped || fetching || retry) return;
      const request = (fetching = new AbortController());
      try {
        const response = await fetchImpl(stateUrl, { headers: { tenant, accept: 'application/json' }, signal: request.signal });
        // 204: the game has no live document yet.
        if (response.status !== 200 && response.status !== 204) throw new Error(`GET ${stateUrl} answered ${response.status}`);
        const parsed = response.status === 200 ? loaded.liveGameStateWire.safeParse(await response.json()) : null;
        if (parsed && (!parsed.success || parsed.data.gameId !== gameId)) {
          logger.error(`Live state of game ${gameId} was unexpected`, parsed.error?.issues.slice(0, 5));
        } else if (parsed?.success && (last === null || parsed.data.eventId > last)) {
          last = parsed.data.eventId;
          emit({ type: 'state', snapshot: loaded.toLiveSnapshot(parsed.data) });
        }
      } catch (error) {
        if (!stopped) logger.warn(`Live state of game ${gameId} could not be fetched: trying again`, error);
      } finally {
        fetching = null;
      }
      if (stopped || !applyHeld(loaded)) return;
      retry = setTimeout(
        () => {
          retry = null;
          if (applyHeld(loaded)) void requestState(loaded);
        },
        Math.min(STATE_RETRY_MAX_MS, STATE_RETRY_MS * 2 ** Math.min(attempt++, 16)),
      );
    };

    const onState = (data: unknown) => withParsers((loaded) => {
      const parsed = loaded.liveGameStateWire.safeParse(data);
      if (!parsed.success || parsed.data.gameId !== gameId) {
        logger.error(`Live stream of game ${gameId} sent an unexpected state`, parsed.error?.issues.slice(0, 5));
        return 'ok';
      }
      last = parsed.data.eventId;
      emit({ type: 'state', snapshot: loaded.toLiveSnapshot(parsed.data) });
      applyHeld(loaded);
      return 'ok';
    });

    const onDelta = (data: unknown) => withParsers((loaded) => {
      const parsed = loaded.liveDeltaEventWire.safeParse(data);
      if (!parsed.success || parsed.data.gameId !== gameId) {
        // Lost: the next delta shows the gap, and the full state comes then.
        logger.error(`Live stream of game ${gameId} sent an unexpected delta`, parsed.error?.issues.slice(0, 5));
        return 'ok';
      }
      const delta = parsed.data;
      if ((last !== null && delta.eventId <= last) || held.some((other) => other.eventId === delta.eventId)) return 'ok';
      held = [...held, delta].sort((a, b) => a.eventId - b.eventId).slice(-HELD_MAX);
      if (applyHeld(loaded)) {
        if (last !== null && !fetching && !retry) logger.warn(`Live stream of game ${gameId} skipped from ${last} to ${held[0]!.eventId}: fetching its state`);
        void requestState(loaded);
      }
      return 'ok';
    });

    const close = openLiveConnection({
      // Resume after the last event applied (the connection's own id may be that of a dropped repeat).
      url: () => liveStreamUrl(apiBase, `/live/games/${gameId}/events`, tenant, last === null ? null : String(last)),
      events: { [LIVE_EVENT.state]: onState, [LIVE_EVENT.delta]: onDelta },
      onStatus,
      logger,
      EventSource: this.options.EventSource,
      network: this.options.network,
      lastEventId: last === null ? null : String(last),
    });
    return () => {
      stopped = true;
      fetching?.abort();
      if (retry) clearTimeout(retry);
      retry = null;
      close();
    };
  }
}
