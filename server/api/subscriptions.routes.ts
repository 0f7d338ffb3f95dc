import { and, eq } from 'drizzle-orm';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { subscriptionErrorWire, subscriptionRequestWire, subscriptionResultWire, type SubscriptionErrorWire, type SubscriptionResultWire } from '../../contract/subscriptions';
import { FORM_INCOMPLETE_MESSAGE } from '../../core/info/simple-form';
import { subscribeErrors, subscriptionChoice } from '../../core/info/subscription';
import { ApiError, errorBody } from '../http/api-error';
import { sports } from '../store/tables/foundation';
import { signUp } from '../subscriptions/subscription-store';
import type { ApiDeps } from './api-deps';
import { documentRoute, type ApiRouteSpec } from './api-route';

const PATH = '/Subscriptions';
/** An address and a list of sport ids: a few hundred bytes. */
const BODY_LIMIT = 16 * 1024;
/** Issue 46: sign-ups per client address (a form filled by hand, a family on one network) before a 429. */
export const SIGN_UPS_PER_CLIENT = { max: 30, timeWindow: 10 * 60_000 };

/** "email: expected string, received number" — what is wrong with the body's shape. */
function describeShape(error: z.ZodError): string {
  const problems = error.issues.slice(0, 3).map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'body'}: ${issue.message}`);
  return `The body must be a JSON object with 'email' (text), 'sports' and optionally 'finals' (lists of sport ids). ${problems.join('; ')}.`;
}

async function schoolSportIds(deps: ApiDeps, tenantId: number): Promise<number[]> {
  const rows = await deps.db
    .select({ id: sports.id })
    .from(sports)
    .where(and(eq(sports.tenantId, tenantId), eq(sports.nonSport, false)));
  return rows.map((row) => row.id);
}

/** POST /Subscriptions: the newsletter sign-up, checked with the form's own rules (spec 5) and stored per school. */
export async function registerSubscriptionRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  const spec: ApiRouteSpec<undefined> = {
    path: PATH,
    summary:
      "A sign-up (the subscribe form's fields: email; sports, the sport ids whose news and final scores to mail; finals, optional, the sport ids whose final scores to mail instead), checked with the form's rules and stored before the answer as pending: a confirmation link (single use, 48 hours) is mailed, at most once an hour per address, and nothing else is sent until it is used. The answer is the same whether or not the address was known",
    tag: 'Subscriptions',
    body: subscriptionRequestWire,
    response: subscriptionResultWire,
    statuses: { 400: "Not a JSON object of the form's fields, or a field fails its rules (error.fields lists each field's messages)", 429: 'Too many sign-ups from this client address; try again later' },
    cache: 'none',
  };
  documentRoute('POST', spec);

  // Per instance and client address: one address cannot flood others' inboxes with confirmations.
  await app.register(rateLimit, { global: false, hook: 'preHandler' });
  const limit = { ...SIGN_UPS_PER_CLIENT, keyGenerator: (request: FastifyRequest) => `${request.tenant?.id ?? 0}:${request.ip}`, errorResponseBuilder: () => new ApiError(429, 'too_many_sign_ups', 'Too many sign-ups from this network just now. Try again in a few minutes.') };
  app.post(PATH, { bodyLimit: BODY_LIMIT, config: { cache: 'none', rateLimit: limit } }, async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const parsed = subscriptionRequestWire.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(errorBody('invalid_body', describeShape(parsed.error)));
    const values = parsed.data;
    const today = new Date(deps.now()).toISOString().slice(0, 10);
    const errors = subscribeErrors(values, await schoolSportIds(deps, request.tenant.id), today);
    if (Object.keys(errors).length > 0) {
      const details = Object.entries(errors).map(([field, messages]) => `${field}: ${messages.join(' ')}`);
      const body: SubscriptionErrorWire = { error: { code: 'invalid_form', message: `${FORM_INCOMPLETE_MESSAGE} ${details.join(' ')}`, fields: errors } };
      return reply.code(400).send(subscriptionErrorWire.parse(body));
    }
    const choice = subscriptionChoice(values);
    await signUp(deps.db, request.tenant.id, choice, new Date(deps.now()));
    const body: SubscriptionResultWire = { subscribed: true, confirmationRequired: true, email: choice.email, sportIds: choice.sportIds, finalSportIds: choice.finalSportIds };
    return reply.code(200).send(body);
  });
}
