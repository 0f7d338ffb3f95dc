import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addVary } from './vary';

/**
 * The request headers a site on another origin may send the API: the school (`tenant`), JSON bodies,
 * the staff CSRF token, a protected page's access code, a form's idempotency key, a stat crew's
 * token and a live stream's resume point.
 */
export const CORS_ALLOWED_HEADERS = ['tenant', 'content-type', 'accept', 'x-csrf-token', 'x-access-code', 'idempotency-key', 'authorization', 'last-event-id'];
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, DELETE, OPTIONS';
/** What a cross-origin reader may see beyond the CORS-safelisted response headers. */
const EXPOSED_HEADERS = 'etag, retry-after';
/** How long a browser may reuse a preflight answer (seconds). */
const PREFLIGHT_MAX_AGE = '600';

/** The origins allowed to call the API from another origin: exact origins, or '*' for any. */
export type CorsOrigins = readonly string[];

/** CORS_ORIGINS: a comma- or space-separated list of origins (`https://site.example.edu`), or `*`. Unset: none. */
export function parseCorsOrigins(value: string | undefined): CorsOrigins {
  return (value ?? '')
    .split(/[\s,]+/)
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
}

/** The API's addresses, the only ones another origin may call (pages, feeds and media stay same-origin). */
const isApiPath = (url: string) => /^\/api\/v2(\.1)?(\/|\?|$)/i.test(url);

function allowedOrigin(origins: CorsOrigins, request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (!origin || origins.length === 0) return null;
  if (origins.includes('*')) return '*';
  return origins.includes(origin) ? origin : null;
}

/**
 * #15: the site may run on another origin than its API (another backend's, or ours elsewhere). The
 * API answers CORS for the listed origins: a preflight for the `tenant` header and the others the
 * adapters send, and the allow-origin on every answer (errors included). No credentials: a staff
 * session's cookie stays on the school's own site, where its CSRF rules hold.
 */
export function installCors(app: FastifyInstance, origins: CorsOrigins): void {
  if (origins.length === 0) return;
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    // The answer differs by Origin: a shared cache must not hand one origin's answer to another.
    if (!origins.includes('*')) addVary(reply, 'origin');
    const origin = allowedOrigin(origins, request);
    if (!origin) return;
    reply.header('access-control-allow-origin', origin);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      // A preflight: answered here, before routing, tenant check and caching.
      return reply
        .code(204)
        .header('access-control-allow-methods', ALLOWED_METHODS)
        .header('access-control-allow-headers', CORS_ALLOWED_HEADERS.join(', '))
        .header('access-control-max-age', PREFLIGHT_MAX_AGE)
        .send();
    }
    reply.header('access-control-expose-headers', EXPOSED_HEADERS);
  });
}
