import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { OutboxItemWire } from '../../../contract/studio/newsletters';
import type { Db } from '../../store/database';
import { notifyDeliveries, notifyEvents } from '../../store/tables/notifications';

/** The outbox screen shows the latest deliveries only. */
const OUTBOX_LIMIT = 100;

export const emlUrlOf = (deliveryId: number) => `/api/studio/outbox/${deliveryId}.eml`;

const CHANNELS = new Set(['mail', 'push']);
const STATUSES = new Set(['queued', 'sending', 'sent', 'failed']);

/** The event's rendered content ({ mail?: { subject }, push?: { title } }); null until the event is expanded. */
function subjectOf(content: Record<string, unknown> | null): string {
  const mail = content?.mail as { subject?: unknown } | undefined;
  if (typeof mail?.subject === 'string') return mail.subject;
  const push = content?.push as { title?: unknown } | undefined;
  return typeof push?.title === 'string' ? push.title : '';
}

/** GET /outbox: the school's latest mails and pushes, the newest first. */
export async function listOutbox(db: Db, tenantId: number): Promise<OutboxItemWire[]> {
  const rows = await db
    .select({ delivery: notifyDeliveries, kind: notifyEvents.kind, content: notifyEvents.content })
    .from(notifyDeliveries)
    .innerJoin(notifyEvents, eq(notifyEvents.id, notifyDeliveries.eventId))
    .where(eq(notifyDeliveries.tenantId, tenantId))
    .orderBy(desc(notifyDeliveries.id))
    .limit(OUTBOX_LIMIT);
  return rows.map(({ delivery, kind, content }) => ({
    id: delivery.id,
    kind,
    channel: (CHANNELS.has(delivery.channel) ? delivery.channel : 'mail') as OutboxItemWire['channel'],
    recipient: delivery.recipient,
    subject: subjectOf(content),
    status: (STATUSES.has(delivery.status) ? delivery.status : 'queued') as OutboxItemWire['status'],
    attempts: delivery.attempts,
    lastError: delivery.lastError,
    sentAt: delivery.sentAt?.toISOString() ?? null,
    emlUrl: delivery.outboxFile ? emlUrlOf(delivery.id) : null,
  }));
}

/**
 * The .eml file of one of the school's deliveries, as an absolute path inside `outboxDir`; null when the delivery
 * is another school's, has no file, its file is gone, or it names a file outside the outbox (a row never leads the studio elsewhere).
 */
export async function emlFileOf(db: Db, tenantId: number, deliveryId: number, outboxDir: string): Promise<string | null> {
  const [row] = await db
    .select({ file: notifyDeliveries.outboxFile })
    .from(notifyDeliveries)
    .where(and(eq(notifyDeliveries.tenantId, tenantId), eq(notifyDeliveries.id, deliveryId)));
  if (!row?.file) return null;
  try {
    // Real paths: a link inside the outbox that points out of it does not count as inside.
    const root = await realpath(path.resolve(outboxDir));
    const file = await realpath(path.resolve(root, row.file));
    const inside = path.relative(root, file);
    if (inside === '' || inside.startsWith('..') || path.isAbsolute(inside) || !file.endsWith('.eml')) return null;
    return file;
  } catch {
    return null;
  }
}
