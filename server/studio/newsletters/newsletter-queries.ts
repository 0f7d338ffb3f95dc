import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { NewsletterDeliveryCounts, NewsletterPreviewWire, NewsletterWire } from '../../../contract/studio/newsletters';
import { notFound } from '../../http/api-error';
import type { SchoolBrand } from '../../notify/mail/mail-content';
import { newsletterAudience } from '../../notify/newsletter-audience';
import { renderNewsletter } from '../../notify/newsletter-content';
import type { Db } from '../../store/database';
import { newsletters } from '../../store/tables/newsletters';
import { notifyDeliveries, notifyEvents } from '../../store/tables/notifications';
import { newsletterSubscriptions, unsubscribeEvents } from '../../store/tables/subscriptions';
import type { Tenant } from '../../tenants/tenant-directory';
import { staffNames } from '../staff/staff-names';
import { loadNewsletter, toWire, type NewsletterRow } from './newsletter-record';

/** The list shows this many, newest first (the studio's screen is a history, not an archive). */
const LIST_LIMIT = 200;

const counted = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** How many fans a newsletter to these sports reaches now. */
export async function audienceSize(db: Db, tenantId: number, sportIds: readonly number[]): Promise<number> {
  const [row] = await db.select({ n: count() }).from(newsletterSubscriptions).where(newsletterAudience(tenantId, sportIds));
  return row?.n ?? 0;
}

/** The sent newsletters' deliveries, counted per status, and the unsubscribes since each went out. */
async function deliveryCounts(db: Db, tenantId: number, rows: NewsletterRow[]): Promise<Map<number, NewsletterDeliveryCounts>> {
  const sent = rows.filter((row) => row.eventId !== null && row.sentAt !== null);
  if (sent.length === 0) return new Map();
  const eventIds = sent.map((row) => row.eventId!);
  const [events, deliveries, unsubscribes] = await Promise.all([
    db.select({ id: notifyEvents.id, recipients: notifyEvents.recipients }).from(notifyEvents).where(and(eq(notifyEvents.tenantId, tenantId), inArray(notifyEvents.id, eventIds))),
    db
      .select({
        eventId: notifyDeliveries.eventId,
        queued: counted(sql`${notifyDeliveries.status} in ('queued', 'sending')`),
        sent: counted(sql`${notifyDeliveries.status} = 'sent'`),
        failed: counted(sql`${notifyDeliveries.status} = 'failed'`),
      })
      .from(notifyDeliveries)
      .where(and(eq(notifyDeliveries.tenantId, tenantId), inArray(notifyDeliveries.eventId, eventIds)))
      .groupBy(notifyDeliveries.eventId),
    db
      .select({ id: newsletters.id, n: count(unsubscribeEvents.id) })
      .from(newsletters)
      .innerJoin(unsubscribeEvents, and(eq(unsubscribeEvents.tenantId, newsletters.tenantId), gte(unsubscribeEvents.at, newsletters.sentAt)))
      .where(inArray(newsletters.id, sent.map((row) => row.id)))
      .groupBy(newsletters.id),
  ]);
  const recipientsOf = new Map(events.map((event) => [event.id, event.recipients]));
  const byEvent = new Map(deliveries.map((row) => [row.eventId, row]));
  const unsubscribedOf = new Map(unsubscribes.map((row) => [row.id, row.n]));
  const counts = new Map<number, NewsletterDeliveryCounts>();
  for (const row of sent) {
    const tally = byEvent.get(row.eventId!);
    // Before the outbox expands the event, its audience is still the one it will reach.
    const recipients = recipientsOf.get(row.eventId!) ?? (await audienceSize(db, tenantId, row.sportIds));
    counts.set(row.id, { recipients, queued: tally?.queued ?? 0, sent: tally?.sent ?? 0, failed: tally?.failed ?? 0, unsubscribesSince: unsubscribedOf.get(row.id) ?? 0 });
  }
  return counts;
}

/** Rows as the wire shows them, with who changed them last and how their sends went. */
export async function newsletterWires(db: Db, tenantId: number, rows: NewsletterRow[]): Promise<NewsletterWire[]> {
  const [names, counts] = await Promise.all([staffNames(db, rows.map((row) => row.updatedBy)), deliveryCounts(db, tenantId, rows)]);
  return rows.map((row) => toWire(row, names, counts.get(row.id) ?? null));
}

/** GET /newsletters: the school's newsletters, the newest first. */
export async function listNewsletters(db: Db, tenantId: number): Promise<NewsletterWire[]> {
  const rows = await db.select().from(newsletters).where(eq(newsletters.tenantId, tenantId)).orderBy(desc(newsletters.createdAt), desc(newsletters.id)).limit(LIST_LIMIT);
  return newsletterWires(db, tenantId, rows);
}

export async function requireNewsletter(db: Db, tenantId: number, id: number): Promise<NewsletterRow> {
  const row = await loadNewsletter(db, tenantId, id);
  if (!row) throw notFound(`No newsletter with id ${id}.`);
  return row;
}

/** GET /newsletters/{id}/preview: the mail as fans will get it, and how many fans that is now. */
export async function previewNewsletter(db: Db, tenant: Tenant, brand: SchoolBrand, id: number, at: Date): Promise<NewsletterPreviewWire> {
  const row = await requireNewsletter(db, tenant.id, id);
  const [mail, recipients] = await Promise.all([renderNewsletter(db, tenant, brand, row, at), audienceSize(db, tenant.id, row.sportIds)]);
  return { subject: mail.subject, html: mail.html, text: mail.text, recipients };
}
