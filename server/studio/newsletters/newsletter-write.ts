import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/api-error';
import type { Db } from '../../store/database';
import { newsletters } from '../../store/tables/newsletters';
import { writeContent, type ContentWriteDeps } from '../content-write';
import { checkVersion } from '../if-match';
import type { StudioActor } from '../studio-guard';
import { currentVersionOf } from '../version-guard';
import { loadNewsletter, NEWSLETTER_KIND, snapshotOf, type NewsletterRow } from './newsletter-record';

export interface NewsletterChange {
  /** The columns to change (version, updatedAt and updatedBy are set here). */
  set: Partial<typeof newsletters.$inferInsert>;
  summary: string;
}

export interface NewsletterWriteRequest {
  tenantId: number;
  actor: StudioActor;
  newsletterId: number;
  action: string;
  /** The version the client edited (If-Match); undefined for the scheduler, which locks the row instead. */
  expectedVersion?: number;
  /** How to find and lock the row; by default by id, FOR UPDATE. Undefined from it: nothing to do. */
  load?: (tx: Db) => Promise<NewsletterRow | undefined>;
}

/** The scheduler's newsletter was taken (or changed) by someone else first; the write is rolled back. */
export class NothingToSend extends Error {}

/**
 * The one path by which an existing newsletter changes (DESIGN 2): lock it, check the editor's version (412),
 * apply the change as version + 1, and record the version and the audit row in the same transaction
 * (writeContent), in which the change may also queue its outbox event.
 */
export function writeNewsletter(deps: ContentWriteDeps, request: NewsletterWriteRequest, change: (tx: Db, row: NewsletterRow, at: Date) => Promise<NewsletterChange>): Promise<NewsletterRow> {
  const { tenantId, actor, newsletterId } = request;
  return writeContent(deps, { tenantId, actor, kind: NEWSLETTER_KIND, publicChange: false, action: request.action, itemId: newsletterId }, async (tx, at) => {
    const row = request.load ? await request.load(tx) : await loadNewsletter(tx, tenantId, newsletterId, true);
    if (!row) {
      if (request.load) throw new NothingToSend();
      throw notFound(`No newsletter with id ${newsletterId}.`);
    }
    if (request.expectedVersion !== undefined) checkVersion(request.expectedVersion, await currentVersionOf(tx, row));
    const { set, summary } = await change(tx, row, at);
    const version = row.version + 1;
    const [updated] = await tx
      .update(newsletters)
      .set({ ...set, version, updatedAt: at, updatedBy: actor.accountId })
      .where(and(eq(newsletters.tenantId, tenantId), eq(newsletters.id, row.id)))
      .returning();
    return { result: updated!, itemId: row.id, version, before: snapshotOf(row), after: snapshotOf(updated!), summary };
  });
}
