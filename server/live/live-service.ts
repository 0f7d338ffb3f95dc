import { randomUUID } from 'node:crypto';
import type { LiveGame } from '../../core/live/live-game';
import type { Database, Db } from '../store/database';
import type { Tenant } from '../tenants/tenant-directory';
import { LiveDocumentCache } from './document-cache';
import { LiveHub } from './live-hub';
import { ingestLiveDocument, type IngestOutcome, type LiveNotification } from './live-ingest';
import { LiveListener } from './live-listener';
import { listLiveScoreboard, liveScoreboardItem } from './live-scoreboard';
import { loadLiveEvents, loadLiveSnapshot } from './live-store';
import type { LiveDeltaMessage, NchanPublisher } from './nchan-publisher';
import { ScheduleCacheDrops } from './schedule-cache-drops';
import { ScoreboardHub } from './scoreboard-hub';

/** DESIGN: heartbeats keep proxies from closing idle streams. */
export const HEARTBEAT_MS = 15_000;

export interface LiveServiceOptions {
  db: Db;
  /** The store behind `db`; on PostgreSQL, instances fan out each other's events through LISTEN/NOTIFY. */
  database?: Database;
  now: () => number;
  /** Drops a school's cached GETs (the games row follows the live document; a running score's drop may wait 5 s). */
  invalidate: (tenantId: number) => void;
  onError: (error: unknown) => void;
  heartbeatMs?: number;
  /**
   * #49 (LIVE_PUBLISH_URL): fans' streams are held by nginx's nchan module; each stored event is published to it
   * once, before the stat crew's answer. Unset (the embedded default), this instance's own streams serve the fans.
   */
  publisher?: NchanPublisher;
}

/** The live games of one server instance: ingest, in-process fan-out, and cross-instance fan-out on PostgreSQL. */
export class LiveService {
  readonly origin = randomUUID();
  readonly games: LiveHub;
  readonly scoreboard: ScoreboardHub;
  private readonly documents = new LiveDocumentCache();
  private readonly scheduleDrops: ScheduleCacheDrops;
  private listener: LiveListener | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(private readonly options: LiveServiceOptions) {
    const { db } = options;
    this.scheduleDrops = new ScheduleCacheDrops(options.invalidate);
    this.games = new LiveHub(
      {
        snapshot: (tenantId, gameId) => loadLiveSnapshot(db, tenantId, gameId),
        events: (tenantId, gameId, afterId, upToId) => loadLiveEvents(db, tenantId, gameId, afterId, upToId),
      },
      options.onError,
    );
    this.scoreboard = new ScoreboardHub(
      { list: (tenant: Tenant) => listLiveScoreboard(db, tenant), item: (tenant, gameId, snapshot) => liveScoreboardItem(db, tenant, gameId, snapshot) },
      options.onError,
    );
  }

  /** PostgreSQL with a connection string: several instances may share it (PGlite is one process: in-process only). */
  private get sharedStore(): { connectionString: string; schema: string } | null {
    const database = this.options.database;
    if (database?.kind !== 'postgres' || !database.connectionString) return null;
    return { connectionString: database.connectionString, schema: database.schemaName };
  }

  async start(): Promise<void> {
    const shared = this.sharedStore;
    if (shared) {
      this.listener = new LiveListener({
        connectionString: shared.connectionString,
        schema: shared.schema,
        origin: this.origin,
        onNotice: (notice) => void this.fanOutRemote(notice),
        onReconnect: () => void this.games.resync(),
        onError: this.options.onError,
      });
      await this.listener.start();
    }
    this.heartbeat = setInterval(() => {
      this.games.ping();
      this.scoreboard.ping();
    }, this.options.heartbeatMs ?? HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Stops the listener and ends every open stream with a reconnect hint; returns how many streams it ended. */
  async stop(): Promise<number> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    this.scheduleDrops.flush();
    // The fans first: they reconnect elsewhere while the listener closes.
    const closed = this.games.closeAll() + this.scoreboard.closeAll();
    await this.listener?.stop();
    this.listener = null;
    return closed;
  }

  /**
   * Stores the document durably (DESIGN 8), then fans the change out to this instance's streams without making the
   * stat crew wait for it; with nchan, publishes it there before answering (a failed publish is logged: the fans
   * see the gap in the event ids at the next event and take a fresh state).
   */
  async ingest(tenant: Tenant, gameId: number, document: LiveGame): Promise<IngestOutcome> {
    const shared = this.sharedStore;
    const tenantId = tenant.id;
    const outcome = await ingestLiveDocument({ db: this.options.db, now: this.options.now, cache: this.documents, notify: shared ? { schema: shared.schema, origin: this.origin } : undefined }, tenantId, gameId, document);
    if (outcome.kind === 'stored') {
      const { eventId, delta, updatedAt } = outcome;
      if (outcome.scheduleChanged) this.scheduleDrops.changed(tenantId, outcome.runningScoreOnly);
      void this.games
        .publish({ tenantId, gameId, eventId, change: { delta, document, updatedAt } })
        .then(() => this.scoreboard.publish(tenantId, gameId, { gameId, eventId, updatedAt, game: document }));
      await this.publishToNchan(tenant, { gameId, eventId, updatedAt, delta });
    }
    return outcome;
  }

  /** The game's event before the answer; the scoreboard's list (a query) after it, without making the crew wait. */
  private async publishToNchan(tenant: Tenant, message: LiveDeltaMessage): Promise<void> {
    const publisher = this.options.publisher;
    if (!publisher) return;
    await publisher.publishDelta(tenant.key, message).catch(this.options.onError);
    void listLiveScoreboard(this.options.db, tenant)
      .then((items) => publisher.publishScoreboard(tenant.key, items))
      .catch(this.options.onError);
  }

  private async fanOutRemote(notice: LiveNotification): Promise<void> {
    // The other instance moved the schedule (state, score): drop this instance's cached GETs too.
    if (notice.scheduleChanged) this.scheduleDrops.changed(notice.tenantId, notice.runningScoreOnly === true);
    await this.games.publish({ tenantId: notice.tenantId, gameId: notice.gameId, eventId: notice.eventId, change: notice.change });
    const snapshot = this.games.snapshotOf(notice.tenantId, notice.gameId);
    // The state the fans hold is the stored document: this instance's next ingest of the game diffs against it
    // instead of reading it back (the stat crew's PUTs alternate between instances).
    if (snapshot) this.documents.set(notice.gameId, snapshot.eventId, snapshot.game);
    await this.scoreboard.publish(notice.tenantId, notice.gameId, snapshot && snapshot.eventId >= notice.eventId ? snapshot : undefined);
  }
}
