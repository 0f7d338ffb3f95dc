import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { podcastActionResultWire, podcastEpisodeV21Wire } from '../../../contract/podcasts';
import { filterOptionsWire } from '../../../contract/press-clips';
import { buildApp } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/store/database';
import { testNow } from '../../support/test-clock';
import { openDataDirStore, openTestStore, storeKinds } from '../../support/test-store';
import { startTestApi, type TestApi } from '../support/test-api';
import { cursorPage } from './v21-helpers';

const postgresUrl = inject('postgresUrl');

async function post(app: FastifyInstance, url: string, tenant: string | null = 'ridgemont', payload?: unknown) {
  const headers: Record<string, string> = tenant ? { tenant } : {};
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const response = await app.inject({ method: 'POST', url, headers, payload: payload === undefined ? undefined : JSON.stringify(payload) });
  return { status: response.statusCode, json: response.body ? (JSON.parse(response.body) as unknown) : null };
}

async function firstEpisode(app: FastifyInstance, tenant = 'ridgemont') {
  const response = await app.inject({ method: 'GET', url: '/api/v2.1/Podcasts?PageSize=1', headers: { tenant } });
  return podcastEpisodeV21Wire.parse(response.json().items[0]);
}

describe.each(storeKinds(postgresUrl))('/api/v2.1 podcasts on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, postgresUrl);
  });
  afterAll(async () => api?.close());

  it('lists episodes with podPubdate and podId, in the cursor envelope', async () => {
    const page = await cursorPage(api, '/api/v2.1/Podcasts?PageSize=3');
    expect(page.items).toHaveLength(3);
    for (const item of page.items.map((raw) => podcastEpisodeV21Wire.parse(raw))) {
      expect(item.podId).toBe(item.id);
      expect(item.podPubdate).toBe(item.datePublished);
    }
  });

  it('serves the v2.1-only filters and the feed', async () => {
    const categories = filterOptionsWire.parse((await api.get('/api/v2.1/Podcasts/filters/categories')).json);
    const shows = (await api.get('/api/v2.1/Podcasts/categories')).json as Array<{ id: number; episodeCount: number }>;
    expect(categories.map((option) => option.value).sort()).toEqual(shows.filter((show) => show.episodeCount > 0).map((show) => show.id).sort());
    const sports = filterOptionsWire.parse((await api.get('/api/v2.1/Podcasts/filters/sports')).json);
    expect(sports.length).toBeGreaterThan(0);
    for (const option of sports.slice(0, 3)) expect((await cursorPage(api, `/api/v2.1/Podcasts?sportId=${option.value}`)).items.length, option.name).toBeGreaterThan(0);

    const feed = await api.get('/api/v2.1/Podcasts/rss');
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toContain('application/rss+xml');
    expect(feed.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const latest = await firstEpisode(api.app);
    expect(feed.body).toContain(`<enclosure url="${latest.absoluteUrl}"`);
    expect(feed.body).not.toContain('coastalbay');
  });

  it('keeps the v2 envelope on Archives/with-fusion-cache', async () => {
    const page = (await api.get('/api/v2.1/Archives/with-fusion-cache?$pageIndex=1&$pageSize=5')).json as { items: unknown[]; total: number; page: number; pages: number };
    expect(page.page).toBe(1);
    expect(page.items).toHaveLength(5);
    expect(page.pages).toBe(Math.ceil(page.total / 5));
    expect(page.items).toEqual(((await api.get('/api/v2/Archives?$pageIndex=1&$pageSize=5')).json as { items: unknown[] }).items);
  });

  it('stores plays, downloads and progress, and counts them', async () => {
    const episode = await firstEpisode(api.app);
    const base = `/api/v2.1/Podcasts/${episode.id}`;
    for (const action of ['download', 'play'] as const) {
      const first = podcastActionResultWire.parse((await post(api.app, `${base}/${action}`)).json);
      const second = podcastActionResultWire.parse((await post(api.app, `${base}/${action}`, 'ridgemont', {})).json);
      expect(first).toMatchObject({ podcastId: episode.id, action, seconds: null });
      expect(second.count).toBe(first.count + 1);
    }
    const progress = await post(api.app, `${base}/recordProgress`, 'ridgemont', { seconds: 42 });
    expect(progress.status).toBe(200);
    expect(podcastActionResultWire.parse(progress.json)).toMatchObject({ action: 'recordProgress', seconds: 42, count: 1 });
    expect((await post(api.app, `${base}/RECORDPROGRESS`)).status).toBe(200);
  });

  it('answers 400 to a bad body and 404 to a podcast that is not this school’s', async () => {
    const episode = await firstEpisode(api.app);
    const other = await firstEpisode(api.app, 'coastalbay');
    const base = `/api/v2.1/Podcasts/${episode.id}`;
    for (const [url, body] of [
      [`${base}/play`, { seconds: 3 }],
      [`${base}/download`, []],
      [`${base}/recordProgress`, { seconds: -1 }],
      [`${base}/recordProgress`, { seconds: 1.5 }],
      [`${base}/recordProgress`, { seconds: '10' }],
      [`${base}/recordProgress`, { seconds: (episode.duration ?? 0) + 1 }],
      [`${base}/recordProgress`, { seconds: 1, extra: true }],
    ] as const) {
      const response = await post(api.app, url, 'ridgemont', body);
      expect(response.status, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json).toMatchObject({ error: { code: expect.any(String) } });
    }
    const text = await api.app.inject({ method: 'POST', url: `${base}/play`, headers: { tenant: 'ridgemont', 'content-type': 'text/plain' }, payload: 'play' });
    expect(text.statusCode).toBe(400);
    for (const action of ['download', 'play', 'recordProgress']) {
      expect((await post(api.app, `/api/v2.1/Podcasts/a/${action}`)).status).toBe(404);
      expect((await post(api.app, `/api/v2.1/Podcasts/999999/${action}`)).status).toBe(404);
      expect((await post(api.app, `/api/v2.1/Podcasts/${other.id}/${action}`)).status).toBe(404);
      expect((await post(api.app, `/api/v2.1/Podcasts/${other.id}/${action}`, 'coastalbay')).status).toBe(200);
      expect((await post(api.app, `${base}/${action}`, null)).status).toBe(400);
      // v2 has no podcast actions.
      expect((await post(api.app, `/api/v2/Podcasts/${episode.id}/${action}`)).status).toBe(404);
    }
  });

  it('documents every v2.1 route under /api/v2.1 in the OpenAPI document', async () => {
    const document = (await api.get('/api/openapi.json', null)).json as { paths: Record<string, Record<string, { parameters: Array<{ name: string }>; responses: Record<string, unknown> }>> };
    const v21 = api.app.apiRoutes.filter((route) => route.includes('/api/v2.1/'));
    expect(v21.length).toBeGreaterThanOrEqual(37);
    for (const path of ['/Players/search', '/Podcasts/filters/categories', '/Podcasts/filters/sports', '/Podcasts/rss', '/Archives/with-fusion-cache', '/OpponentHistory', '/Awards/{awardId}']) {
      expect(document.paths[`/api/v2.1${path}`]?.get, path).toBeTruthy();
    }
    for (const action of ['download', 'play', 'recordProgress']) expect(document.paths[`/api/v2.1/Podcasts/{podcastId}/${action}`]?.post, action).toBeTruthy();
    const awards = document.paths['/api/v2.1/Awards']!.get!;
    expect(awards.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['PageSize', 'After', 'Before', 'AwardTypeId']));
    expect(awards.parameters.map((p) => p.name)).not.toContain('$pageIndex');
    expect(document.paths['/api/v2.1/Archives']!.get!.parameters.map((p) => p.name)).toContain('QueryText');
    // v2-only routes stay out of v2.1.
    for (const path of ['/Sports', '/OpponentHistory/list/{sportId}', '/Hidden/archives', '/LiveStream']) expect(document.paths[`/api/v2.1${path}`], path).toBeUndefined();
    expect((await api.get('/api/v2.1/Sports')).status).toBe(404);
  });
});


// DESIGN 8: an acknowledged podcast action survives a restart.
describe('podcast actions survive a restart', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'athletics-podcasts-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const playTwiceAcrossRestart = async (open: (first: boolean) => Promise<Database>) => {
    let database = await open(true);
    let app = await buildApp({ database, now: testNow });
    const episode = await firstEpisode(app);
    const before = podcastActionResultWire.parse((await post(app, `/api/v2.1/Podcasts/${episode.id}/play`)).json);
    await post(app, `/api/v2.1/Podcasts/${episode.id}/recordProgress`, 'ridgemont', { seconds: 7 });
    await app.close();
    await database.close();

    database = await open(false);
    app = await buildApp({ database, now: testNow });
    try {
      const after = podcastActionResultWire.parse((await post(app, `/api/v2.1/Podcasts/${episode.id}/play`)).json);
      expect(after.count).toBe(before.count + 1);
      const progress = podcastActionResultWire.parse((await post(app, `/api/v2.1/Podcasts/${episode.id}/recordProgress`)).json);
      expect(progress.count).toBe(2);
    } finally {
      await app.close();
      await database.close();
    }
  };

  it('in the embedded store', { timeout: 180_000 }, () => playTwiceAcrossRestart((first) => openDataDirStore(dataDir, first)));

  it.runIf(postgresUrl)('in PostgreSQL', { timeout: 180_000 }, async () => {
    const store = await openTestStore('postgres', postgresUrl);
    const connectionString = store.database.connectionString!;
    try {
      await playTwiceAcrossRestart(async (first) => (first ? store.database : openDatabase({ databaseUrl: connectionString })));
    } finally {
      await store.dispose().catch(() => undefined);
    }
  });
});
