import { randomBytes } from 'node:crypto';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { z } from 'zod';
import { NEWSLETTER_SEND_AT_MESSAGE, NEWSLETTER_STORIES_MESSAGE, type newsletterSendBody } from '../../../contract/studio/newsletters';
import { notFound } from '../../http/api-error';
import { queueNotifyEvent } from '../../notify/notify-events';
import type { Db } from '../../store/database';
import { newsletters } from '../../store/tables/newsletters';
import { writeContent, type ContentWriteDeps } from '../content-write';
import { SCHEDULER_ACTOR, type StudioActor } from '../studio-guard';
import { invalidInput } from '../studio-route';
import { hasContentToSend } from './newsletter-fields';
import { loadNewsletter, NEWSLETTER_KIND, quoted, requireUnsent, wrongStatus, type NewsletterRow } from './newsletter-record';
import { NothingToSend, writeNewsletter, type NewsletterChange } from './newsletter-write';

/** How many due newsletters one scheduler pass takes. */
const BATCH = 20;

/**
 * The send itself, inside the write's transaction: the outbox event `newsletter:<id>` (DESIGN 2: it exists
 * exactly when the status says sent) and the row marked sent with the event's id. Any instance then expands it.
 */
async function sendNow(tx: Db, row: NewsletterRow, at: Date, keepSendAt: boolean): Promise<NewsletterChange> {
  if (!(await hasContentToSend(tx, row.tenantId, row, at))) throw invalidInput({ storyIds: NEWSLETTER_STORIES_MESSAGE });
  const eventId = await queueNotifyEvent(tx, { tenantId: row.tenantId, kind: 'newsletter', key: `newsletter:${row.id}`, payload: { newsletterId: row.id } }, at);
  // The key is the newsletter's: an event already there means it went out before (and must not again).
  if (eventId === null) throw wrongStatus('already_sent', 'This newsletter has been sent.');
  return { set: { status: 'sent', sentAt: at, sendAt: keepSendAt ? row.sendAt : null, eventId }, summary: `Sent newsletter ${quoted(row.subject)}` };
}

/**
 * POST /newsletters/{id}/send (admin, If-Match): no `sendAt` sends it now; a later `sendAt` schedules it
 * (sendDueNewsletters sends it then). A scheduled one may be sent now or moved to another time.
 */
export function sendNewsletter(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, id: number, expectedVersion: number, input: z.output<typeof newsletterSendBody>): Promise<NewsletterRow> {
  const when = input.sendAt ? Date.parse(input.sendAt) : null;
  if (when !== null && when <= deps.now()) throw invalidInput({ sendAt: NEWSLETTER_SEND_AT_MESSAGE });
  return writeNewsletter(deps, { tenantId, actor, newsletterId: id, expectedVersion, action: when === null ? 'send' : 'schedule' }, async (tx, row, at) => {
    requireUnsent(row);
    if (when === null) return sendNow(tx, row, at, false);
    if (!(await hasContentToSend(tx, tenantId, row, at))) throw invalidInput({ storyIds: NEWSLETTER_STORIES_MESSAGE });
    return { set: { status: 'scheduled', sendAt: new Date(when) }, summary: `Scheduled newsletter ${quoted(row.subject)} for ${new Date(when).toISOString()}` };
  });
}

/** POST /newsletters/{id}/test: the newsletter to the signed-in staff member alone (an editor may; nothing changes). */
export async function testSendNewsletter(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, id: number, email: string): Promise<{ email: string }> {
  return writeContent(deps, { tenantId, actor, kind: NEWSLETTER_KIND, publicChange: false, action: 'test', itemId: id }, async (tx, at) => {
    const row = await loadNewsletter(tx, tenantId, id);
    if (!row) throw notFound(`No newsletter with id ${id}.`);
    // A random tail: every test is its own event (the key makes an event happen once).
    const key = `newsletter-test:${id}:${randomBytes(9).toString('base64url')}`;
    await queueNotifyEvent(tx, { tenantId, kind: 'newsletter-test', key, payload: { newsletterId: id, email } }, at);
    return { result: { email }, summary: `Sent a test of newsletter ${quoted(row.subject)} to ${email}` };
  });
}

/** A scheduled newsletter whose time has come by `at`. */
function dueBy(at: Date) {
  return and(eq(newsletters.status, 'scheduled'), lte(newsletters.sendAt, at));
}

/**
 * Sends the scheduled newsletters whose time has come by `at`, with no one signed in, through the same send as
 * an admin's (audited as "Scheduler"). Every instance may call it: FOR UPDATE SKIP LOCKED gives each due
 * newsletter to one of them. One whose stories were all taken down since goes back to draft instead of out
 * empty. Returns how many this call sent; an unexpected failure is reported to `onError` (thrown at the end
 * without one), the others still go.
 */
export async function sendDueNewsletters(deps: ContentWriteDeps, at: Date, onError?: (error: unknown) => void): Promise<number> {
  const due = await deps.db.select({ id: newsletters.id, tenantId: newsletters.tenantId }).from(newsletters).where(dueBy(at)).orderBy(asc(newsletters.sendAt), asc(newsletters.id)).limit(BATCH);
  let sent = 0;
  let failure: unknown = null;
  for (const { id, tenantId } of due) {
    const load = async (tx: Db) => {
      const [row] = await tx
        .select()
        .from(newsletters)
        .where(and(eq(newsletters.id, id), dueBy(at)))
        .for('update', { skipLocked: true });
      return row;
    };
    try {
      const row = await writeNewsletter(deps, { tenantId, actor: SCHEDULER_ACTOR, newsletterId: id, action: 'send', load }, async (tx, locked, writeAt) => {
        if (await hasContentToSend(tx, tenantId, locked, writeAt)) return sendNow(tx, locked, writeAt, true);
        return { set: { status: 'draft', sendAt: null }, summary: `Returned newsletter ${quoted(locked.subject)} to draft: none of its stories is published any more` };
      });
      if (row.status === 'sent') sent += 1;
    } catch (error) {
      if (error instanceof NothingToSend) continue;
      if (onError) onError(error);
      else failure ??= error;
    }
  }
  if (failure !== null) throw failure;
  return sent;
}
