import type { Now } from '../clock';
import type { Db } from '../store/database';
import { insertRows } from '../store/bulk-insert';
import { auditLog, contentVersions } from '../store/tables/studio';
import type { ContentChanges } from './content-changes';
import type { StudioActor } from './studio-guard';

/** What every studio command needs: the store, the server's clock and the change announcer. */
export interface ContentWriteDeps {
  db: Db;
  now: Now;
  changes: ContentChanges;
}

type Snapshot = Record<string, unknown>;

/** The write as the command knows it before running; `work` may fill in what it learns (a new item's id). */
export interface ContentWriteMeta {
  tenantId: number;
  actor: StudioActor;
  /** 'story', 'media', 'alert', 'splash', 'promotion', 'staff', ... */
  kind: string;
  /** 'create', 'update', 'delete', 'publish', 'schedule', 'unpublish', 'restore', ... */
  action: string;
  itemId?: number | null;
  /** One line for the Activity list ("Published “Falcons win”"). */
  summary?: string;
  before?: Snapshot | null;
  after?: Snapshot | null;
  /**
   * false: fans never see the item (a newsletter, which only goes out by mail): this instance keeps its cached
   * pages, which a send of 10,000 mails would otherwise have to render again while the store is busy expanding it;
   * the outbox still hears of it at once (ContentChanges.announcePrivate).
   */
  publicChange?: boolean;
}

/** What `work` wrote. A `version` records the `after` snapshot as that version in content_versions. */
export interface WrittenContent<R> {
  result: R;
  itemId?: number | null;
  version?: number | null;
  before?: Snapshot | null;
  after?: Snapshot | null;
  summary?: string;
  /** The version's snapshot when it is too large for the audit row, which then keeps `after` (a summary of it). */
  versionData?: Snapshot;
}

/**
 * DESIGN 2, the one way content is written: in ONE transaction `work` writes the item, then the item's new
 * version (full snapshot) and an audit row (who, when, what, before, after) are written and, on PostgreSQL,
 * `NOTIFY content_changes` is sent (delivered on commit). After the commit the change is announced in process,
 * which drops the school's cached answers and pages, so the write's 2xx is followed by fresh reads.
 * Throwing inside `work` (an ApiError for a 404 or a 412) rolls everything back.
 */
export async function writeContent<R>(deps: ContentWriteDeps, meta: ContentWriteMeta, work: (tx: Db, at: Date) => Promise<WrittenContent<R>>): Promise<R> {
  const at = new Date(deps.now());
  const result = await deps.db.transaction(async (tx) => {
    const written = await work(tx as unknown as Db, at);
    const itemId = written.itemId ?? meta.itemId ?? null;
    const before = written.before !== undefined ? written.before : (meta.before ?? null);
    const after = written.after !== undefined ? written.after : (meta.after ?? null);
    const { actor } = meta;
    const versionData = written.versionData ?? after;
    if (written.version != null && itemId !== null && versionData) {
      await tx.insert(contentVersions).values({ tenantId: meta.tenantId, kind: meta.kind, itemId, version: written.version, action: meta.action, data: versionData, accountId: actor.accountId, actorName: actor.name, createdAt: at });
    }
    await tx.insert(auditLog).values({
      tenantId: meta.tenantId,
      accountId: actor.accountId,
      actorName: actor.name,
      action: meta.action,
      kind: meta.kind,
      itemId,
      summary: written.summary ?? meta.summary ?? '',
      before,
      after,
      at,
    });
    await deps.changes.notify(tx as unknown as Db, meta.tenantId);
    return written.result;
  });
  if (meta.publicChange === false) deps.changes.announcePrivate(meta.tenantId);
  else deps.changes.announce(meta.tenantId);
  return result;
}

/** One item of a batch: what its version and its audit row record. */
export interface BatchedContent {
  itemId: number;
  /** The item's new version, recorded with `versionData ?? after`; null: an audit row only. */
  version: number | null;
  before?: Snapshot | null;
  after: Snapshot | null;
  summary: string;
  versionData?: Snapshot;
  /** When it was written, where a batch records a history (the demo department's season); else the batch's time. */
  at?: Date;
}

/** Rows per INSERT: content_versions binds 10 values a row, within PostgreSQL's 65,535 parameters. */
const ROWS_PER_STATEMENT = 2_000;

async function insertInChunks(tx: Db, table: typeof contentVersions | typeof auditLog, rows: Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) await insertRows(tx, table, rows.slice(start, start + ROWS_PER_STATEMENT));
}

/**
 * The batch form of writeContent, for a command over many items (the demo department's season, a bulk action): in
 * ONE transaction `work` writes the items, then each item's version and audit row are written, a few thousand to a
 * statement rather than one statement each, and the change is notified and announced once.
 */
export async function writeContentBatch<R>(deps: ContentWriteDeps, meta: Omit<ContentWriteMeta, 'itemId' | 'summary' | 'before' | 'after'>, work: (tx: Db, at: Date) => Promise<{ result: R; items: readonly BatchedContent[] }>): Promise<R> {
  const at = new Date(deps.now());
  const { tenantId, actor, kind, action } = meta;
  const result = await deps.db.transaction(async (tx) => {
    const { result: value, items } = await work(tx as unknown as Db, at);
    const versions = items.flatMap((item) => {
      const data = item.versionData ?? item.after;
      return item.version === null || !data ? [] : [{ tenantId, kind, itemId: item.itemId, version: item.version, action, data, accountId: actor.accountId, actorName: actor.name, createdAt: item.at ?? at }];
    });
    await insertInChunks(tx as unknown as Db, contentVersions, versions);
    const audits = items.map((item) => ({ tenantId, accountId: actor.accountId, actorName: actor.name, action, kind, itemId: item.itemId, summary: item.summary, before: item.before ?? null, after: item.after, at: item.at ?? at }));
    await insertInChunks(tx as unknown as Db, auditLog, audits);
    await deps.changes.notify(tx as unknown as Db, tenantId);
    return value;
  });
  if (meta.publicChange === false) deps.changes.announcePrivate(tenantId);
  else deps.changes.announce(tenantId);
  return result;
}
