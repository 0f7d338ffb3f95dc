import { z } from 'zod';

/** What a fan can be told about a sport: its finals, and its games starting. */
export const pushTopicWire = z.enum(['final', 'start']);
export type PushTopicWire = z.infer<typeof pushTopicWire>;

/** Unpadded base64url, as PushSubscription.toJSON() gives the keys. */
const base64url = (what: string, max: number) => z.string().min(1).max(max).regex(/^[A-Za-z0-9_-]+$/, `${what} must be base64url`);

/** Push services are reached over TLS only (RFC 8030 8.1). */
const endpointWire = z
  .string()
  .max(1_000)
  .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', 'endpoint must be an https URL');

/** POST /push/subscriptions: the browser's subscription (PushSubscription.toJSON()), the sport and what to send. */
export const pushSubscribeRequestWire = z.object({
  subscription: z.object({
    endpoint: endpointWire,
    // A P-256 public key is 65 bytes (87 characters), the auth secret 16 (22); a little room for padding-free variants.
    keys: z.object({ p256dh: base64url('p256dh', 128), auth: base64url('auth', 64) }),
  }),
  sportId: z.number().int().positive(),
  topics: z
    .array(pushTopicWire)
    .min(1)
    .max(2)
    .refine((topics) => new Set(topics).size === topics.length, 'topics must not repeat'),
});
export type PushSubscribeRequestWire = z.infer<typeof pushSubscribeRequestWire>;

/** The answer to POST /push/subscriptions (201 when new, 200 when it replaced the topics). */
export const pushSubscribeResultWire = z.object({
  subscribed: z.literal(true),
  sportId: z.number().int(),
  topics: z.array(pushTopicWire),
});
export type PushSubscribeResultWire = z.infer<typeof pushSubscribeResultWire>;

/** DELETE /push/subscriptions: this device's subscription, for one sport or (no sportId) every sport. */
export const pushUnsubscribeRequestWire = z.object({
  endpoint: endpointWire,
  sportId: z.number().int().positive().optional(),
});
export type PushUnsubscribeRequestWire = z.infer<typeof pushUnsubscribeRequestWire>;

/** GET /push/key: the VAPID public key the browser subscribes with (applicationServerKey). */
export const pushKeyWire = z.object({ publicKey: z.string() });
export type PushKeyWire = z.infer<typeof pushKeyWire>;
