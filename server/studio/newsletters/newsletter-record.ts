import { and, eq } from 'drizzle-orm';
import type { NewsletterDeliveryCounts, NewsletterWire } from '../../../contract/studio/newsletters';
import { ApiError } from '../../http/api-error';
import type { Db } from '../../store/database';
import { newsletters } from '../../store/tables/newsletters';
import { SCHEDULER_ACTOR } from '../studio-guard';
import { staffRefOf, type StaffRef } from '../staff/staff-names';

export type NewsletterRow = typeof newsletters.$inferSelect;
export type NewsletterStatus = NewsletterWire['status'];

/** content_versions.kind and audit_log.kind of a newsletter. */
export const NEWSLETTER_KIND = 'newsletter';

export const quoted = (subject: string) => `“${subject}”`;

export async function loadNewsletter(db: Db, tenantId: number, id: number, lock = false): Promise<NewsletterRow | undefined> {
  const query = db.select().from(newsletters).where(and(eq(newsletters.tenantId, tenantId), eq(newsletters.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export function statusOf(row: NewsletterRow): NewsletterStatus {
  return row.status === 'scheduled' || row.status === 'sent' ? row.status : 'draft';
}

/** What the newsletter says and when it goes: in both its snapshot and its wire shape. */
function contentOf(row: NewsletterRow) {
  return {
    subject: row.subject,
    introHtml: row.introHtml,
    storyIds: row.storyIds,
    sportIds: row.sportIds,
    status: statusOf(row),
    sendAt: row.sendAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** A version's snapshot (content_versions.data and the audit row). */
export function snapshotOf(row: NewsletterRow): Record<string, unknown> {
  return {
    ...contentOf(row),
    eventId: row.eventId,
  };
}

/** Who changed it last, for a 412. */
/** 409 when the newsletter is past the state a change needs (a sent one cannot be edited, a scheduled one not deleted). */
export function wrongStatus(code: string, message: string): ApiError {
  return new ApiError(409, code, message);
}

export function requireUnsent(row: NewsletterRow): void {
  if (statusOf(row) === 'sent') throw wrongStatus('already_sent', 'This newsletter has been sent; it can no longer be changed.');
}

export function toWire(row: NewsletterRow, names: Map<number, StaffRef>, delivery: NewsletterDeliveryCounts | null): NewsletterWire {
  return {
    id: row.id,
    version: row.version,
    ...contentOf(row),
    updatedAt: row.updatedAt.toISOString(),
    // Only the scheduler writes with no account (its send at the chosen time).
    updatedBy: row.updatedBy === null ? { id: null, name: SCHEDULER_ACTOR.name } : staffRefOf(names, row.updatedBy),
    delivery: statusOf(row) === 'sent' ? delivery : null,
  };
}
