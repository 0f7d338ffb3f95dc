import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { commonSettingsWire } from '../../../contract/settings';
import { documentDetailWire, documentsPageWire, type DocumentWire } from '../../../contract/documents';
import { rostersPageWire } from '../../../contract/rosters';
import { sportsListWire } from '../../../contract/sports';
import { storiesPageWire, storyWire, type StoryWire } from '../../../contract/stories';
import { buildApp } from '../../../server/app';
import { documents, stories, storyWriters } from '../../../server/store/tables/editorial';
import { tenants } from '../../../server/store/tables/foundation';
import { facilities, honoursSettings } from '../../../server/store/tables/honours';
import { allAmericans, awards, hofInductees } from '../../../server/store/tables/honours-awards';
import { podcastEpisodes } from '../../../server/store/tables/honours-media';
import { rosterPlayers, staffMembers } from '../../../server/store/tables/people';
import { promotionCampaigns, splashPages } from '../../../server/store/tables/site-features';
import { testNow } from '../../support/test-clock';
import { readStoreKinds } from '../../support/test-store';
import { everything, parseMarkup, tenantId } from '../editorial/editorial-support';
import { startTestApi, type TestApi } from '../support/test-api';
import { parsedMarkup, unsafeFindings } from './html-safety';
import { XSS_VECTORS } from './xss-vectors';

const postgresUrl = inject('postgresUrl');

// PostgreSQL keeps no NUL in text: those vectors reach the sanitiser only directly (content-html.test.ts).
const STORABLE_VECTORS = XSS_VECTORS.filter((vector) => !vector.includes('\0'));
const MARKER = 'Sanitised content marker';
/** Content that must come through (the marked paragraph) with vectors that must not. */
const PAYLOAD = [
  `<p>${MARKER}</p>`,
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="jav&#x09;ascript:alert(1)">link</a>',
  '<svg onload=alert(1)></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<div style="background:url(javascript:alert(1))" onclick="alert(1)">styled</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)"><base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button></form>',
].join('');

/** Every string in a JSON answer that holds the marker. */
function markedStrings(value: unknown): string[] {
  if (typeof value === 'string') return value.includes(MARKER) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(markedStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(markedStrings);
  return [];
}

describe.each(readStoreKinds(postgresUrl))('content HTML through the API on %s', (kind) => {
  let api: TestApi;
  let ridgemont: number;
  let storyList: StoryWire[];
  let htmlDocuments: DocumentWire[];
  beforeAll(async () => {
    api = await startTestApi(kind, postgresUrl);
    ridgemont = await tenantId(api, 'ridgemont');
    storyList = await everything(api, '/api/v2/Stories', (json) => storiesPageWire.parse(json));
    htmlDocuments = (await everything(api, '/api/v2/Documents', (json) => documentsPageWire.parse(json))).filter((document) => document.documentType === 'html');
  });
  afterAll(async () => api?.close());

  const db = () => api.store.database.db;
  const json = async (url: string) => {
    const response = await api.get(url);
    expect(response.status, url).toBe(200);
    return response.json;
  };
  const storyDetail = async (story: StoryWire) => storyWire.parse(await json(`/api/v2/Stories/${story.storyPostdate}/${story.storyFilename}`));
  const documentDetail = async (document: DocumentWire) => documentDetailWire.parse(await json(`/api/v2/Documents/${document.documentId}`));
  // The tests write to the store around the API, so they drop its cached answers as a write through it does.
  const written = () => api.app.responseCache.invalidateTenant(ridgemont);

  // Runs first: the later tests overwrite content.
  it('sends every seeded story body and html document as stored, as a browser reads it', async () => {
    const storedBodies = new Map((await db().select({ id: stories.id, html: stories.bodyHtml }).from(stories)).map((row) => [row.id, row.html]));
    for (const listed of storyList) {
      const content = (await storyDetail(listed)).content ?? '';
      expect(parsedMarkup(content), listed.storyFilename).toBe(parsedMarkup(storedBodies.get(listed.id)!));
      expect(unsafeFindings(content)).toEqual([]);
    }
    const [first] = storyList;
    expect((await storyDetail(first!)).content).toMatch(/^<p>[^<]+<\/p>\n<p>/);
    expect(htmlDocuments.length).toBeGreaterThan(3);
    const storedDocuments = new Map((await db().select({ id: documents.id, html: documents.contentHtml }).from(documents)).map((row) => [row.id, row.html]));
    for (const listed of htmlDocuments) expect(parsedMarkup((await documentDetail(listed)).content ?? '')).toBe(parsedMarkup(storedDocuments.get(listed.documentId) ?? ''));
  }, 120_000);

  it('sends the seeded footer and promotion markup, links and classes included, as stored', async () => {
    const footer = commonSettingsWire.parse(await json('/api/v2/common/settings')).footerHtml;
    expect(footer).toContain('<a href="/staff-directory">Staff Directory</a>');
    const [school] = await db().select({ settings: tenants.settings }).from(tenants).where(eq(tenants.id, ridgemont));
    expect(footer).toBe((school!.settings as { footerHtml: string }).footerHtml);
    const promotions = JSON.stringify(await json('/api/v2/promotions/home-html'));
    expect(promotions).toContain('<div class=\\"c-mbonvoy\\"><p>Stay with our hotel partner on game weekends.</p></div>');
    expect(promotions).toContain('<a href=\\"/subscribe\\">Get alerts</a>');
  });

  it('sends no story body that can run script, for each vector', async () => {
    const story = storyList[0]!;
    const unsafe: Array<{ vector: string; content: string | null | undefined; findings: string[] }> = [];
    for (const vector of STORABLE_VECTORS) {
      await db().update(stories).set({ bodyHtml: vector }).where(eq(stories.id, story.id));
      written();
      const { content } = await storyDetail(story);
      const findings = unsafeFindings(content ?? '');
      if (findings.length > 0) unsafe.push({ vector, content, findings });
    }
    expect(STORABLE_VECTORS.length).toBeGreaterThanOrEqual(80);
    expect(unsafe).toEqual([]);
  }, 120_000);

  it('sends no document that can run script, for each vector', async () => {
    const document = htmlDocuments[0]!;
    const unsafe: Array<{ vector: string; content: string | null | undefined; findings: string[] }> = [];
    for (const vector of STORABLE_VECTORS) {
      await db().update(documents).set({ contentHtml: vector }).where(eq(documents.id, document.documentId));
      written();
      const { content } = await documentDetail(document);
      const findings = unsafeFindings(content ?? '');
      if (findings.length > 0) unsafe.push({ vector, content, findings });
    }
    expect(unsafe).toEqual([]);
  }, 120_000);

  it('sanitises every content HTML field the API sends: stories, the feed, documents, bios, descriptions, promotions, the splash, the footer', async () => {
    expect(unsafeFindings(PAYLOAD).length).toBeGreaterThan(8);
    const story = storyList[0]!;
    await db().update(stories).set({ bodyHtml: PAYLOAD }).where(eq(stories.id, story.id));
    await db().update(storyWriters).set({ bio: PAYLOAD }).where(eq(storyWriters.tenantId, ridgemont));
    await db().update(documents).set({ contentHtml: PAYLOAD }).where(eq(documents.id, htmlDocuments[0]!.documentId));
    await db().update(promotionCampaigns).set({ html: PAYLOAD }).where(eq(promotionCampaigns.tenantId, ridgemont));
    await db().update(splashPages).set({ html: PAYLOAD }).where(eq(splashPages.tenantId, ridgemont));
    await db().update(facilities).set({ description: PAYLOAD }).where(eq(facilities.tenantId, ridgemont));
    await db().update(allAmericans).set({ bio: PAYLOAD }).where(eq(allAmericans.tenantId, ridgemont));
    await db().update(hofInductees).set({ bio: PAYLOAD }).where(eq(hofInductees.tenantId, ridgemont));
    await db().update(awards).set({ highlights: PAYLOAD }).where(eq(awards.tenantId, ridgemont));
    await db().update(podcastEpisodes).set({ description: PAYLOAD }).where(eq(podcastEpisodes.tenantId, ridgemont));
    await db().update(rosterPlayers).set({ bio: PAYLOAD }).where(eq(rosterPlayers.tenantId, ridgemont));
    await db().update(staffMembers).set({ bio: PAYLOAD }).where(eq(staffMembers.tenantId, ridgemont));
    await db().update(honoursSettings).set({ body: sql`jsonb_set(${honoursSettings.body}, '{hubContent}', to_jsonb(${PAYLOAD}::text))` }).where(eq(honoursSettings.tenantId, ridgemont));
    await db().update(tenants).set({ settings: sql`jsonb_set(${tenants.settings}, '{footerHtml}', to_jsonb(${PAYLOAD}::text))` }).where(eq(tenants.id, ridgemont));
    written();

    const sport = sportsListWire.parse(await json('/api/v2/Sports')).find((candidate) => !candidate.nonSport)!;
    const roster = rostersPageWire.parse(await json(`/api/v2/Rosters?sportId=${sport.id}`)).items[0]!;
    const urls = [
      `/api/v2/Stories/${story.storyPostdate}/${story.storyFilename}`,
      '/api/v2/Stories',
      `/api/v2/Documents/${htmlDocuments[0]!.documentId}`,
      '/api/v2/promotions/home-html',
      '/api/v2/Splash',
      '/api/v2/Facilities',
      '/api/v2/AllAmerican',
      '/api/v2/HallOfFame',
      '/api/v2/Awards',
      '/api/v2/Podcasts',
      '/api/v2/Podcasts/settings',
      `/api/v2/Players/roster/bio/${roster.players[0]!.rosterPlayerId}`,
      `/api/v2/Rosters/${roster.id}`,
      '/api/v2/Staff',
    ];
    for (const url of urls) {
      const marked = markedStrings(await json(url));
      expect(marked.length, url).toBeGreaterThan(0);
      for (const html of marked) {
        expect(unsafeFindings(html), url).toEqual([]);
        expect(html, url).toContain(`<p>${MARKER}</p>`);
      }
    }

    const feed = parseMarkup((await api.get('/api/v2/Rss/xml')).body, 'application/xml');
    const bodies = Array.from(feed.getElementsByTagName('content:encoded'), (element) => element.textContent ?? '').filter((text) => text.includes(MARKER));
    expect(bodies).toHaveLength(1);
    expect(unsafeFindings(bodies[0]!)).toEqual([]);

    // The schools' settings are read when the server starts.
    const restarted = await buildApp({ database: api.store.database, now: testNow });
    try {
      const settings = await restarted.inject({ method: 'GET', url: '/api/v2/common/settings', headers: { tenant: 'ridgemont' } });
      const footer = commonSettingsWire.parse(settings.json()).footerHtml;
      expect(footer).toContain(`<p>${MARKER}</p>`);
      expect(unsafeFindings(footer)).toEqual([]);
    } finally {
      await restarted.close();
    }
  }, 60_000);
});
