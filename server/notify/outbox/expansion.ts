import { and, asc, gt, type SQL } from 'drizzle-orm';
import type { Db } from '../../store/database';
import { pushSubscriptions } from '../../store/tables/notifications';
import { newsletterSubscriptions } from '../../store/tables/subscriptions';
import type { Tenant } from '../../tenants/tenant-directory';
import type { RenderedMail, SchoolBrand } from '../mail/mail-content';
import type { PushMessage } from '../push/push-sender';

/** What an event is expanded with: its school, as mails show it. */
export interface ExpandContext {
  db: Db;
  tenant: Tenant;
  brand: SchoolBrand;
  at: Date;
}

/** One recipient of an event: an address (of a sign-up, or a staff member's for a test) or a push subscription. */
export type Recipient = { channel: 'mail'; recipient: string; subscriptionId: number | null } | { channel: 'push'; recipient: string; subscriptionId: number };

/** What an event sends, rendered once, and to whom. */
export interface Expansion {
  content: { mail?: RenderedMail; push?: PushMessage };
  recipients: Recipient[];
}

export const NOTHING_TO_SEND: Expansion = { content: {}, recipients: [] };

export type Expander = (context: ExpandContext, payload: Record<string, unknown>) => Promise<Expansion>;

/** A payload's numeric field, or null when the event is not what it claims (nothing is sent then). */
export function payloadId(payload: Record<string, unknown>, field: string): number | null {
  const value = payload[field];
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/** Recipients are read a page a statement: a 10,000-fan audience never holds the embedded store's one thread long. */
const RECIPIENT_PAGE = 500;

async function inPages<Row extends { id: number }>(readPage: (afterId: number) => Promise<Row[]>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let afterId = 0; ; ) {
    const page = await readPage(afterId);
    rows.push(...page);
    if (page.length < RECIPIENT_PAGE) return rows;
    afterId = page[page.length - 1]!.id;
  }
}

/** The addresses of the sign-ups that meet `condition`, by sign-up. */
export async function mailRecipientsWhere(db: Db, condition: SQL | undefined): Promise<Recipient[]> {
  const subscriber = newsletterSubscriptions;
  const rows = await inPages((afterId) =>
    db.select({ id: subscriber.id, email: subscriber.email }).from(subscriber).where(and(condition, gt(subscriber.id, afterId))).orderBy(asc(subscriber.id)).limit(RECIPIENT_PAGE),
  );
  return rows.map((row) => ({ channel: 'mail', recipient: row.email, subscriptionId: row.id }));
}

/** The devices of the push subscriptions that meet `condition`. */
export async function pushRecipientsWhere(db: Db, condition: SQL | undefined): Promise<Recipient[]> {
  const device = pushSubscriptions;
  const rows = await inPages((afterId) =>
    db.select({ id: device.id, endpoint: device.endpoint }).from(device).where(and(condition, gt(device.id, afterId))).orderBy(asc(device.id)).limit(RECIPIENT_PAGE),
  );
  return rows.map((row) => ({ channel: 'push', recipient: row.endpoint, subscriptionId: row.id }));
}
