import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/api-error';
import { newsletters } from '../../store/tables/newsletters';
import { writeContent, type ContentWriteDeps } from '../content-write';
import { checkVersion } from '../if-match';
import type { StudioActor } from '../studio-guard';
import { currentVersionOf } from '../version-guard';
import { prepareNewsletter, type NewsletterInput } from './newsletter-fields';
import { loadNewsletter, NEWSLETTER_KIND, quoted, requireUnsent, snapshotOf, statusOf, wrongStatus, type NewsletterRow } from './newsletter-record';
import { writeNewsletter } from './newsletter-write';

/** POST /newsletters: a new draft. */
export async function createNewsletter(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, input: NewsletterInput): Promise<NewsletterRow> {
  const values = await prepareNewsletter(deps.db, tenantId, input, new Date(deps.now()));
  return writeContent(deps, { tenantId, actor, kind: NEWSLETTER_KIND, publicChange: false, action: 'create' }, async (tx, at) => {
    const [row] = await tx
      .insert(newsletters)
      .values({ tenantId, ...values, status: 'draft', version: 1, createdAt: at, updatedAt: at, updatedBy: actor.accountId })
      .returning();
    return { result: row!, itemId: row!.id, version: 1, before: null, after: snapshotOf(row!), summary: `Created newsletter ${quoted(row!.subject)}` };
  });
}

/** PUT /newsletters/{id} (If-Match): every field replaced; a draft stays a draft, a scheduled one keeps its time. */
export async function updateNewsletter(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, id: number, expectedVersion: number, input: NewsletterInput): Promise<NewsletterRow> {
  const values = await prepareNewsletter(deps.db, tenantId, input, new Date(deps.now()));
  return writeNewsletter(deps, { tenantId, actor, newsletterId: id, expectedVersion, action: 'update' }, async (_tx, row) => {
    requireUnsent(row);
    return { set: values, summary: `Edited newsletter ${quoted(values.subject)}` };
  });
}

/** DELETE /newsletters/{id} (If-Match): a draft only (a scheduled one is unscheduled first; a sent one is the record). */
export async function deleteNewsletter(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, id: number, expectedVersion: number): Promise<void> {
  await writeContent(deps, { tenantId, actor, kind: NEWSLETTER_KIND, publicChange: false, action: 'delete', itemId: id }, async (tx) => {
    const row = await loadNewsletter(tx, tenantId, id, true);
    if (!row) throw notFound(`No newsletter with id ${id}.`);
    checkVersion(expectedVersion, await currentVersionOf(tx, row));
    if (statusOf(row) !== 'draft') throw wrongStatus('not_a_draft', statusOf(row) === 'sent' ? 'A sent newsletter is kept as the record of what fans received.' : 'Unschedule the newsletter before deleting it.');
    await tx.delete(newsletters).where(and(eq(newsletters.tenantId, tenantId), eq(newsletters.id, id)));
    return { result: undefined, before: snapshotOf(row), after: null, summary: `Deleted newsletter ${quoted(row.subject)}` };
  });
}

/** POST /newsletters/{id}/unschedule (If-Match, admin): back to a draft; nothing goes out. */
export function unscheduleNewsletter(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, id: number, expectedVersion: number): Promise<NewsletterRow> {
  return writeNewsletter(deps, { tenantId, actor, newsletterId: id, expectedVersion, action: 'unschedule' }, async (_tx, row) => {
    if (statusOf(row) !== 'scheduled') throw wrongStatus('not_scheduled', 'This newsletter is not scheduled.');
    return { set: { status: 'draft', sendAt: null }, summary: `Unscheduled newsletter ${quoted(row.subject)}` };
  });
}
