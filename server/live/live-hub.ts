import { applyLiveDelta, type LiveDelta } from '../../core/live/live-delta';
import type { LiveGame, LiveGameSnapshot } from '../../core/live/live-game';
import { isContiguous, type StoredLiveEvent } from './live-store';
import { broadcast, pingAll, reconnectAll, reconnectDelayMs, sseFrame, type SseStream } from './sse-stream';

/** Where the hub reads what it did not see happen (events ingested on another instance, a fan resuming). */
export interface LiveSource {
  snapshot(tenantId: number, gameId: number): Promise<LiveGameSnapshot | undefined>;
  events(tenantId: number, gameId: number, afterId: number, upToId: number): Promise<StoredLiveEvent[]>;
}

/**
 * A stored event to fan out. In-process ingests pass what they stored; other instances' notifications carry the
 * delta when it fitted (applied to the state in memory); otherwise the event is read back.
 */
export interface LiveEventNotice {
  tenantId: number;
  gameId: number;
  eventId: number;
  change?: { delta: LiveDelta; updatedAt: string; document?: LiveGame };
}

/** Frames kept in memory per game, so most resumes need no query. */
const RECENT_FRAMES = 64;

interface Channel {
  tenantId: number;
  gameId: number;
  streams: Set<SseStream>;
  joining: number;
  loaded: boolean;
  snapshot: LiveGameSnapshot | null;
  stateFrame: Buffer | null;
  recent: Array<{ id: number; frame: Buffer }>;
  queue: Promise<void>;
}

const keyOf = (tenantId: number, gameId: number) => `${tenantId}:${gameId}`;

export function stateFrameOf(snapshot: LiveGameSnapshot): Buffer {
  return sseFrame('state', snapshot, snapshot.eventId);
}

function deltaFrameOf(gameId: number, event: StoredLiveEvent): Buffer {
  return sseFrame('delta', { gameId, eventId: event.eventId, updatedAt: event.updatedAt, delta: event.delta }, event.eventId);
}

/**
 * In-process fan-out of one instance: a channel per game with its fans, the current state in memory and the
 * recent frames. Everything a channel does runs in order on its queue, so fans see event ids increase by
 * one, with no gap and no duplicate, whichever instance ingested them.
 */
export class LiveHub {
  private readonly channels = new Map<string, Channel>();
  /** Set by closeAll (shutdown): a fan still joining is told to reconnect instead of joining. */
  private closed = false;

  constructor(
    private readonly source: LiveSource,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** Open game streams on this instance. */
  get streamCount(): number {
    let count = 0;
    for (const channel of this.channels.values()) count += channel.streams.size;
    return count;
  }

  /** Sends the fan the state (or, resuming, the events after `lastEventId`), then every event as it comes. */
  subscribe(tenantId: number, gameId: number, stream: SseStream, lastEventId: number | null): Promise<void> {
    const channel = this.channelFor(tenantId, gameId);
    channel.joining += 1;
    return this.enqueue(channel, async () => {
      try {
        await this.ensureLoaded(channel);
        if (!stream.isOpen) return;
        await this.catchUp(channel, stream, lastEventId);
        if (this.closed) stream.reconnect(reconnectDelayMs());
        else channel.streams.add(stream);
      } finally {
        channel.joining -= 1;
        this.dropIfIdle(channel);
      }
    });
  }

  unsubscribe(tenantId: number, gameId: number, stream: SseStream): void {
    const channel = this.channels.get(keyOf(tenantId, gameId));
    if (!channel) return;
    channel.streams.delete(stream);
    this.dropIfIdle(channel);
  }

  /** Fans the event out to this instance's fans of the game (nothing to do when it has none). */
  publish(notice: LiveEventNotice): Promise<void> {
    const channel = this.channels.get(keyOf(notice.tenantId, notice.gameId));
    if (!channel) return Promise.resolve();
    return this.enqueue(channel, () => this.advance(channel, notice));
  }

  /** Brings every open channel up to the store (after the cross-instance listener missed notifications). */
  resync(): Promise<void> {
    return Promise.all(
      [...this.channels.values()].map((channel) =>
        this.enqueue(channel, async () => {
          const latest = await this.source.snapshot(channel.tenantId, channel.gameId);
          if (latest) await this.advance(channel, { tenantId: channel.tenantId, gameId: channel.gameId, eventId: latest.eventId });
        }),
      ),
    ).then(() => undefined);
  }

  /** Whether a fan of this instance follows the game (or is joining: its game was checked before it came). */
  follows(tenantId: number, gameId: number): boolean {
    return this.channels.has(keyOf(tenantId, gameId));
  }

  /** The current snapshot this instance holds for a game, if a fan is following it. */
  snapshotOf(tenantId: number, gameId: number): LiveGameSnapshot | null {
    return this.channels.get(keyOf(tenantId, gameId))?.snapshot ?? null;
  }

  /** `: ping` to every stream (DESIGN: proxies close streams idle for long). */
  ping(): void {
    pingAll(this.channels.values());
  }

  /** Ends every stream, telling each fan to reconnect (#28: the instance is shutting down); returns how many. */
  closeAll(): number {
    this.closed = true;
    const closed = reconnectAll(this.channels.values());
    this.channels.clear();
    return closed;
  }

  private channelFor(tenantId: number, gameId: number): Channel {
    const key = keyOf(tenantId, gameId);
    let channel = this.channels.get(key);
    if (!channel) {
      channel = { tenantId, gameId, streams: new Set(), joining: 0, loaded: false, snapshot: null, stateFrame: null, recent: [], queue: Promise.resolve() };
      this.channels.set(key, channel);
    }
    return channel;
  }

  private dropIfIdle(channel: Channel): void {
    const key = keyOf(channel.tenantId, channel.gameId);
    if (channel.streams.size === 0 && channel.joining === 0 && this.channels.get(key) === channel) this.channels.delete(key);
  }

  private enqueue(channel: Channel, work: () => Promise<void>): Promise<void> {
    const next = channel.queue.then(work).catch((error: unknown) => this.onError(error));
    channel.queue = next;
    return next;
  }

  private async ensureLoaded(channel: Channel): Promise<void> {
    if (channel.loaded) return;
    channel.snapshot = (await this.source.snapshot(channel.tenantId, channel.gameId)) ?? null;
    if (channel.snapshot) channel.recent = await this.recentFromStore(channel, channel.snapshot.eventId);
    channel.loaded = true;
  }

  /**
   * #28: the frames before `upToId` a channel keeps, read once when it loads: an instance that just started (or
   * took over a lost one's fans) serves the thousands of fans resuming a few events behind from memory, where a
   * query each, one after another on the channel's queue, kept the last of them waiting for half a minute.
   */
  private async recentFromStore(channel: Channel, upToId: number): Promise<Channel['recent']> {
    const afterId = Math.max(1, upToId - RECENT_FRAMES);
    const events = await this.source.events(channel.tenantId, channel.gameId, afterId, upToId);
    return isContiguous(events, afterId, upToId) ? events.map((event) => ({ id: event.eventId, frame: deltaFrameOf(channel.gameId, event) })) : [];
  }

  private stateFrame(channel: Channel): Buffer {
    channel.stateFrame ??= stateFrameOf(channel.snapshot!);
    return channel.stateFrame;
  }

  /** The frames after `afterId` up to the current state, from memory or the store; null when the history no longer has them. */
  private async framesAfter(channel: Channel, afterId: number): Promise<Buffer[] | null> {
    const current = channel.snapshot!.eventId;
    const first = channel.recent[0];
    if (first && first.id <= afterId + 1) return channel.recent.filter((entry) => entry.id > afterId).map((entry) => entry.frame);
    const events = await this.source.events(channel.tenantId, channel.gameId, afterId, current);
    return isContiguous(events, afterId, current) ? events.map((event) => deltaFrameOf(channel.gameId, event)) : null;
  }

  private async catchUp(channel: Channel, stream: SseStream, lastEventId: number | null): Promise<void> {
    if (lastEventId !== null && lastEventId > (channel.snapshot?.eventId ?? 0)) {
      // The fan saw events (on another instance) that this one has not fanned out yet: catch up with the store first.
      const latest = await this.source.snapshot(channel.tenantId, channel.gameId);
      if (latest) await this.advance(channel, { tenantId: channel.tenantId, gameId: channel.gameId, eventId: latest.eventId });
    }
    const snapshot = channel.snapshot;
    if (!snapshot) return;
    // A fan resuming from an id we know (≥ 1: event 1 is the first state) gets only what it missed.
    if (lastEventId !== null && lastEventId >= 1 && lastEventId <= snapshot.eventId) {
      const frames = lastEventId === snapshot.eventId ? [] : await this.framesAfter(channel, lastEventId);
      if (frames) {
        for (const frame of frames) stream.write(frame);
        stream.after = snapshot.eventId;
        return;
      }
    }
    // No id, an unknown one, or beyond the bounded history: a fresh full state.
    stream.write(this.stateFrame(channel));
    stream.after = snapshot.eventId;
  }

  private async advance(channel: Channel, notice: LiveEventNotice): Promise<void> {
    await this.ensureLoaded(channel);
    const current = channel.snapshot?.eventId ?? 0;
    if (notice.eventId <= current) return;
    const change = notice.change;
    const game = change && notice.eventId === current + 1 ? (change.document ?? (channel.snapshot ? applyLiveDelta(channel.snapshot.game, change.delta) : null)) : null;
    if (change && game) {
      const snapshot: LiveGameSnapshot = { gameId: channel.gameId, eventId: notice.eventId, updatedAt: change.updatedAt, game };
      const frame = channel.snapshot ? deltaFrameOf(channel.gameId, { eventId: notice.eventId, updatedAt: change.updatedAt, delta: change.delta }) : stateFrameOf(snapshot);
      await this.emit(channel, snapshot, frame);
      return;
    }
    if (channel.snapshot) {
      const events = await this.source.events(channel.tenantId, channel.gameId, current, notice.eventId);
      if (isContiguous(events, current, notice.eventId)) {
        for (const event of events) {
          const snapshot: LiveGameSnapshot = { gameId: channel.gameId, eventId: event.eventId, updatedAt: event.updatedAt, game: applyLiveDelta(channel.snapshot.game, event.delta) };
          await this.emit(channel, snapshot, deltaFrameOf(channel.gameId, event));
        }
        return;
      }
    }
    // The first document, or a gap the history cannot fill: everyone gets the full state again.
    const latest = await this.source.snapshot(channel.tenantId, channel.gameId);
    if (latest && latest.eventId > current) await this.emit(channel, latest, stateFrameOf(latest));
  }

  private async emit(channel: Channel, snapshot: LiveGameSnapshot, frame: Buffer): Promise<void> {
    channel.snapshot = snapshot;
    channel.stateFrame = null;
    channel.recent.push({ id: snapshot.eventId, frame });
    if (channel.recent.length > RECENT_FRAMES) channel.recent.splice(0, channel.recent.length - RECENT_FRAMES);
    await broadcast(channel.streams, frame, snapshot.eventId);
  }
}
