/** What a fan can be told about a sport on this device: its final scores, and its games starting. */
export type PushTopic = 'final' | 'start';

/** The browser's answer to "may this site show notifications?" ('default': not asked yet). */
export type PushPermission = 'default' | 'granted' | 'denied';

export type PushSubscribeResult =
  | { kind: 'subscribed'; topics: readonly PushTopic[] }
  /** The fan (or the browser's settings) said no: nothing was stored, and only the browser's settings can change it. */
  | { kind: 'denied' }
  | { kind: 'failed'; message: string };

/**
 * Issue 46: "Notify me on this device". The browser's permission is asked only inside `subscribe`, which the
 * fan's click calls; the rest never prompts.
 */
export interface PushNotifications {
  /** Whether this browser can receive web push at all (service workers, the Push API, notifications). */
  isSupported(): boolean;
  permission(): PushPermission;
  /** What this device is subscribed to for the sport, as last stored from here; null when nothing is. */
  current(sportId: number): Promise<readonly PushTopic[] | null>;
  subscribe(sportId: number, topics: readonly PushTopic[]): Promise<PushSubscribeResult>;
  unsubscribe(sportId: number): Promise<void>;
}
