import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../store/database';
import { notifyDeliveries, notifyEvents } from '../../store/tables/notifications';
import type { TenantDirectory } from '../../tenants/tenant-directory';
import { schoolBrand } from '../mail/school-brand';
import type { NotifyKind } from '../notify-events';
import { schoolSiteUrl, type NotifySettings } from '../notify-settings';
import { expandConfirmation } from './confirm-expander';
import { LEASE_MS } from './delivery-sender';
import { NOTHING_TO_SEND, type Expander, type Recipient } from './expansion';
import { expandFinal, expandStart } from './game-expanders';
import { expandNewsletter, expandNewsletterTest } from './newsletter-expanders';

const EXPANDERS: Record<NotifyKind, Expander> = {
  confirm: expandConfirmation,
  final: expandFinal,
  start: expandStart,
  newsletter: expandNewsletter,
  'newsletter-test': expandNewsletterTest,
};

/**
 * Deliveries are written a slice a statement, each its own transaction: on the embedded store, whose one connection
 * every query shares, a page's queries wait for one slice at most, not for a 10,000-fan newsletter.
 */
const INSERT_SLICE = 100;

export interface ExpandDeps {
  db: Db;
  tenants: TenantDirectory;
  settings: NotifySettings;
}

/**
 * Leases the oldest event no instance has expanded or is expanding (SKIP LOCKED: instances share the work), renders
 * what it sends once and stores it, writes one delivery per recipient a slice at a time, then marks it expanded.
 * An instance that dies part-way leaves the lease to run out; the next one writes the rest (a recipient is unique per
 * event, so none is written twice). Deliveries can be sent as soon as they are written. False when there was none.
 */
export async function expandNextEvent(deps: ExpandDeps, at: Date): Promise<boolean> {
  const { db } = deps;
  const free = and(isNull(notifyEvents.expandedAt), or(isNull(notifyEvents.expandingUntil), lt(notifyEvents.expandingUntil, at)));
  const next = db.select({ id: notifyEvents.id }).from(notifyEvents).where(free).orderBy(asc(notifyEvents.id)).limit(1).for('update', { skipLocked: true });
  const [event] = await db
    .update(notifyEvents)
    .set({ expandingUntil: new Date(at.getTime() + (deps.settings.leaseMs ?? LEASE_MS)) })
    .where(inArray(notifyEvents.id, next))
    .returning();
  if (!event) return false;
  const tenant = deps.tenants.all().find((school) => school.id === event.tenantId);
  const expander = EXPANDERS[event.kind as NotifyKind];
  const expansion = tenant && expander ? await expander({ db, tenant, brand: schoolBrand(tenant, schoolSiteUrl(deps.settings, tenant)), at }, event.payload) : NOTHING_TO_SEND;
  await db.update(notifyEvents).set({ content: expansion.content }).where(eq(notifyEvents.id, event.id));
  const { recipients } = expansion;
  for (let start = 0; start < recipients.length; start += INSERT_SLICE) await insertDeliveries(db, event, recipients.slice(start, start + INSERT_SLICE), at);
  await db.update(notifyEvents).set({ expandedAt: at, expandingUntil: null, recipients: recipients.length }).where(eq(notifyEvents.id, event.id));
  return true;
}

/** One slice of an event's deliveries, as three arrays the store unnests: no per-row query building on the server's thread. */
async function insertDeliveries(db: Db, event: { id: number; tenantId: number }, recipients: Recipient[], at: Date): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${notifyDeliveries} (tenant_id, event_id, channel, recipient, subscription_id, next_attempt_at)
    SELECT ${event.tenantId}, ${event.id}, r.channel, r.recipient, r.subscription_id, ${at}
    FROM unnest(${sql.param(recipients.map((r) => r.channel))}::text[], ${sql.param(recipients.map((r) => r.recipient))}::text[], ${sql.param(recipients.map((r) => r.subscriptionId))}::int[]) AS r(channel, recipient, subscription_id)
    ON CONFLICT DO NOTHING`);
}
