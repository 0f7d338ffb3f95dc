import { LIVE_EVENT } from '../../contract/live-event-names';
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
}

/**
 * A game's live stream over server-sent events (GET /live/games/{gameId}/events): `state` then `delta`
 * events, parsed with the contract's schemas. Deltas must follow one another (each is the change since
 * the event before it): one already seen is dropped, and one that skips ahead reopens the stream for a
 * fresh full state, so a fan never shows a wrong score.
 */
export class EventSourceLiveStream implements LiveGameStream {
  constructor(private readonly options: EventSourceLiveStreamOptions) {}

  subscribe(gameId: number, onEvent: (event: LiveGameEvent) => void, onStatus: (status: LiveStreamStatus) => void, subscribeOptions: LiveGameSubscribeOptions = {}): () => void {
    const { apiBase, tenant, logger } = this.options;
    let last: number | null = subscribeOptions.after ?? null;

    const onState = (data: unknown) => withParsers(({ liveGameStateWire, toLiveSnapshot }) => {
      const parsed = liveGameStateWire.safeParse(data);
      if (!parsed.success || parsed.data.gameId !== gameId) {
        logger.error(`Live stream of game ${gameId} sent an unexpected state`, parsed.error?.issues.slice(0, 5));
        return 'ok';
      }
      last = parsed.data.eventId;
      onEvent({ type: 'state', snapshot: toLiveSnapshot(parsed.data) });
      return 'ok';
    });

    const onDelta = (data: unknown) => withParsers(({ liveDeltaEventWire, toLiveDeltaEvent }) => {
      const parsed = liveDeltaEventWire.safeParse(data);
      if (!parsed.success || parsed.data.gameId !== gameId) {
        logger.error(`Live stream of game ${gameId} sent an unexpected delta`, parsed.error?.issues.slice(0, 5));
        return last === null ? 'ok' : 'resync';
      }
      const { eventId } = parsed.data;
      if (last !== null && eventId <= last) return 'ok';
      if (last === null || eventId !== last + 1) {
        logger.warn(`Live stream of game ${gameId} skipped from ${last} to ${eventId}: resyncing`);
        last = null;
        return 'resync';
      }
      last = eventId;
      onEvent(toLiveDeltaEvent(parsed.data));
      return 'ok';
    });

    return openLiveConnection({
      // Resume after the last event applied (the connection's own id may be that of a dropped repeat).
      url: () => liveStreamUrl(apiBase, `/live/games/${gameId}/events`, tenant, last === null ? null : String(last)),
      events: { [LIVE_EVENT.state]: onState, [LIVE_EVENT.delta]: onDelta },
      onStatus,
      logger,
      EventSource: this.options.EventSource,
      network: this.options.network,
      lastEventId: last === null ? null : String(last),
    });
  }
}
