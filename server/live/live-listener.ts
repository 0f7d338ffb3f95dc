import { ChannelListener } from '../store/channel-listener';
import { LIVE_CHANNEL, type LiveNotification } from './live-ingest';

function parseNotification(payload: string | undefined): LiveNotification | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as Partial<LiveNotification>;
    const ids = [value.tenantId, value.gameId, value.eventId];
    if (typeof value.schema !== 'string' || typeof value.origin !== 'string' || !ids.every((id) => Number.isInteger(id))) return null;
    value.scheduleChanged = value.scheduleChanged === true;
    value.runningScoreOnly = value.runningScoreOnly === true;
    const change = value.change;
    if (change !== undefined && (typeof change !== 'object' || change === null || typeof change.delta !== 'object' || change.delta === null || typeof change.updatedAt !== 'string')) delete value.change;
    return value as LiveNotification;
  } catch {
    return null;
  }
}

export interface LiveListenerOptions {
  connectionString: string;
  /** Only notifications of this schema concern this instance. */
  schema: string;
  /** This instance's id: its own notifications are skipped (it fanned them out already). */
  origin: string;
  onNotice(notice: LiveNotification): void;
  /** After a reconnect: notifications may have been missed while the connection was down. */
  onReconnect(): void;
  onError(error: unknown): void;
}

/**
 * DESIGN 5: fan-out across instances. A dedicated connection LISTENs on `live_events`; each notification names
 * a stored event, which the hub reads and fans out locally. The connection is re-opened when it drops.
 */
export class LiveListener {
  private readonly channel: ChannelListener;

  constructor(options: LiveListenerOptions) {
    this.channel = new ChannelListener({
      connectionString: options.connectionString,
      channel: LIVE_CHANNEL,
      onPayload: (payload) => {
        const notice = parseNotification(payload);
        if (notice && notice.schema === options.schema && notice.origin !== options.origin) options.onNotice(notice);
      },
      onReconnect: () => options.onReconnect(),
      onError: (error) => options.onError(error),
    });
  }

  start(): Promise<void> {
    return this.channel.start();
  }

  stop(): Promise<void> {
    return this.channel.stop();
  }
}
