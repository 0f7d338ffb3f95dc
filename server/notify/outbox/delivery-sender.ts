import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { UNSUBSCRIBE_PATH } from '../../../core/info/subscribe-form';
import type { Db } from '../../store/database';
import { notifyDeliveries, notifyEvents, pushSubscriptions } from '../../store/tables/notifications';
import { newsletterSubscriptions } from '../../store/tables/subscriptions';
import type { TenantDirectory } from '../../tenants/tenant-directory';
import { UNSUBSCRIBE_URL, type RenderedMail } from '../mail/mail-content';
import type { MailTransport } from '../mail/mail-transport';
import { schoolHost, schoolSiteUrl, type NotifySettings } from '../notify-settings';
import type { PushMessage, PushSender } from '../push/push-sender';
import { mailOutcomeOf, MAX_ATTEMPTS, retryDelayMs, type DeliveryOutcome } from './delivery-outcome';

/** How long an instance holds a claimed delivery by default; one it has not settled by then (it died) goes to another. */
export const LEASE_MS = 60_000;
/**
 * Mails accepted by the server are marked sent together: one UPDATE for up to 25, at most 100 ms after the first.
 * An instance killed in between sends those few again (same Message-ID); one UPDATE a mail cost a newsletter's
 * sender more than the mail itself.
 */
const SENT_FLUSH_COUNT = 25;
const SENT_FLUSH_MS = 100;

export interface SendDeps {
  db: Db;
  tenants: TenantDirectory;
  settings: NotifySettings;
  mail: MailTransport;
  push: PushSender | null;
}

type Delivery = typeof notifyDeliveries.$inferSelect;
interface EventContent {
  mail?: RenderedMail;
  push?: PushMessage;
}

/**
 * Claims up to `limit` due deliveries (queued and due, or leased by an instance that never settled them) in one
 * statement: SKIP LOCKED gives each to one instance. `attempts` counts the claim, so a delivery that kills its
 * sender each time is still given up in the end.
 */
export async function claimDeliveries(db: Db, at: Date, limit: number, leaseMs = LEASE_MS): Promise<Delivery[]> {
  const due = or(and(eq(notifyDeliveries.status, 'queued'), sql`${notifyDeliveries.nextAttemptAt} <= ${at}`), and(eq(notifyDeliveries.status, 'sending'), lt(notifyDeliveries.leaseUntil, at)));
  const ids = db.select({ id: notifyDeliveries.id }).from(notifyDeliveries).where(due).orderBy(notifyDeliveries.id).limit(limit).for('update', { skipLocked: true });
  return db
    .update(notifyDeliveries)
    .set({ status: 'sending', leaseUntil: new Date(at.getTime() + leaseMs), attempts: sql`${notifyDeliveries.attempts} + 1` })
    .where(inArray(notifyDeliveries.id, ids))
    .returning();
}

/** Sends claimed deliveries, each settled in the store as soon as its outcome is known (those sent, a few together). */
export class DeliverySender {
  private readonly contents = new Map<number, EventContent>();
  private sent: Array<{ id: number; subscriptionId: number | null; bounces: number }> = [];
  private sentTimer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly deps: SendDeps) {}

  async send(deliveries: Delivery[], at: Date, concurrency: number): Promise<void> {
    await this.loadContents(deliveries);
    const mailIds = deliveries.filter((d) => d.channel === 'mail' && d.subscriptionId !== null).map((d) => d.subscriptionId!);
    const pushIds = deliveries.filter((d) => d.channel === 'push').map((d) => d.subscriptionId!);
    const fans = new Map(
      mailIds.length === 0 ? [] : (await this.deps.db.select({ id: newsletterSubscriptions.id, token: newsletterSubscriptions.unsubscribeToken, bounces: newsletterSubscriptions.hardBounces }).from(newsletterSubscriptions).where(inArray(newsletterSubscriptions.id, mailIds))).map((row) => [row.id, row]),
    );
    const devices = new Map(pushIds.length === 0 ? [] : (await this.deps.db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.id, pushIds))).map((row) => [row.id, row]));
    let next = 0;
    const worker = async () => {
      while (next < deliveries.length) {
        const delivery = deliveries[next++]!;
        const fan = delivery.subscriptionId === null ? undefined : fans.get(delivery.subscriptionId);
        const outcome = await this.attempt(delivery, fan?.token ?? null, devices.get(delivery.subscriptionId ?? -1));
        await this.settle(delivery, outcome, at, fan?.bounces ?? 0);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, deliveries.length) }, worker));
    await this.flushSent(at);
  }

  /** Marks the mails accepted so far as sent, in one statement; the next flush waits for this one. */
  private flushSent(at: Date): Promise<void> {
    if (this.sentTimer) clearTimeout(this.sentTimer);
    this.sentTimer = null;
    const batch = this.sent;
    this.sent = [];
    this.flushing = this.flushing.then(async () => {
      if (batch.length === 0) return;
      const { db } = this.deps;
      await db.update(notifyDeliveries).set({ status: 'sent', sentAt: at, leaseUntil: null, lastError: null }).where(inArray(notifyDeliveries.id, batch.map((row) => row.id)));
      const recovered = batch.filter((row) => row.bounces > 0 && row.subscriptionId !== null).map((row) => row.subscriptionId!);
      if (recovered.length > 0) await db.update(newsletterSubscriptions).set({ hardBounces: 0 }).where(inArray(newsletterSubscriptions.id, recovered));
    });
    return this.flushing;
  }

  private async loadContents(deliveries: Delivery[]): Promise<void> {
    const missing = [...new Set(deliveries.map((d) => d.eventId))].filter((id) => !this.contents.has(id));
    if (missing.length === 0) return;
    for (const row of await this.deps.db.select({ id: notifyEvents.id, content: notifyEvents.content }).from(notifyEvents).where(inArray(notifyEvents.id, missing))) {
      this.contents.set(row.id, (row.content ?? {}) as EventContent);
    }
    // Kept for the events in flight only: a long-running instance does not keep every mail it ever sent.
    if (this.contents.size > 200) for (const id of [...this.contents.keys()].slice(0, this.contents.size - 200)) this.contents.delete(id);
  }

  private async attempt(delivery: Delivery, unsubscribeToken: string | null, device: typeof pushSubscriptions.$inferSelect | undefined): Promise<DeliveryOutcome> {
    const content = this.contents.get(delivery.eventId) ?? {};
    const tenant = this.deps.tenants.all().find((school) => school.id === delivery.tenantId);
    // Unsubscribed (or the school removed) between the event and now: nothing more goes to them.
    if (!tenant || (delivery.subscriptionId !== null && delivery.channel === 'mail' && unsubscribeToken === null)) return { kind: 'failed', error: 'Unsubscribed before it was sent.', bounce: false };
    if (delivery.channel === 'push') {
      if (!device || !content.push || !this.deps.push) return { kind: 'failed', error: 'No push subscription or message.', bounce: false };
      const outcome = await this.deps.push.send({ endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth }, content.push);
      return outcome.kind === 'sent' ? { kind: 'sent', outboxFile: null } : outcome.kind === 'failed' ? { ...outcome, bounce: false } : outcome;
    }
    if (!content.mail) return { kind: 'failed', error: 'The event had nothing to send.', bounce: false };
    const host = schoolHost(tenant);
    const unsubscribeUrl = unsubscribeToken ? `${schoolSiteUrl(this.deps.settings, tenant)}${UNSUBSCRIBE_PATH}?token=${unsubscribeToken}` : null;
    // A test or a confirmation has no sign-up to leave: its footer link goes to the sign-up page instead.
    const link = unsubscribeUrl ?? `${schoolSiteUrl(this.deps.settings, tenant)}/subscribe`;
    try {
      const { file } = await this.deps.mail.send({
        from: { name: tenant.settings.siteName || tenant.name, address: this.deps.settings.mailFrom ?? `no-reply@${host}` },
        to: delivery.recipient,
        subject: content.mail.subject,
        html: content.mail.html.replaceAll(UNSUBSCRIBE_URL, link),
        text: content.mail.text.replaceAll(UNSUBSCRIBE_URL, link),
        messageId: `<n${delivery.eventId}.${delivery.id}@${host}>`,
        unsubscribeUrl,
      });
      return { kind: 'sent', outboxFile: file };
    } catch (error) {
      return mailOutcomeOf(error);
    }
  }

  private async settle(delivery: Delivery, outcome: DeliveryOutcome, at: Date, bounces: number): Promise<void> {
    const { db } = this.deps;
    const row = eq(notifyDeliveries.id, delivery.id);
    if (outcome.kind === 'sent' && outcome.outboxFile !== null) {
      await db.update(notifyDeliveries).set({ status: 'sent', sentAt: at, leaseUntil: null, lastError: null, outboxFile: outcome.outboxFile }).where(row);
      return;
    }
    if (outcome.kind === 'sent') {
      this.sent.push({ id: delivery.id, subscriptionId: delivery.subscriptionId, bounces });
      if (this.sent.length >= SENT_FLUSH_COUNT) await this.flushSent(at);
      else this.sentTimer ??= setTimeout(() => void this.flushSent(at).catch(() => undefined), SENT_FLUSH_MS);
      return;
    }
    if (outcome.kind === 'retry' && delivery.attempts < MAX_ATTEMPTS) {
      await db.update(notifyDeliveries).set({ status: 'queued', leaseUntil: null, lastError: outcome.error, nextAttemptAt: new Date(at.getTime() + retryDelayMs(delivery.attempts)) }).where(row);
      return;
    }
    const error = outcome.kind === 'gone' ? 'The push service says this device is no longer subscribed; removed.' : outcome.error;
    await db.update(notifyDeliveries).set({ status: 'failed', leaseUntil: null, lastError: error }).where(row);
    if (outcome.kind === 'gone') await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, delivery.subscriptionId!));
    if (outcome.kind === 'failed' && outcome.bounce && delivery.subscriptionId !== null) {
      await db.update(newsletterSubscriptions).set({ hardBounces: sql`${newsletterSubscriptions.hardBounces} + 1` }).where(eq(newsletterSubscriptions.id, delivery.subscriptionId));
    }
  }
}
