import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { requireStaff } from '../auth/staff-guard';
import { apiGet, type ApiContext, type ApiRouteSpec } from './api-route';

type QueryOf<Q> = Q extends z.ZodObject ? z.infer<Q> : Record<string, never>;
type Handler<Q> = (context: ApiContext<QueryOf<Q>>) => Promise<unknown> | unknown;

/**
 * Registers a GET for content that is not public (hidden or protected): `Cache-Control: private,
 * no-store` (never kept by our response cache, a proxy or the browser) and `X-Robots-Tag: noindex`
 * on every answer, errors included. The handler decides who may see it.
 */
export function privateGet<Q extends z.ZodObject | undefined = undefined>(app: FastifyInstance, spec: Omit<ApiRouteSpec<Q>, 'cache'>, handler: Handler<Q>): void {
  apiGet(app, { ...spec, cache: 'private' }, (context) => {
    context.reply.header('x-robots-tag', 'noindex');
    return handler(context);
  });
}

/** The OpenAPI tag of the staff-preview routes (v2-reference 31). */
export const HIDDEN_TAG = 'Hidden';

/**
 * Registers a staff-preview GET under /Hidden (DESIGN 8): 401 without a staff session, 403 for a
 * session of another school, then the handler; private and noindex as privateGet.
 */
export function hiddenGet<Q extends z.ZodObject | undefined = undefined>(app: FastifyInstance, spec: Omit<ApiRouteSpec<Q>, 'cache' | 'tag'>, handler: Handler<Q>): void {
  const statuses = { 401: 'No signed-in staff session', 403: "The staff session is another school's", ...spec.statuses };
  privateGet(app, { ...spec, tag: HIDDEN_TAG, statuses }, (context) => {
    requireStaff(context.request);
    return handler(context);
  });
}
