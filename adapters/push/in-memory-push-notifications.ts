import type { PushNotifications, PushPermission, PushSubscribeResult, PushTopic } from '../../core/push/push-notifications.port';

export interface InMemoryPushOptions {
  supported?: boolean;
  /** The permission the device starts with. */
  permission?: PushPermission;
  /** What the fan answers when asked (the browser's prompt). */
  answer?: 'granted' | 'denied';
}

/** A device with web push, kept in memory: for tests and for a site run without a browser's push service. */
export class InMemoryPushNotifications implements PushNotifications {
  readonly subscriptions = new Map<number, readonly PushTopic[]>();
  /** How many times the browser's prompt was shown. */
  prompts = 0;
  private granted: PushPermission;

  constructor(private readonly options: InMemoryPushOptions = {}) {
    this.granted = options.permission ?? 'default';
  }

  isSupported(): boolean {
    return this.options.supported ?? true;
  }

  permission(): PushPermission {
    return this.granted;
  }

  async current(sportId: number): Promise<readonly PushTopic[] | null> {
    return this.subscriptions.get(sportId) ?? null;
  }

  async subscribe(sportId: number, topics: readonly PushTopic[]): Promise<PushSubscribeResult> {
    if (!this.isSupported()) return { kind: 'failed', message: 'This browser cannot receive notifications.' };
    if (this.granted === 'default') {
      this.prompts += 1;
      this.granted = this.options.answer ?? 'granted';
    }
    if (this.granted === 'denied') return { kind: 'denied' };
    this.subscriptions.set(sportId, [...topics]);
    return { kind: 'subscribed', topics: [...topics] };
  }

  async unsubscribe(sportId: number): Promise<void> {
    this.subscriptions.delete(sportId);
  }
}
