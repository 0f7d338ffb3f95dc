import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ChannelListener } from '../store/channel-listener';
import type { Database, Db } from '../store/database';

/** DESIGN 2: the channel every instance LISTENs on; a notification names the school whose content changed. */
export const CONTENT_CHANNEL = 'content_changes';

interface ContentNotice {
  tenantId: number;
  schema?: string;
  origin?: string;
  /** A school was added, restored or removed: instances reload their tenant directory before dropping caches. */
  directory?: boolean;
}

/**
 * Inside a write's transaction on PostgreSQL: `NOTIFY content_changes` (delivered on commit) naming the school, so
 * every instance drops its cached answers; `directory` when the school itself was added, restored or removed. A
 * no-op on PGlite, whose one process is the writer. Commands (school:add, restore) call it as the studio does.
 */
export async function notifyContentChange(tx: Db, database: Pick<Database, 'kind' | 'schemaName'>, tenantId: number, extra: { origin?: string; directory?: boolean } = {}): Promise<void> {
  if (database.kind !== 'postgres') return;
  const payload: ContentNotice = { tenantId, schema: database.schemaName, ...extra };
  await tx.execute(sql`SELECT pg_notify(${CONTENT_CHANNEL}, ${JSON.stringify(payload)})`);
}

/** `{"tenantId":3,"schema":"public","origin":"..."}`, or a bare `3` (a NOTIFY typed by hand). */
function parseNotice(payload: string | undefined): ContentNotice | null {
  if (!payload) return null;
  if (/^\d{1,9}$/.test(payload.trim())) return { tenantId: Number(payload) };
  try {
    const value = JSON.parse(payload) as Partial<ContentNotice>;
    return Number.isInteger(value.tenantId) ? (value as ContentNotice) : null;
  } catch {
    return null;
  }
}

export interface ContentChangesOptions {
  database?: Database;
  /** Drops a school's cached answers and pages on this instance (the app's invalidate). */
  invalidate(tenantId: number): void;
  onError(error: unknown): void;
  /** After the LISTEN connection came back: notifications may have been missed, so drop every school's answers. */
  onReconnect?(): void;
  /** A school was added, restored or removed elsewhere: reload the tenant directory. */
  reloadDirectory?(): Promise<void>;
  /** After a write fans never see (a newsletter) commits in this process: nothing cached changed, but it may have queued mail. */
  onPrivateWrite?(tenantId: number): void;
}

/**
 * Announces content changes: in process after a write commits, and on PostgreSQL with `NOTIFY content_changes`
 * sent inside the write's transaction (delivered on commit), which every instance LISTENs to on a connection of
 * its own and answers by dropping that school's cached answers. Re-opened when the connection drops; after a
 * reconnect every school's cache is dropped, since notifications may have been missed meanwhile.
 */
export class ContentChanges {
  readonly origin = randomUUID();
  private listener: ChannelListener | null = null;
  private readonly listeners = new Set<(tenantId: number) => void>();

  constructor(private readonly options: ContentChangesOptions) {}

  private get shared(): { connectionString: string; schema: string } | null {
    const database = this.options.database;
    if (database?.kind !== 'postgres' || !database.connectionString) return null;
    return { connectionString: database.connectionString, schema: database.schemaName };
  }

  /** Inside the write's transaction: tells the other instances (no-op on PGlite, one process). */
  async notify(tx: Db, tenantId: number): Promise<void> {
    if (this.options.database) await notifyContentChange(tx, this.options.database, tenantId, { origin: this.origin });
  }

  /** After commit: drops this instance's cached answers of the school and tells in-process listeners. */
  announce(tenantId: number): void {
    this.options.invalidate(tenantId);
    for (const listener of this.listeners) {
      try {
        listener(tenantId);
      } catch (error) {
        this.options.onError(error);
      }
    }
  }

  /** After commit, for a write fans never see: cached pages stay; whoever waits on such writes (the outbox) hears. */
  announcePrivate(tenantId: number): void {
    this.options.onPrivateWrite?.(tenantId);
  }

  /** Called with the school's id on every change, this instance's or another's. */
  subscribe(listener: (tenantId: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async start(): Promise<void> {
    const shared = this.shared;
    if (!shared) return;
    this.listener = new ChannelListener({
      connectionString: shared.connectionString,
      channel: CONTENT_CHANNEL,
      onPayload: (payload) => {
        const notice = parseNotice(payload);
        if (!notice || (notice.schema !== undefined && notice.schema !== shared.schema) || notice.origin === this.origin) return;
        if (!notice.directory || !this.options.reloadDirectory) return this.announce(notice.tenantId);
        this.options.reloadDirectory().then(
          () => this.announce(notice.tenantId),
          (error: unknown) => this.options.onError(error),
        );
      },
      onReconnect: () => this.options.onReconnect?.(),
      onError: (error) => this.options.onError(error),
    });
    await this.listener.start();
  }

  async stop(): Promise<void> {
    const listener = this.listener;
    this.listener = null;
    await listener?.stop();
  }
}
