import { pushKeyWire, type PushSubscribeRequestWire, type PushUnsubscribeRequestWire } from '../../contract/push';
import { HttpError, type HttpClient } from '../../core/http/http-client.port';
import type { PushSubscribeResult, PushTopic } from '../../core/push/push-notifications.port';
import type { KeyValueStorage } from '../../core/platform/key-value-storage.port';
import type { PushDeviceLike } from './browser-push-notifications';

/** public/push-sw.js: at the site root, so its scope is every page and no Service-Worker-Allowed header is needed. */
export const PUSH_WORKER_URL = '/push-sw.js';
/** Which sports this device turned on, and for what: the server keeps the truth, the page remembers its own choices. */
const CHOICES_KEY = 'push.sports';

type Choices = Record<string, PushTopic[]>;

/** The browser's own PushManager wants the key as bytes; the API hands it as base64url. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

function reason(error: unknown): string {
  if (error instanceof HttpError) return error.status === 404 ? 'This sport cannot send notifications.' : `The site did not accept it (${error.status}).`;
  return error instanceof Error ? error.message : String(error);
}

/** Registers the push service worker, subscribes with the site's VAPID key and stores the subscription through the API. */
export class PushDevice implements PushDeviceLike {
  constructor(
    private readonly http: HttpClient,
    private readonly serviceWorker: ServiceWorkerContainer,
    private readonly storage: KeyValueStorage,
  ) {}

  async current(sportId: number): Promise<readonly PushTopic[] | null> {
    const subscription = await this.existing();
    if (!subscription) {
      // The browser dropped it (site data cleared, permission reset): what was remembered no longer holds.
      this.storage.removeItem(CHOICES_KEY);
      return null;
    }
    return this.choices()[String(sportId)] ?? null;
  }

  async subscribe(sportId: number, topics: readonly PushTopic[]): Promise<PushSubscribeResult> {
    try {
      await this.serviceWorker.register(PUSH_WORKER_URL, { scope: '/', updateViaCache: 'none' });
      // pushManager.subscribe needs an active worker; `ready` is the registration once it is.
      const registration = await this.serviceWorker.ready;
      const key = keyBytes(pushKeyWire.parse((await this.http.request({ path: '/push/key' })).body).publicKey);
      let subscription = await registration.pushManager.getSubscription();
      // Made with another key (VAPID keys replaced on the server): the push service would refuse our sends.
      if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
      const { endpoint, keys } = subscription.toJSON();
      if (!endpoint || !keys?.p256dh || !keys.auth) return { kind: 'failed', message: 'The browser gave a subscription without its keys.' };
      const body: PushSubscribeRequestWire = { subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } }, sportId, topics: [...topics] };
      await this.http.request({ method: 'POST', path: '/push/subscriptions', body });
      this.remember(sportId, [...topics]);
      return { kind: 'subscribed', topics: [...topics] };
    } catch (error) {
      return { kind: 'failed', message: reason(error) };
    }
  }

  async unsubscribe(sportId: number): Promise<void> {
    const subscription = await this.existing();
    this.remember(sportId, null);
    if (!subscription) return;
    const body: PushUnsubscribeRequestWire = { endpoint: subscription.endpoint, sportId };
    await this.http.request({ method: 'DELETE', path: '/push/subscriptions', body });
    // The last sport turned off: the browser forgets the subscription too, and the push service with it.
    if (Object.keys(this.choices()).length === 0) await subscription.unsubscribe();
  }

  private async existing(): Promise<PushSubscription | null> {
    const registration = await this.serviceWorker.getRegistration('/');
    return (await registration?.pushManager.getSubscription()) ?? null;
  }

  private choices(): Choices {
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(CHOICES_KEY) ?? '{}');
      return parsed && typeof parsed === 'object' ? (parsed as Choices) : {};
    } catch {
      return {};
    }
  }

  private remember(sportId: number, topics: PushTopic[] | null): void {
    const choices = this.choices();
    if (topics) choices[String(sportId)] = topics;
    else delete choices[String(sportId)];
    this.storage.setItem(CHOICES_KEY, JSON.stringify(choices));
  }
}
