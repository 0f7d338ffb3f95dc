import pg from 'pg';
import { LIVE_CHANNEL, type LiveNotification } from './live-ingest';

const RECONNECT_MS = 1_000;

function parseNotification(payload: string | undefined): LiveNotification | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as Partial<LiveNotification>;
    const ids = [value.tenantId, value.gameId, value.eventId];
    if (typeof value.schema !== 'string' || typeof value.origin !== 'string' || !ids.every((id) => Number.isInteger(id))) return null;
    value.scheduleChanged = value.scheduleChanged === true;
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
  private client: pg.Client | null = null;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: LiveListenerOptions) {}

  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.connectionString });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL) return;
      const notice = parseNotification(message.payload);
      if (notice && notice.schema === this.options.schema && notice.origin !== this.options.origin) this.options.onNotice(notice);
    });
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      client.end().catch(() => undefined);
      this.scheduleReconnect();
    };
    client.on('error', (error) => {
      this.options.onError(error);
      lost();
    });
    client.on('end', lost);
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      if (this.client === client) this.client = null;
      client.end().catch(() => undefined);
      throw error;
    }
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.connect().then(
        () => this.options.onReconnect(),
        (error: unknown) => {
          this.options.onError(error);
          this.scheduleReconnect();
        },
      );
    }, RECONNECT_MS);
    this.timer.unref();
  }
}
