import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sportsListWire } from '../../contract/sports';
import { openApiPath } from '../../server/api/openapi';
import { tenants } from '../../server/store/tables/foundation';
import { startTestApi, type TestApi } from './support/test-api';

describe('GET caching: ETag, Cache-Control, 304 and the per-tenant cache', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite', null);
  });
  afterAll(async () => api?.close());

  it('gives a GET an ETag and a Cache-Control, and answers a matching conditional request with 304', async () => {
    const first = await api.get('/api/v2/Sports');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toContain('max-age=');
    const conditional = await api.get('/api/v2/Sports', 'ridgemont', { 'if-none-match': etag });
    expect(conditional.status).toBe(304);
    expect(conditional.body).toBe('');
    const weak = await api.get('/api/v2/Sports', 'ridgemont', { 'if-none-match': `W/${etag}, "other"` });
    expect(weak.status).toBe(304);
    const stale = await api.get('/api/v2/Sports', 'ridgemont', { 'if-none-match': '"stale"' });
    expect(stale.status).toBe(200);
  });

  it('serves a repeated GET from memory, per school, until a write invalidates it', async () => {
    const a1 = await api.get('/api/v2/Navigation', 'ridgemont');
    const a2 = await api.get('/api/v2/Navigation', 'ridgemont');
    const b1 = await api.get('/api/v2/Navigation', 'coastalbay');
    expect(a2.headers['x-cache']).toBe('HIT');
    expect(a2.body).toBe(a1.body);
    expect(b1.headers['x-cache']).toBe('MISS');
    expect(b1.body).not.toBe(a1.body);
    const [ridgemont] = await api.store.database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, 'ridgemont'));
    api.app.responseCache.invalidateTenant(ridgemont!.id);
    expect((await api.get('/api/v2/Navigation', 'ridgemont')).headers['x-cache']).toBe('MISS');
    expect((await api.get('/api/v2/Navigation', 'coastalbay')).headers['x-cache']).toBe('HIT');
  });

  it('compresses a large JSON answer for a client that accepts it: brotli first, else gzip, else none', async () => {
    const url = '/api/v2/Stories?$pageSize=50';
    const plain = await api.app.inject({ method: 'GET', url, headers: { tenant: 'ridgemont' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip;q=1.0, br;q=0', 'gzip', gunzipSync],
    ] as const) {
      // Twice: the first answer is made fresh, the second comes from the cache's compressed copy.
      for (const cache of ['MISS', 'HIT']) {
        const response = await api.app.inject({ method: 'GET', url: `${url}&encoding=${encoding}`, headers: { tenant: 'ridgemont', 'accept-encoding': accept } });
        expect(response.headers['x-cache']).toBe(cache);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
        expect(decode(response.rawPayload).toString('utf8')).toBe(plain.body);
      }
    }
    const small = await api.app.inject({ method: 'GET', url: '/api/v2/Alert/active', headers: { tenant: 'ridgemont', 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('never caches errors, and a cached body parses like a fresh one', async () => {
    const bad = await api.get('/api/v2/Navigation/sub?sportId=a');
    expect(bad.status).toBe(400);
    expect(bad.headers['cache-control']).toBe('no-store');
    await api.get('/api/v2/Sports');
    const cached = await api.get('/api/v2/Sports');
    expect(cached.headers['x-cache']).toBe('HIT');
    expect(sportsListWire.parse(cached.json).length).toBeGreaterThanOrEqual(15);
  });
});

describe('OpenAPI document', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite', null);
  });
  afterAll(async () => api?.close());

  it('lists every /api/v2 route the server registered, with its response schema', async () => {
    const response = await api.get('/api/openapi.json', null);
    expect(response.status).toBe(200);
    const document = response.json as { openapi: string; paths: Record<string, Record<string, { responses: Record<string, { content?: unknown }> }>> };
    expect(document.openapi).toBe('3.1.0');
    expect(api.app.apiRoutes.length).toBeGreaterThanOrEqual(6);
    for (const route of api.app.apiRoutes) {
      const [method, url] = route.split(' ') as [string, string];
      expect(document.paths[openApiPath(url)]?.[method.toLowerCase()], route).toBeTruthy();
    }
    for (const path of ['/api/v2/Sports', '/api/v2/Sports/{sportId}', '/api/v2/Navigation', '/api/v2/Navigation/sub', '/api/v2/common/settings', '/api/v2/Alert/active']) {
      expect(document.paths[path]?.get?.responses['200']?.content, path).toBeTruthy();
    }
    const docs = await api.get('/api/docs', null);
    expect(docs.status).toBe(200);
    expect(docs.body).toContain('/api/v2/Navigation/sub');
  });
});
