import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { pushKeyWire, pushSubscribeRequestWire, pushSubscribeResultWire, pushUnsubscribeRequestWire, type PushKeyWire, type PushSubscribeResultWire } from '../../contract/push';
import { errorBody } from '../http/api-error';
import { loadVapidKeys } from '../notify/push/vapid-keys';
import { sports } from '../store/tables/foundation';
import { pushSubscriptions } from '../store/tables/notifications';
import type { ApiDeps } from './api-deps';
import { apiGet, documentRoute, type ApiRouteSpec } from './api-route';

const KEY_PATH = '/push/key';
const SUBSCRIPTIONS_PATH = '/push/subscriptions';
/** An endpoint URL, two keys and a sport: well under a kilobyte. */
const BODY_LIMIT = 8 * 1024;
const TAG = 'Push';

function describeShape(error: z.ZodError, expected: string): string {
  const problems = error.issues.slice(0, 3).map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'body'}: ${issue.message}`);
  return `The body must be ${expected}. ${problems.join('; ')}.`;
}

const SUBSCRIBE_SHAPE = "a JSON object with 'subscription' (the browser's PushSubscription: an https endpoint and base64url keys p256dh and auth), 'sportId' and 'topics' ('final' and/or 'start')";
const UNSUBSCRIBE_SHAPE = "a JSON object with 'endpoint' (the subscription's https URL) and optionally 'sportId'";

/** Issue 46: "Notify me on this device": the VAPID key to subscribe with, and the device's subscriptions per sport. */
export async function registerPushRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  // app.ts fills deps.push (the env pair wins); without it, the store's own pair, made once and shared by instances.
  let storeKey: Promise<string> | undefined;
  const publicKey = deps.push?.publicKey ?? (() => (storeKey ??= loadVapidKeys(deps.db).then((keys) => keys.publicKey)));

  // Public and the same for years: cached like content, so a page's click costs no extra store read.
  apiGet(app, { path: KEY_PATH, summary: "The site's VAPID public key, the applicationServerKey a browser subscribes to push with", tag: TAG, response: pushKeyWire }, async () => {
    const body: PushKeyWire = { publicKey: await publicKey() };
    return body;
  });

  const subscribeSpec: ApiRouteSpec<undefined> = {
    path: SUBSCRIPTIONS_PATH,
    summary: "Stores this device's push subscription for one of the school's sports and what to send (final scores, games starting); sent again, it replaces the keys and topics",
    tag: TAG,
    body: pushSubscribeRequestWire,
    response: pushSubscribeResultWire,
    successStatus: 201,
    statuses: { 400: 'Not a push subscription, sport and topics', 404: "No such sport at this school", 413: 'The body is too large', 415: 'The body is not JSON' },
    cache: 'none',
  };
  documentRoute('POST', subscribeSpec);
  app.post(SUBSCRIPTIONS_PATH, { bodyLimit: BODY_LIMIT, config: { cache: 'none' } }, async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const parsed = pushSubscribeRequestWire.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(errorBody('invalid_body', describeShape(parsed.error, SUBSCRIBE_SHAPE)));
    const { subscription, sportId, topics } = parsed.data;
    const tenantId = request.tenant.id;
    const [sport] = await deps.db
      .select({ id: sports.id })
      .from(sports)
      .where(and(eq(sports.id, sportId), eq(sports.tenantId, tenantId), eq(sports.nonSport, false)));
    if (!sport) return reply.code(404).send(errorBody('unknown_sport', `${sportId} is not one of this school's sports.`));
    const [row] = await deps.db
      .insert(pushSubscriptions)
      .values({ tenantId, sportId, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, topics, createdAt: new Date(deps.now()) })
      .onConflictDoUpdate({
        target: [pushSubscriptions.tenantId, pushSubscriptions.endpoint, pushSubscriptions.sportId],
        set: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, topics },
      })
      // PostgreSQL's xmax is 0 on a row this statement inserted, and set on one it updated.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    const body: PushSubscribeResultWire = { subscribed: true, sportId, topics };
    return reply.code(row?.inserted ? 201 : 200).send(body);
  });

  documentRoute('DELETE', {
    path: SUBSCRIPTIONS_PATH,
    summary: "Forgets this device's push subscription for one sport, or for every sport when no sportId is given; 204 whether or not one was stored",
    tag: TAG,
    body: pushUnsubscribeRequestWire,
    response: pushSubscribeResultWire,
    successStatus: 204,
    statuses: { 400: 'Not an endpoint and optional sport id', 415: 'The body is not JSON' },
    cache: 'none',
  });
  app.delete(SUBSCRIPTIONS_PATH, { bodyLimit: BODY_LIMIT, config: { cache: 'none' } }, async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const parsed = pushUnsubscribeRequestWire.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(errorBody('invalid_body', describeShape(parsed.error, UNSUBSCRIBE_SHAPE)));
    const { endpoint, sportId } = parsed.data;
    const mine = [eq(pushSubscriptions.tenantId, request.tenant.id), eq(pushSubscriptions.endpoint, endpoint)];
    await deps.db.delete(pushSubscriptions).where(and(...mine, ...(sportId === undefined ? [] : [eq(pushSubscriptions.sportId, sportId)])));
    return reply.code(204).send();
  });
}

