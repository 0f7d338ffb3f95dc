import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { storiesPageWire, type StoryWire } from '../../../contract/stories';
import { sportsListWire } from '../../../contract/sports';
import { readStoreKinds } from '../../support/test-store';
import { everything } from '../editorial/editorial-support';
import { hiddenItemsOf, SCHOOLS, type HiddenItems, type School } from '../hidden/hidden-fixtures';
import { startTestApi, type TestApi } from '../support/test-api';

const postgresUrl = inject('postgresUrl');

const HOSTS: Record<School, string> = { ridgemont: 'localhost:3000', coastalbay: 'coastalbay.localhost:3000' };

/** The <loc> and <lastmod> of each <url> of a sitemap. */
function sitemapUrls(xml: string): Array<{ loc: string; lastmod: string | null }> {
  return [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map(([, body]) => ({
    loc: /<loc>(.*?)<\/loc>/s.exec(body!)![1]!,
    lastmod: /<lastmod>(.*?)<\/lastmod>/s.exec(body!)?.[1] ?? null,
  }));
}

describe.each(readStoreKinds(postgresUrl))('robots.txt and sitemap.xml on %s', (kind) => {
  let api: TestApi;
  const hidden = {} as Record<School, HiddenItems>;
  const stories = {} as Record<School, StoryWire[]>;
  beforeAll(async () => {
    api = await startTestApi(kind, postgresUrl);
    for (const school of SCHOOLS) {
      hidden[school] = await hiddenItemsOf(api, school);
      stories[school] = await everything(api, '/api/v2/Stories', (json) => storiesPageWire.parse(json), school);
    }
  });
  afterAll(async () => api?.close());

  const fetchByHost = (path: string, school: School, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url: path, headers: { host: HOSTS[school], ...headers } });

  it.each(SCHOOLS)("%s: robots.txt keeps crawlers out of staff previews, access-code pages and print views, and names the school's sitemap", async (school) => {
    const response = await fetchByHost('/robots.txt', school);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /hidden/', 'Disallow: /protected/', 'Disallow: /*/print/', `Sitemap: http://${HOSTS[school]}/sitemap.xml`]));
  });

  it.each(SCHOOLS)('%s: the sitemap lists every published story with its day, every sport, the fixed pages and the bios, and nothing hidden', async (school) => {
    const response = await fetchByHost('/sitemap.xml', school);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body.startsWith('<?xml')).toBe(true);
    const urls = sitemapUrls(response.body);
    const origin = `http://${HOSTS[school]}`;
    expect(urls.every((url) => url.loc.startsWith(`${origin}/`))).toBe(true);
    const paths = new Map(urls.map((url) => [url.loc.slice(origin.length), url.lastmod]));
    expect(paths.size).toBe(urls.length);

    for (const story of stories[school]) expect(paths.get(story.url), story.url).toBe(story.date.slice(0, 10));
    const sports = sportsListWire.parse((await api.get('/api/v2/Sports', school)).json).filter((sport) => !sport.nonSport);
    for (const sport of sports) {
      for (const page of ['', '/schedule', '/roster', '/archives']) expect(paths.has(`/sports/${sport.globalSportNameSlug}${page}`), `${sport.title}${page}`).toBe(true);
    }
    for (const page of ['/', '/sports', '/archives', '/calendar', '/staff-directory', '/galleries', '/facilities', '/honors']) expect(paths.has(page), page).toBe(true);
    expect([...paths.keys()].filter((path) => /^\/sports\/[^/]+\/roster\/[^/]+\/\d+$/.test(path)).length).toBeGreaterThan(100);

    // Nothing staff-only, protected, sign-in or print.
    const listed = [...paths.keys()];
    expect(listed.filter((path) => /^\/(hidden|protected|login)|\/print(\/|$)|\/text(\/|$)/.test(path))).toEqual([]);
    const { stories: hiddenStories, entries } = hidden[school];
    for (const story of hiddenStories) expect(listed.some((path) => path.endsWith(`/${story.filename}`)), story.title).toBe(false);
    for (const recruit of entries.filter((entry) => entry.recruit)) expect(listed.some((path) => path.endsWith(`/${recruit.rosterPlayerId}`) && path.includes('/roster/')), recruit.name).toBe(false);
  });

  it('answers a repeat visit with 304 from its ETag, and a host no school uses with 404', async () => {
    const first = await fetchByHost('/sitemap.xml', 'ridgemont');
    expect(first.headers['cache-control']).toBe('public, max-age=3600, s-maxage=600, stale-while-revalidate=3600');
    const again = await fetchByHost('/sitemap.xml', 'ridgemont', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    for (const path of ['/sitemap.xml', '/robots.txt']) {
      const unknown = await api.app.inject({ method: 'GET', url: path, headers: { host: 'nowhere.example.org' } });
      expect(unknown.statusCode, path).toBe(404);
    }
  });

  it('answers 503 with Retry-After, not a 500, while a read behind the sitemap fails', async () => {
    // A server of its own: nothing it serves is cached yet.
    const fresh = await startTestApi(kind, postgresUrl);
    try {
      await fresh.store.database.db.execute(sql`ALTER TABLE facilities RENAME TO facilities_away`);
      const response = await fresh.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: HOSTS.coastalbay } });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('300');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toMatchObject({ error: { code: 'unavailable' } });
      await fresh.store.database.db.execute(sql`ALTER TABLE facilities_away RENAME TO facilities`);
      expect((await fresh.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: HOSTS.coastalbay } })).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});

describe('which pages search engines may index', () => {
  let api: TestApi;
  let clientDir: string;
  beforeAll(async () => {
    // The site's page template is all a page needs here.
    clientDir = mkdtempSync(path.join(os.tmpdir(), 'athletics-client-'));
    copyFileSync(path.resolve('index.html'), path.join(clientDir, 'index.html'));
    api = await startTestApi('pglite', null, { clientDir });
  });
  afterAll(async () => {
    await api?.close();
    if (clientDir) rmSync(clientDir, { recursive: true, force: true });
  });

  it('serves print and text views, sign-in, search, a splash and unknown paths with noindex, and content pages without', async () => {
    const robots = async (url: string) => (await api.get(url, null, { host: HOSTS.ridgemont })).headers['x-robots-tag'];
    for (const url of ['/sports/football/roster/print', '/sports/football/schedule/text', '/staff-directory/print', '/calendar/print/month/all/2026-11-01/2026-11-30/all', '/login', '/search?q=rams', '/splash/1', '/no/such/page/here/at-all']) {
      expect(await robots(url), url).toBe('noindex');
    }
    for (const url of ['/hidden/news/2026/11/1/draft', '/protected/form/3']) expect(await robots(url), url).toBe('noindex, nofollow');
    for (const url of ['/', '/sports/football', '/sports/football/roster', '/news/2026/11/19/a-story', '/sports/football/roster/jo-smith/12', '/galleries']) {
      expect(await robots(url), url).toBeUndefined();
    }
  });
});
