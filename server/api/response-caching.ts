import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compress, MIN_COMPRESSIBLE_BYTES, preferredEncoding } from '../http/compression';
import { changeInstantOf } from '../http/answer-changes-at';
import { addVary } from '../http/vary';
import { cacheControlOf, FRESHNESS, LIVE_CACHE_CONTROL, NO_STORE, PRIVATE_NO_STORE } from '../http/cache-policy';
import { answerNamesHost } from '../http/request-origin';
import { sessionIdOf } from '../auth/session-cookie';
import { etagOf, matchesEtag, ResponseCache, type CachedResponse } from '../http/response-cache';
import type { CachePolicy } from './api-route';

// DESIGN 7 and issue 28: cached GETs, per family (server/http/cache-policy.ts says why each lasts what it does).
const FIXED_CACHE_CONTROL: Record<'live' | 'none' | 'private', string> = {
  live: LIVE_CACHE_CONTROL,
  none: NO_STORE,
  private: PRIVATE_NO_STORE,
};

function policyOf(request: FastifyRequest): CachePolicy {
  return request.routeOptions.config.cache ?? 'none';
}

/** The policy's Cache-Control, kept by no cache, browser or shared, past the instant the answer changes (a notice's window opens or closes). */
function cacheControlFor(policy: CachePolicy, changesAt: number | undefined, now: number): string {
  return policy === 'content' || policy === 'settings' ? cacheControlOf(FRESHNESS[policy], changesAt, now) : FIXED_CACHE_CONTROL[policy];
}

/**
 * The server's cache key of an answer: per school and URL, and per origin, for some answers name the
 * host they were asked on (absolute URLs): one host's answer is not another's.
 */
/** A signed-in request's answer is private (issue 28), whatever it holds; the cached entry keeps the public one. */
function sentCacheControl(request: FastifyRequest, cacheControl: string): string {
  return sessionIdOf(request) === undefined ? cacheControl : PRIVATE_NO_STORE;
}

function cacheKeyOf(request: FastifyRequest): string {
  return ResponseCache.key(request.tenant.id, `${request.protocol}://${request.host}${request.url}`);
}

/**
 * What a shared cache must key an answer by besides its URL: the `tenant` header, which names the school
 * (v2-reference 1.2), and the host when the answer names it (absolute URLs). Private and uncached answers
 * are kept by no shared cache and need no Vary.
 */
function varyForSharedCaches(request: FastifyRequest, reply: FastifyReply, policy: CachePolicy, namesHost: boolean | undefined): void {
  if (!(policy === 'content' || policy === 'settings' || policy === 'live') || sessionIdOf(request) !== undefined) return;
  if (request.headers.tenant !== undefined) addVary(reply, 'tenant');
  if (namesHost) addVary(reply, 'host');
}

function isCacheable(request: FastifyRequest): boolean {
  const policy = policyOf(request);
  return (request.method === 'GET' || request.method === 'HEAD') && (policy === 'content' || policy === 'settings');
}

/**
 * The body to send for `request`: brotli or gzip when the client accepts it and the body is big
 * enough (a roster is hundreds of KB of JSON), made once per cached entry and encoding.
 */
export async function encodedBody(request: FastifyRequest, reply: FastifyReply, body: string, entry?: CachedResponse): Promise<string | Buffer> {
  // A body too small to compress is the same for every client: no Vary for it.
  if (Buffer.byteLength(body) < MIN_COMPRESSIBLE_BYTES) return body;
  addVary(reply, 'accept-encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return body;
  const encoded = entry ? ((entry.encoded ??= {})[encoding] ??= await compress(body, encoding)) : await compress(body, encoding);
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
    const hit = cache.get(cacheKeyOf(request), now());
    if (!hit) return;
    reply.header('etag', hit.etag).header('cache-control', sentCacheControl(request, hit.expiresAt === undefined ? hit.cacheControl : cacheControlFor(policyOf(request), hit.expiresAt, now()))).header('x-cache', 'HIT').header('x-content-type-options', 'nosniff');
    hits.set(request, hit);
    if (matchesEtag(request.headers['if-none-match'], hit.etag)) return reply.code(304).send();
    return reply.code(hit.status).type(hit.contentType).send(hit.body);
  });

  api.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    const policy = policyOf(request);
    const hit = hits.get(request);
    if (reply.statusCode < 400) varyForSharedCaches(request, reply, policy, hit ? hit.namesHost : answerNamesHost(request));
    if (hit && typeof payload === 'string' && reply.statusCode === hit.status) return encodedBody(request, reply, payload, hit);
    if (reply.getHeader('x-cache') === 'HIT' || reply.statusCode !== 200 || typeof payload !== 'string') {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', reply.statusCode >= 400 && policy !== 'private' ? 'no-store' : sentCacheControl(request, cacheControlFor(policy, changeInstantOf(request), now())));
      return payload;
    }
    let entry: CachedResponse | undefined;
    const etag = etagOf(payload);
    const cacheControl = cacheControlFor(policy, changeInstantOf(request), now());
    const namesHost = answerNamesHost(request);
    reply.header('etag', etag).header('cache-control', sentCacheControl(request, cacheControl)).header('x-content-type-options', 'nosniff');
    if (isCacheable(request) && request.tenant) {
      reply.header('x-cache', 'MISS');
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      entry = { status: 200, body: payload, contentType, etag, cacheControl, storedAt: now(), expiresAt: changeInstantOf(request), namesHost };
      const generation = generations.get(request);
      cache.set(cacheKeyOf(request), entry, generation === undefined ? undefined : { tenantId: request.tenant.id, generation });
    }
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return encodedBody(request, reply, payload, entry);
  });
}
