import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, matchesEtag, ResponseCache } from '../http/response-cache';
import type { CachePolicy } from './api-route';

// DESIGN 7: cached GETs. Browsers and proxies may reuse content for a minute and revalidate with the ETag.
const CACHE_CONTROL: Record<CachePolicy, string> = {
  content: 'public, max-age=60, stale-while-revalidate=300',
  settings: 'public, max-age=300, stale-while-revalidate=3600',
  live: 'no-cache',
  none: 'no-store',
};

function policyOf(request: FastifyRequest): CachePolicy {
  return request.routeOptions.config.cache ?? 'none';
}

function isCacheable(request: FastifyRequest): boolean {
  const policy = policyOf(request);
  return (request.method === 'GET' || request.method === 'HEAD') && policy !== 'none' && policy !== 'live';
}

/** Adds ETag/Cache-Control/304 to API GETs and serves hot responses from `cache`. */
export function installResponseCaching(api: FastifyInstance, now: () => number, cache: ResponseCache): void {
  // Runs after the tenant hook, so the key is per school.
  api.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isCacheable(request)) return;
    const hit = cache.get(ResponseCache.key(request.tenant.id, request.url), now());
    if (!hit) return;
    reply.header('etag', hit.etag).header('cache-control', hit.cacheControl).header('x-cache', 'HIT').header('x-content-type-options', 'nosniff');
    if (matchesEtag(request.headers['if-none-match'], hit.etag)) return reply.code(304).send();
    return reply.code(hit.status).type(hit.contentType).send(hit.body);
  });

  api.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    const policy = policyOf(request);
    if (reply.getHeader('x-cache') === 'HIT' || reply.statusCode !== 200 || typeof payload !== 'string') {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', reply.statusCode >= 400 ? 'no-store' : CACHE_CONTROL[policy]);
      return payload;
    }
    const etag = etagOf(payload);
    const cacheControl = CACHE_CONTROL[policy];
    reply.header('etag', etag).header('cache-control', cacheControl).header('x-content-type-options', 'nosniff');
    if (isCacheable(request) && request.tenant) {
      reply.header('x-cache', 'MISS');
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      cache.set(ResponseCache.key(request.tenant.id, request.url), { status: 200, body: payload, contentType, etag, cacheControl, storedAt: now() });
    }
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
