import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { documentDetailWire, documentsPageWire } from '../../../contract/documents';
import { apiErrorWire } from '../../../contract/errors';
import { filterOptionsWire, pressClipsPageWire, pressClipWire, type PressClipWire } from '../../../contract/press-clips';
import { searchPageWire, type SearchResultWire } from '../../../contract/search';
import { isPlainText } from '../../../server/api/editorial-format';
import { readStoreKinds } from '../../support/test-store';
import { startTestApi, type TestApi } from '../support/test-api';
import { everything, page, rows } from './editorial-support';
import { testNow } from '../../support/test-clock';

const postgresUrl = inject('postgresUrl');

describe.each(readStoreKinds(postgresUrl))('press clips, documents and search on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, postgresUrl);
  });
  afterAll(async () => api?.close());

  describe('GET /PressClips', () => {
    let clips: PressClipWire[];
    beforeAll(async () => {
      clips = await everything(api, '/api/v2/PressClips', (json) => pressClipsPageWire.parse(json));
    });

    it('lists about thirty clips, newest first, each with its outlet and sport', () => {
      expect(clips.length).toBeGreaterThanOrEqual(25);
      expect(clips.map((clip) => clip.date)).toEqual(clips.map((clip) => clip.date).sort().reverse());
      for (const clip of clips) {
        expect(clip.link).toMatch(/^https:\/\//);
        expect(clip.sports).toEqual([clip.sport]);
      }
      expect(new Set(clips.map((clip) => clip.source.id)).size).toBeGreaterThan(3);
    });

    it('pages and filters by sportId, season and year', async () => {
      const second = await page(api, '/api/v2/PressClips?$pageIndex=1&$pageSize=4', (json) => pressClipsPageWire.parse(json));
      expect(second.items.map((clip) => clip.id)).toEqual(clips.slice(4, 8).map((clip) => clip.id));
      const sportId = clips[0]!.sport!.id;
      const bySport = await everything(api, `/api/v2/PressClips?sportId=${sportId}`, (json) => pressClipsPageWire.parse(json));
      expect(bySport.map((clip) => clip.id)).toEqual(clips.filter((clip) => clip.sport?.id === sportId).map((clip) => clip.id));
      for (const season of filterOptionsWire.parse((await api.get('/api/v2/PressClips/filters/seasons')).json)) {
        expect(season.name).toMatch(/^\d{4}-\d{2}$/);
        const items = await everything(api, `/api/v2/PressClips?season=${season.value}`, (json) => pressClipsPageWire.parse(json));
        expect(items.length).toBeGreaterThan(0);
        for (const clip of items) expect(clip.date >= `${season.value}-07-01` && clip.date < `${season.value + 1}-07-01`).toBe(true);
      }
      for (const year of filterOptionsWire.parse((await api.get('/api/v2/PressClips/filters/years')).json)) {
        const items = await everything(api, `/api/v2/PressClips?year=${year.name}`, (json) => pressClipsPageWire.parse(json));
        expect(items.length).toBeGreaterThan(0);
        for (const clip of items) expect(clip.date.startsWith(year.name)).toBe(true);
      }
    });

    it.each(['sportId=a', 'year=26', 'season=x', '$pageSize=101'])('is 400 for %s', async (query) => {
      expect((await api.get(`/api/v2/PressClips?${query}`)).status).toBe(400);
    });

    it("gives one clip by id; 404 for a non-integer, unknown or other school's id", async () => {
      const clip = pressClipWire.parse((await api.get(`/api/v2/PressClips/${clips[0]!.id}`)).json);
      expect(clip).toEqual(clips[0]);
      expect((await api.get('/api/v2/PressClips/a')).status).toBe(404);
      expect((await api.get('/api/v2/PressClips/999999')).status).toBe(404);
      const other = (await page(api, '/api/v2/PressClips', (json) => pressClipsPageWire.parse(json), 'coastalbay')).items[0]!;
      expect(clips.some((c) => c.id === other.id)).toBe(false);
      expect((await api.get(`/api/v2/PressClips/${other.id}`, 'ridgemont')).status).toBe(404);
    });
  });

  describe('GET /Documents', () => {
    it('lists the documents; one by id has its HTML; an unknown id is a 204 (v2-reference 24)', async () => {
      const documents = await everything(api, '/api/v2/Documents', (json) => documentsPageWire.parse(json));
      expect(documents.length).toBeGreaterThanOrEqual(10);
      const privacy = documents.find((doc) => doc.documentPath === 'privacy-policy')!;
      const detail = documentDetailWire.parse((await api.get(`/api/v2/Documents/${privacy.documentId}`)).json);
      expect(detail.documentId).toBe(privacy.documentId);
      expect(detail.content).toMatch(/^<p>/);
      expect(detail.downloadUrl).toBe('/documents/privacy-policy');
      expect((await api.get('/api/v2/Documents/999999')).status).toBe(204);
      expect((await api.get('/api/v2/Documents/a/b')).status).toBe(404);
      const other = (await page(api, '/api/v2/Documents', (json) => documentsPageWire.parse(json), 'coastalbay')).items[0]!;
      expect((await api.get(`/api/v2/Documents/${other.documentId}`, 'ridgemont')).status).toBe(204);
    });

    it('finds a document by the rest of the site path, nested paths included', async () => {
      const nested = documentDetailWire.parse((await api.get('/api/v2/Documents/path/compliance/boosters-guide')).json);
      expect(nested.documentPath).toBe('compliance/boosters-guide');
      expect((await api.get('/api/v2/documents/path/Privacy-Policy')).status).toBe(200);
      for (const path of ['no-such-document', 'privacy-policy/extra', '%00']) expect((await api.get(`/api/v2/Documents/path/${path}`)).status).toBe(404);
    });

    it('serves file documents as real PDFs', async () => {
      const pdf = documentDetailWire.parse((await api.get('/api/v2/Documents/path/annual-report')).json);
      expect(pdf.documentType).toBe('pdf');
      expect(pdf.content).toBeNull();
      const file = await api.get(pdf.downloadUrl, null);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toContain('application/pdf');
      expect(file.body.startsWith('%PDF-1.4')).toBe(true);
      const startxref = Number(/startxref\n(\d+)/.exec(file.body)![1]);
      expect(file.body.slice(startxref).startsWith('xref')).toBe(true);
    });
  });

  describe('GET /Search', () => {
    const search = (query: string, tenant = 'ridgemont') => page(api, `/api/v2/Search?${query}`, (json) => searchPageWire.parse(json), tenant);
    const person = async (table: 'player' | 'coach' | 'staff', tenant: string) => {
      const query =
        table === 'player'
          ? sql`SELECT rp.id, p.first_name, p.last_name, sp.global_sport_name_slug AS slug FROM roster_players rp JOIN players p ON p.id = rp.player_id JOIN sports sp ON sp.id = rp.sport_id JOIN tenants t ON t.id = rp.tenant_id WHERE t.key = ${tenant} AND sp.roster_id = rp.roster_id ORDER BY rp.id LIMIT 1`
          : table === 'coach'
            ? sql`SELECT rc.id, sm.first_name, sm.last_name, sp.global_sport_name_slug AS slug FROM roster_coaches rc JOIN staff_members sm ON sm.id = rc.staff_member_id JOIN sports sp ON sp.id = rc.sport_id JOIN tenants t ON t.id = rc.tenant_id WHERE t.key = ${tenant} AND rc.is_head_coach AND sp.roster_id = rc.roster_id ORDER BY rc.id LIMIT 1`
            : sql`SELECT sm.id, sm.first_name, sm.last_name, '' AS slug FROM staff_members sm JOIN tenants t ON t.id = sm.tenant_id WHERE t.key = ${tenant} AND sm.is_active ORDER BY sm.id LIMIT 1`;
      return (await rows<{ id: number; first_name: string; last_name: string; slug: string }>(api, query))[0]!;
    };
    const slug = (first: string, last: string) => `${first}-${last}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');

    it.each([
      ['player', (p: { id: number; slug: string; first_name: string; last_name: string }) => `/sports/${p.slug}/roster/${slug(p.first_name, p.last_name)}/${p.id}`],
      ['coach', (p: { id: number; slug: string; first_name: string; last_name: string }) => `/sports/${p.slug}/roster/coaches/${slug(p.first_name, p.last_name)}/${p.id}`],
      ['staff', (p: { id: number; slug: string; first_name: string; last_name: string }) => `/staff-directory/${slug(p.first_name, p.last_name)}/${p.id}`],
    ] as const)('finds a %s by name and links to the site page', async (type, url) => {
      const found = await person(type, 'ridgemont');
      const results = await search(`q=${encodeURIComponent(`"${found.first_name} ${found.last_name}"`)}&type=${type}&$pageSize=50`);
      const hit = results.items.find((item) => item.id === found.id);
      expect(hit).toBeDefined();
      expect(hit).toMatchObject({ type, title: `${found.first_name} ${found.last_name}`, url: url(found) });
      expect(hit!.image?.url).toMatch(/^\/media\/ridgemont\//);
      for (const item of results.items) expect(item.type).toBe(type);
    });

    it('finds stories, headline matches ranked first, best match first throughout', async () => {
      const [story] = await rows<{ id: number; title: string }>(api, sql`SELECT s.id, s.title FROM stories s JOIN tenants t ON t.id = s.tenant_id WHERE t.key = 'ridgemont' AND s.story_type = 'feature' AND s.post_date <= ${new Date(testNow())} ORDER BY s.id LIMIT 1`);
      const results = await search(`q=${encodeURIComponent(story!.title)}&$pageSize=20`);
      expect(results.items[0]).toMatchObject({ type: 'story', id: story!.id });
      expect(results.items[0]!.url).toMatch(/^\/news\/\d{4}\/\d{1,2}\/\d{1,2}\/[a-z0-9-]+$/);
      const ranks = results.items.map((item) => item.rank);
      expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    });

    it('pages consistently and marks matches in escaped snippets', async () => {
      const first = await search('q=rams&$pageSize=5');
      const second = await search('q=rams&$pageSize=5&$pageIndex=1');
      expect(first.total).toBeGreaterThan(10);
      expect(second.total).toBe(first.total);
      const ids = (items: SearchResultWire[]) => items.map((item) => `${item.type}:${item.id}`);
      expect(ids(second.items).some((id) => ids(first.items).includes(id))).toBe(false);
      const past = await search(`q=rams&$pageSize=5&$pageIndex=${first.pages + 2}`);
      expect(past.items).toHaveLength(0);
      expect(past.total).toBe(first.total);
      for (const item of [...first.items, ...second.items]) {
        expect(item.snippetHtml.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
        expect(item.snippetHtml).toContain('<mark>');
      }
    });

    it("reads a story's entities as text in its snippet, escaped once in the HTML one", async () => {
      // The seed's story bodies are sanitised HTML with apostrophes as themselves ("men's"): the text snippet keeps them, the HTML one escapes them once.
      const results = await search('q=men%27s&type=story&$pageSize=20');
      const withApostrophe = results.items.filter((item) => item.snippet.includes("'"));
      expect(withApostrophe.length).toBeGreaterThan(0);
      for (const item of results.items) {
        expect(item.snippet).not.toMatch(/&(#\d+|#x[0-9a-f]+|[a-z]+);/i);
        expect(item.snippetHtml).not.toMatch(/&amp;(#\d+|#x[0-9a-f]+|[a-z]+);/i);
      }
      expect(withApostrophe[0]!.snippetHtml.replace(/<\/?mark>/g, '')).toContain('&#39;');
    });

    it('never finds scheduled stories or another school', async () => {
      const [future] = await rows<{ id: number; title: string }>(api, sql`SELECT s.id, s.title FROM stories s JOIN tenants t ON t.id = s.tenant_id WHERE t.key = 'ridgemont' AND s.post_date > ${new Date(testNow())} LIMIT 1`);
      const results = await search(`q=${encodeURIComponent(future!.title)}&type=story&$pageSize=100`);
      expect(results.items.some((item) => item.id === future!.id)).toBe(false);
      const other = await person('player', 'coastalbay');
      const crossed = await search(`q=${encodeURIComponent(`"${other.first_name} ${other.last_name}"`)}&type=player&$pageSize=100`);
      expect(crossed.items.some((item) => item.id === other.id)).toBe(false);
    });

    it('survives any query text (web search syntax) with a 200', async () => {
      await fc.assert(
        fc.asyncProperty(fc.string({ maxLength: 40 }).filter((q) => q.trim() !== '' && isPlainText(q)), async (q) => {
          const response = await api.get(`/api/v2/Search?q=${encodeURIComponent(q)}`);
          expect(response.status, q).toBe(200);
          searchPageWire.parse(response.json);
        }),
        { numRuns: 40 },
      );
    });

    it('answers no query with an empty page (v2-reference 25) and a blank or bad one with 400', async () => {
      expect(searchPageWire.parse((await api.get('/api/v2/Search')).json)).toEqual({ items: [], total: 0, page: 0, pages: 0 });
      for (const query of ['q=', 'q=%20%20', `q=${'a'.repeat(201)}`, 'q=a%00b', 'q=rams&type=team', 'q=rams&$pageSize=x']) {
        const response = await api.get(`/api/v2/Search?${query}`);
        expect(response.status, query).toBe(400);
        apiErrorWire.parse(response.json);
      }
    });
  });
});
