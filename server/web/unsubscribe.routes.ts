import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SUBSCRIBE_CONFIRMED_PARAM, SUBSCRIBE_CONFIRM_PATH, SUBSCRIBE_PATH, UNSUBSCRIBE_PATH, UNSUBSCRIBE_UNKNOWN_LINK, UNSUBSCRIBED_PATH } from '../../core/info/subscribe-form';
import { errorBody } from '../http/api-error';
import { readQuery } from '../http/query';
import type { Now } from '../clock';
import { confirmSignUp, removeSubscription } from '../subscriptions/subscription-store';
import type { Tenant, TenantDirectory } from '../tenants/tenant-directory';
import type { Db } from '../store/database';
import { hostLabel, tenantOfKnownHost } from './host-tenant';

const tokenQuery = z.object({ token: z.string().trim().min(1, 'is required').max(200, 'is too long') });
/** The confirmation page's form: `token=<secret>` (URL-encoded). */
const confirmForm = z.object({ token: z.string().trim().max(200).default('') });

/**
 * The unsubscribe link of a newsletter, on the school's own host (a mail client sends no `tenant`):
 * GET /unsubscribe?token=T removes the subscription and sends the reader to /unsubscribed (one
 * click); POST (RFC 8058 one-click, `List-Unsubscribe=One-Click`) does the same for a mail client and
 * answers 200. A token that names no subscription of this school (used already, cut short, another
 * school's) removes nothing: /unsubscribed?link=unknown, or `unsubscribed: false`. No token → 400,
 * unknown host → 404.
 */
export async function registerUnsubscribeRoutes(app: FastifyInstance, db: Db, tenants: TenantDirectory, now: Now): Promise<void> {
  const unsubscribe = async (request: FastifyRequest, reply: FastifyReply): Promise<{ tenant: Tenant; removed: boolean } | undefined> => {
    reply.header('cache-control', 'no-store');
    const tenant = tenantOfKnownHost(tenants, request.headers.host);
    if (!tenant) {
      await reply.code(404).send(errorBody('unknown_site', `No school's site is served at the host '${hostLabel(request.headers.host)}'.`));
      return undefined;
    }
    const { token } = readQuery(request.query, tokenQuery);
    return { tenant, removed: await removeSubscription(db, tenant.id, token, new Date(now())) };
  };

  await app.register(async (scope) => {
    // RFC 8058: the mail client's POST carries a form body, which only says "One-Click".
    scope.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => done(null, body));

    // Not on HEAD: a link checker's HEAD must not unsubscribe anyone.
    scope.get(UNSUBSCRIBE_PATH, { exposeHeadRoute: false }, async (request, reply) => {
      const outcome = await unsubscribe(request, reply);
      if (!outcome) return reply;
      return reply.redirect(outcome.removed ? UNSUBSCRIBED_PATH : `${UNSUBSCRIBED_PATH}?link=${UNSUBSCRIBE_UNKNOWN_LINK}`, 303);
    });

    scope.post(UNSUBSCRIBE_PATH, async (request, reply) => {
      const outcome = await unsubscribe(request, reply);
      if (!outcome) return reply;
      return reply.code(200).send({ unsubscribed: outcome.removed });
    });

    // Issue 46: the one button of the confirmation page (/subscribe?confirm=...) posts here, so a mail scanner that
    // opens the link confirms nothing. A plain form: it works without JavaScript, and answers with the page to show.
    scope.post(SUBSCRIBE_CONFIRM_PATH, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const tenant = tenantOfKnownHost(tenants, request.headers.host);
      if (!tenant) return reply.code(404).send(errorBody('unknown_site', `No school's site is served at the host '${hostLabel(request.headers.host)}'.`));
      const fields = typeof request.body === 'string' ? Object.fromEntries(new URLSearchParams(request.body)) : {};
      const parsed = confirmForm.safeParse(fields);
      const confirmed = parsed.success && (await confirmSignUp(db, tenant.id, parsed.data.token, new Date(now())));
      return reply.redirect(`${SUBSCRIBE_PATH}?${SUBSCRIBE_CONFIRMED_PARAM}=${confirmed ? 'yes' : 'no'}`, 303);
    });
  });
}
