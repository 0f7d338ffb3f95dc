import type { Agent } from 'node:https';
import webPush from 'web-push';
import type { VapidKeys } from './vapid-keys';

/** A browser's push subscription as stored (push_subscriptions): where to post and the keys to encrypt for. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a notification says and where a tap takes the fan (the game centre). */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  /** One notification per game and kind on a device: a later one replaces it. */
  tag: string;
  /** The school's logo (an absolute URL), shown beside the text where the device shows an icon. */
  icon?: string;
  /** How long the push service keeps it for a device that is offline; 6 h when absent (a final is news that long). */
  ttlSeconds?: number;
}

export type PushOutcome = { kind: 'sent' } | { kind: 'gone' } | { kind: 'retry'; error: string } | { kind: 'failed'; error: string };

export interface PushSender {
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}

export interface WebPushSenderOptions {
  /** The TLS agent for the push services (tests trust their own certificate through it). */
  agent?: Agent;
  timeoutMs?: number;
}

const DEFAULT_TTL_S = 6 * 60 * 60;
const DEFAULT_TIMEOUT_MS = 10_000;

/** Sends through the Web Push protocol (RFC 8030) with VAPID (RFC 8292) and an aes128gcm payload (RFC 8291). */
export class WebPushSender implements PushSender {
  constructor(
    private readonly keys: VapidKeys,
    /** The VAPID contact: 'mailto:...' or the site's https URL (vapidSubject). */
    private readonly subject: string,
    private readonly options: WebPushSenderOptions = {},
  ) {}

  async send(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
    const payload = JSON.stringify({ title: message.title, body: message.body, url: message.url, tag: message.tag, ...(message.icon ? { icon: message.icon } : {}) });
    try {
      await webPush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        vapidDetails: { subject: this.subject, publicKey: this.keys.publicKey, privateKey: this.keys.privateKey },
        TTL: message.ttlSeconds ?? DEFAULT_TTL_S,
        // A score is wanted now: 'high' lets a phone on battery saver wake for it.
        urgency: 'high',
        contentEncoding: 'aes128gcm',
        timeout: this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        ...(this.options.agent ? { agent: this.options.agent } : {}),
      });
      return { kind: 'sent' };
    } catch (error) {
      return outcomeOf(error);
    }
  }
}

/** RFC 8030 8.3 / 7.2: 404 and 410 mean the subscription is gone for good; 429 and 5xx are worth another try. */
export function outcomeOf(error: unknown): PushOutcome {
  if (error instanceof webPush.WebPushError) {
    const status = error.statusCode;
    const text = `push service answered ${status}${error.body ? `: ${String(error.body).slice(0, 200)}` : ''}`;
    if (status === 404 || status === 410) return { kind: 'gone' };
    if (status === 408 || status === 429 || status >= 500) return { kind: 'retry', error: text };
    return { kind: 'failed', error: text };
  }
  const message = error instanceof Error ? error.message : String(error);
  // A socket error (refused, reset, DNS, TLS) or web-push's own 'Socket timeout': the service may be back soon.
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' || message === 'Socket timeout') return { kind: 'retry', error: `${typeof code === 'string' ? `${code}: ` : ''}${message}` };
  // web-push refused before sending (keys of the wrong length, a bad endpoint): no retry makes it right.
  return { kind: 'failed', error: message };
}
