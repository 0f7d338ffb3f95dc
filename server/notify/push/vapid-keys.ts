import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { Db } from '../../store/database';
import { vapidKeys } from '../../store/tables/notifications';
import type { NotifySettings } from '../notify-settings';

/** The application server's VAPID pair (RFC 8292), both halves base64url as web-push and the browser take them. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const STORE_ROW = 1;

/**
 * Issue 46: the env pair (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY) when set, else the store's own, made on first use.
 * Every browser subscribed with the public key, so it must never change under them: two instances starting on an
 * empty store may both make a pair, but only the first insert lands and both read that one back.
 */
export async function loadVapidKeys(db: Db, fromEnv?: NotifySettings['vapid']): Promise<VapidKeys> {
  if (fromEnv) return { publicKey: fromEnv.publicKey, privateKey: fromEnv.privateKey };
  const stored = await readStored(db);
  if (stored) return stored;
  const made = webPush.generateVAPIDKeys();
  await db.insert(vapidKeys).values({ id: STORE_ROW, publicKey: made.publicKey, privateKey: made.privateKey, createdAt: new Date() }).onConflictDoNothing({ target: vapidKeys.id });
  const agreed = await readStored(db);
  if (!agreed) throw new Error('The VAPID key pair was written but cannot be read back.');
  return agreed;
}

async function readStored(db: Db): Promise<VapidKeys | null> {
  const [row] = await db.select({ publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey }).from(vapidKeys).where(eq(vapidKeys.id, STORE_ROW));
  return row ?? null;
}

/**
 * The VAPID `sub` claim: push services want a contact. web-push accepts only mailto: or https:, and Apple's
 * rejects a localhost URL, so an http or localhost PUBLIC_URL gives way to a mailto: at the sender's address.
 */
export function vapidSubject(settings: Pick<NotifySettings, 'publicUrl' | 'mailFrom'>): string {
  const site = new URL(settings.publicUrl);
  const address = settings.mailFrom?.match(/<([^>]+)>/)?.[1] ?? settings.mailFrom;
  if (address && /^[^\s@]+@[^\s@]+$/.test(address)) return `mailto:${address}`;
  if (site.protocol === 'https:' && site.hostname !== 'localhost') return site.origin;
  return `mailto:no-reply@${site.hostname === 'localhost' || /^[\d.]+$/.test(site.hostname) ? 'localhost.localdomain' : site.hostname}`;
}
