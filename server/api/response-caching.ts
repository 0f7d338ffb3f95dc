import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compress, MIN_COMPRESSIBLE_BYTES, preferredEncoding } from '../http/compression';
import { changeInstantOf } from '../http/answer-changes-at';
import { addVary } from '../http/vary';
import { etagOf, matchesEtag, ResponseCache, type CachedResponse } from '../http/response-cache';
import type { CachePolicy } from './api-route';

// DESIGN 7: cached GETs. Browsers and proxies may reuse content for a minute and revalidate with the ETag.
const CACHE_CONTROL: Record<CachePolicy, string> = {
  content: 'public, max-age=60, stale-while-revalidate=300',
  settings: 'public, max-age=300, stale-while-revalidate=3600',
  live: 'no-cache',
  none: 'no-store',
  private: 'private, no-store',
};

function policyOf(request: FastifyRequest): CachePolicy {
  return request.routeOptions.config.cache ?? 'none';
}

const MAX_AGE: Partial<Record<CachePolicy, number>> = { content: 60, settings: 300 };

/** The policy's Cache-Control, or a shorter max-age when the answer changes sooner (a notice's window opens or closes). */
function cacheControlOf(policy: CachePolicy, changesAt: number | undefined, now: number): string {
  const maxAge = MAX_AGE[policy];
  if (changesAt === undefined || maxAge === undefined) return CACHE_CONTROL[policy];
  const seconds = Math.max(0, Math.floor((changesAt - now) / 1000));
  return seconds < maxAge ? `public, max-age=${seconds}` : CACHE_CONTROL[policy];
}

function isCacheable(request: FastifyRequest): boolean {
  const policy = policyOf(request);
  return (request.method === 'GET' || request.method === 'HEAD') && (policy === 'content' || policy === 'settings');
}

/**
 * The body to send for `request`: brotli or gzip when the client accepts it and the body is big
 * enough (a roster is hundreds of KB of JSON), made once per cached entry and encoding.
 */
export function encodedBody(request: FastifyRequest, reply: FastifyReply, body: string, entry?: CachedResponse): string | Buffer {
  addVary(reply, 'accept-encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding || Buffer.byteLength(body) < MIN_COMPRESSIBLE_BYTES) return body;
  const encoded = entry ? ((entry.encoded ??= {})[encoding] ??= compress(body, encoding)) : compress(body, encoding);
  reply.header('content-encoding', encoding);
  return encoded;
}

/** Adds ETag/Cache-Control/304 to API GETs and serves hot responses from `cache`. */
export function installResponseCaching(api: FastifyInstance, now: () => number, cache: ResponseCache): void {
  // The entry a request was answered from, so onSend can send its compressed copy.
  const hits = new WeakMap<FastifyRequest, CachedResponse>();
  // The tenant's cache generation when a cacheable request started: a write announced while it read the store wins.
  const generations = new WeakMap<FastifyRequest, number>();
  // Runs after the tenant hook, so the key is per school.
  api.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isCacheable(request)) return;
    generations.set(request, cache.generation(request.tenant.id));
    const hit = cache.get(ResponseCache.key(request.tenant.id, request.url), now());
    if (!hit) return;
    reply.header('etag', hit.etag).header('cache-control', hit.expiresAt === undefined ? hit.cacheControl : cacheControlOf(policyOf(request), hit.expiresAt, now())).header('x-cache', 'HIT').header('x-content-type-options', 'nosniff');
    if (matchesEtag(request.headers['if-none-match'], hit.etag)) return reply.code(304).send();
    hits.set(request, hit);
    return reply.code(hit.status).type(hit.contentType).send(hit.body);
  });

  api.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    const policy = policyOf(request);
    const hit = hits.get(request);
    if (hit && typeof payload === 'string' && reply.statusCode === hit.status) return encodedBody(request, reply, payload, hit);
    if (reply.getHeader('x-cache') === 'HIT' || reply.statusCode !== 200 || typeof payload !== 'string') {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', reply.statusCode >= 400 && policy !== 'private' ? 'no-store' : cacheControlOf(policy, changeInstantOf(request), now()));
      return payload;
    }
    let entry: CachedResponse | undefined;
    const etag = etagOf(payload);
    const cacheControl = cacheControlOf(policy, changeInstantOf(request), now());
    reply.header('etag', etag).header('cache-control', cacheControl).header('x-content-type-options', 'nosniff');
    if (isCacheable(request) && request.tenant) {
      reply.header('x-cache', 'MISS');
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      entry = { status: 200, body: payload, contentType, etag, cacheControl, storedAt: now(), expiresAt: changeInstantOf(request) };
      const generation = generations.get(request);
      cache.set(ResponseCache.key(request.tenant.id, request.url), entry, generation === undefined ? undefined : { tenantId: request.tenant.id, generation });
    }
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return encodedBody(request, reply, payload, entry);
  });
}
