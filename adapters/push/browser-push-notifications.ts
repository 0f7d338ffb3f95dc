import type { PushNotifications, PushPermission, PushSubscribeResult, PushTopic } from '../../core/push/push-notifications.port';
import type { PushBrowser } from './browser-push';

/** The part that registers the service worker and talks to the push service and our API (push-device.ts). */
export interface PushDeviceLike {
  current(sportId: number): Promise<readonly PushTopic[] | null>;
  subscribe(sportId: number, topics: readonly PushTopic[]): Promise<PushSubscribeResult>;
  unsubscribe(sportId: number): Promise<void>;
}

/**
 * Issue 46: "Notify me on this device" in the browser. Small, so every page can ask whether push is there;
 * the device's code loads on the first call that needs it (DESIGN 7: the home page's budget).
 */
export class BrowserPushNotifications implements PushNotifications {
  private device?: Promise<PushDeviceLike>;

  constructor(
    private readonly browser: () => PushBrowser,
    private readonly loadDevice: () => Promise<PushDeviceLike>,
  ) {}

  isSupported(): boolean {
    const browser = this.browser();
    return Boolean(browser.notification && browser.serviceWorker && browser.hasPushManager);
  }

  permission(): PushPermission {
    const permission = this.browser().notification?.permission;
    return permission === 'granted' || permission === 'denied' ? permission : 'default';
  }

  async current(sportId: number): Promise<readonly PushTopic[] | null> {
    // Nothing was ever allowed here: no need to load the device's code to know nothing is on.
    if (!this.isSupported() || this.permission() !== 'granted') return null;
    return (await this.deviceCode()).current(sportId);
  }

  subscribe(sportId: number, topics: readonly PushTopic[]): Promise<PushSubscribeResult> {
    const notification = this.browser().notification;
    if (!notification || !this.isSupported()) return Promise.resolve({ kind: 'failed', message: 'This browser cannot receive notifications.' });
    // Asked before anything is awaited, on the click's own turn: browsers show the prompt only for a gesture.
    const asked = notification.permission === 'granted' ? Promise.resolve<NotificationPermission>('granted') : notification.requestPermission();
    const device = this.deviceCode();
    // Loaded beside the prompt; a failed load is reported below, never left unhandled when the fan says no.
    device.catch(() => undefined);
    return asked
      .then(async (permission): Promise<PushSubscribeResult> => (permission === 'granted' ? (await device).subscribe(sportId, topics) : { kind: 'denied' }))
      .catch((error: unknown): PushSubscribeResult => ({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }));
  }

  async unsubscribe(sportId: number): Promise<void> {
    if (!this.isSupported()) return;
    await (await this.deviceCode()).unsubscribe(sportId);
  }

  private deviceCode(): Promise<PushDeviceLike> {
    this.device ??= this.loadDevice().catch((error: unknown) => {
      this.device = undefined;
      throw error;
    });
    return this.device;
  }
}
