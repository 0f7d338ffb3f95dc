import type { LiveEventItem } from '../../core/games/live-event-item';
import type { LiveDelta } from '../../core/live/live-delta';

/**
 * #49: fans' streams held by nginx's nchan module. A game's channel carries its `delta` events (the data a Node
 * stream sends, our event id inside it); a school's scoreboard channel carries the whole `scoreboard` list on
 * each change (a buffer of one: a new fan gets the latest list at once). The channel names are the ones
 * deploy/nginx/live-nchan.conf.template subscribes fans to.
 */
export const nchanChannels = {
  game: (tenantKey: string, gameId: number) => `${tenantKey}:game:${gameId}`,
  scoreboard: (tenantKey: string) => `${tenantKey}:scoreboard`,
};

export interface LiveDeltaMessage {
  gameId: number;
  eventId: number;
  updatedAt: string;
  delta: LiveDelta;
}

/** How long a publish may take before it counts as failed (nginx is on the instance's network). */
const PUBLISH_TIMEOUT_MS = 2_000;
/** How long a reachability answer holds (readyz may be probed every second). */
const PROBE_TTL_MS = 5_000;

/**
 * Publishes each stored event once to nchan (LIVE_PUBLISH_URL: the publisher location of nginx, or of any of the
 * balancers when they share channels through Redis), whatever the number of fans.
 */
export class NchanPublisher {
  private probed: { at: number; reachable: boolean } | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly now: () => number = Date.now,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  publishDelta(tenantKey: string, message: LiveDeltaMessage): Promise<void> {
    return this.post(nchanChannels.game(tenantKey, message.gameId), 'delta', message);
  }

  publishScoreboard(tenantKey: string, items: LiveEventItem[]): Promise<void> {
    return this.post(nchanChannels.scoreboard(tenantKey), 'scoreboard', { items });
  }

  /** Whether nchan answers (any answer below 500: a channel nobody published to yet is a 404). */
  async reachable(): Promise<boolean> {
    const at = this.now();
    if (this.probed && at - this.probed.at < PROBE_TTL_MS) return this.probed.reachable;
    let reachable: boolean;
    try {
      const response = await this.fetchImpl(this.channelUrl('probe'), { method: 'GET', headers: { accept: 'application/json' }, signal: AbortSignal.timeout(PUBLISH_TIMEOUT_MS) });
      await response.arrayBuffer();
      reachable = response.status < 500;
    } catch {
      reachable = false;
    }
    this.probed = { at, reachable };
    return reachable;
  }

  private channelUrl(channel: string): string {
    return `${this.baseUrl.replace(/\/$/, '')}/${encodeURIComponent(channel)}`;
  }

  private async post(channel: string, event: string, data: unknown): Promise<void> {
    const response = await this.fetchImpl(this.channelUrl(channel), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-eventsource-event': event, accept: 'application/json' },
      body: JSON.stringify(data),
      signal: AbortSignal.timeout(PUBLISH_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    this.probed = { at: this.now(), reachable: response.status < 500 };
    if (response.status >= 300) throw new Error(`nchan refused the publish to ${channel}: ${response.status}`);
  }
}
