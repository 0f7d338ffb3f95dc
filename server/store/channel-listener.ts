import pg from 'pg';

const RECONNECT_MS = 1_000;

export interface ChannelListenerOptions {
  connectionString: string;
  /** The PostgreSQL channel to LISTEN on (a plain identifier). */
  channel: string;
  onPayload(payload: string | undefined): void;
  /** After a reconnect: notifications may have been missed while the connection was down. */
  onReconnect(): void;
  onError(error: unknown): void;
}

/**
 * A dedicated PostgreSQL connection LISTENing on one channel (live events, content changes), re-opened
 * a second after it drops, until stopped.
 */
export class ChannelListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: ChannelListenerOptions) {}

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
    const { channel } = this.options;
    const client = new pg.Client({ connectionString: this.options.connectionString });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel === channel) this.options.onPayload(message.payload);
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
      await client.query(`LISTEN ${channel}`);
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
