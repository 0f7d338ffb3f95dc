import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { archivesPageWire } from '../../../contract/archives';
import { documentDetailWire } from '../../../contract/documents';
import { apiErrorWire } from '../../../contract/errors';
import { playerBioWire } from '../../../contract/players';
import { rosterListWire, rosterWire } from '../../../contract/rosters';
import { splashResponseWire } from '../../../contract/splash';
import { storyWire } from '../../../contract/stories';
import { openApiPath } from '../../../server/api/openapi';
import { ResponseCache } from '../../../server/http/response-cache';
import { testNow } from '../../support/test-clock';
import { readStoreKinds } from '../../support/test-store';
import { startTestApi, type TestApi } from '../support/test-api';
import { carries, hiddenItemsOf, needlesOf, rows, staffHeaders, type HiddenItems, SCHOOLS, type School, otherSchool } from './hidden-fixtures';
import { sql } from 'drizzle-orm';

const postgresUrl = inject('postgresUrl');

describe.each(readStoreKinds(postgresUrl))('hidden (staff preview) endpoints on %s', (kind) => {
  let api: TestApi;
  let staff: Record<School, Record<string, string>>;
  const items = {} as Record<School, HiddenItems>;

  beforeAll(async () => {
    api = await startTestApi(kind, postgresUrl);
    staff = await staffHeaders(api);
    for (const school of SCHOOLS) items[school] = await hiddenItemsOf(api, school);
  }, 120_000);
  afterAll(async () => api?.close());

  const recruitOf = (school: School) => items[school].entries.find((entry) => entry.recruit)!;
  const returnerOf = (school: School) => items[school].entries.find((entry) => !entry.recruit)!;
  const signingStoryOf = (school: School) => items[school].stories.find((story) => story.sportId === items[school].roster.sportId)!;
  const latestSplashOf = (school: School) => [...items[school].splashes].sort((a, b) => b.startDate.getTime() - a.startDate.getTime() || b.id - a.id)[0]!;

  /** One url of every hidden endpoint, naming the school's own hidden items. */
  const hiddenUrls = (school: School) => {
    const { roster, hiddenDocument } = items[school];
    const story = signingStoryOf(school);
    return [
      '/api/v2/Hidden/archives?$pageSize=50',
      `/api/v2/Hidden/rosters/list?sportId=${roster.sportId}`,
      `/api/v2/Hidden/rosters/${roster.id}`,
      `/api/v2/Hidden/players/roster/bio/${recruitOf(school).rosterPlayerId}`,
      `/api/v2/Hidden/Stories/${story.day}/${story.filename}`,
      `/api/v2/Hidden/Documents/path/${hiddenDocument.path}`,
      `/api/v2/Hidden/Splash?splashId=${latestSplashOf(school).id}`,
    ];
  };

  it('seeds hidden content of every kind at both schools', () => {
    for (const school of SCHOOLS) {
      const seeded = items[school];
      expect(new Set(seeded.stories.map((story) => story.sportId)).size, school).toBeGreaterThanOrEqual(3);
      expect(seeded.entries.filter((entry) => entry.recruit).length, school).toBeGreaterThan(0);
      expect(seeded.entries.filter((entry) => !entry.recruit).length, school).toBeGreaterThan(0);
      expect(seeded.splashes.some((splash) => splash.startDate.getTime() > testNow()), school).toBe(true);
    }
  });

  it("answers 401 without a staff session and 403 with another school's, noindex and with nothing of the content", async () => {
    for (const school of SCHOOLS) {
      const needles = needlesOf(items[school]);
      for (const url of hiddenUrls(school)) {
        for (const [headers, status, code] of [[{}, 401, 'sign_in_required'], [staff[otherSchool(school)], 403, 'wrong_school']] as const) {
          const response = await api.get(url, school, headers);
          expect(response.status, `${school} ${url}`).toBe(status);
          expect(apiErrorWire.parse(response.json).error.code).toBe(code);
          expect(response.headers['x-robots-tag'], url).toBe('noindex');
          expect(String(response.headers['cache-control']), url).toContain('no-store');
          for (const needle of needles.filter((text) => !url.includes(text))) expect(carries(response.body, needle), `${url} carries '${needle}'`).toBe(false);
        }
      }
    }
  });

  it("gives a school's own staff its hidden content, private and noindex, never through the response cache", async () => {
    for (const school of SCHOOLS) {
      for (const url of hiddenUrls(school)) {
        const before = api.app.responseCache.size;
        for (let round = 0; round < 2; round += 1) {
          const response = await api.get(url, school, staff[school]);
          expect(response.status, `${school} ${url}`).toBe(200);
          expect(response.headers['cache-control'], url).toBe('private, no-store');
          expect(response.headers['x-robots-tag'], url).toBe('noindex');
          expect(response.headers['x-cache'], url).toBeUndefined();
        }
        expect(api.app.responseCache.get(ResponseCache.key(items[school].tenantId, url), testNow()), url).toBeUndefined();
        expect(api.app.responseCache.size, url).toBe(before);
        // A fan asking right after still gets nothing.
        expect((await api.get(url, school)).status, url).toBe(401);
      }
    }
  });

  it('GET /Hidden/archives lists exactly the hidden stories, with the archive filters', async () => {
    for (const school of SCHOOLS) {
      const { stories } = items[school];
      const page = archivesPageWire.parse((await api.get('/api/v2/Hidden/archives?$pageSize=50', school, staff[school])).json);
      expect(page.items.map((item) => Number(item.storyId)).sort()).toEqual(stories.map((story) => story.id).sort());
      expect(page.total).toBe(stories.length);
      const signing = signingStoryOf(school);
      const bySport = archivesPageWire.parse((await api.get(`/api/v2/hidden/ARCHIVES?sportId=${signing.sportId}`, school, staff[school])).json);
      expect(bySport.items.map((item) => Number(item.storyId))).toEqual([signing.id]);
      const word = signing.title.split(' ').at(-2)!;
      const searched = archivesPageWire.parse((await api.get(`/api/v2/Hidden/archives?search=${encodeURIComponent(word)}`, school, staff[school])).json);
      expect(searched.items.map((item) => item.storyHeadline)).toContain(signing.title);
      expect((await api.get('/api/v2/Hidden/archives?sportId=a', school, staff[school])).status).toBe(400);
    }
  });

  it('GET /Hidden/rosters/list and /Hidden/rosters/{rosterId} give next season’s roster with its players and coaches', async () => {
    for (const school of SCHOOLS) {
      const { roster, entries } = items[school];
      const list = rosterListWire.parse((await api.get(`/api/v2/Hidden/rosters/list?sportId=${roster.sportId}`, school, staff[school])).json);
      expect(list).toEqual([expect.objectContaining({ rosterId: roster.id, seasonTitle: roster.seasonTitle, globalSportNameSlug: roster.sportSlug })]);
      const bySlug = rosterListWire.parse((await api.get(`/api/v2/Hidden/rosters/list?sport=${roster.sportSlug}&season=${roster.seasonTitle}`, school, staff[school])).json);
      expect(bySlug.map((item) => item.rosterId)).toEqual([roster.id]);
      const all = rosterListWire.parse((await api.get('/api/v2/Hidden/rosters/list', school, staff[school])).json);
      expect(all.map((item) => item.rosterId)).toEqual([roster.id]);

      const wire = rosterWire.parse((await api.get(`/api/v2/Hidden/rosters/${roster.id}`, school, staff[school])).json);
      expect(wire.id).toBe(roster.id);
      expect(wire.season.title).toBe(roster.seasonTitle);
      expect(wire.players.map((player) => player.rosterPlayerId).sort()).toEqual(entries.map((entry) => entry.rosterPlayerId).sort());
      expect(wire.coaches?.length).toBeGreaterThan(0);
    }
  });

  it("GET /Hidden/players/roster/bio/{rosterPlayerId} gives a hidden roster's player, hidden season included", async () => {
    for (const school of SCHOOLS) {
      const { roster } = items[school];
      const recruit = playerBioWire.parse((await api.get(`/api/v2/Hidden/players/roster/bio/${recruitOf(school).rosterPlayerId}`, school, staff[school])).json);
      expect(recruit.rosterPlayerId).toBe(recruitOf(school).rosterPlayerId);
      expect(recruit.seasonSlug).toBe(roster.seasonTitle);
      expect(recruit.historicalFields?.map((season) => season.season)).toEqual([roster.seasonTitle]);
      const returner = playerBioWire.parse((await api.get(`/api/v2/Hidden/players/roster/bio/${returnerOf(school).rosterPlayerId}`, school, staff[school])).json);
      const seasons = returner.historicalFields!.map((season) => season.season);
      expect(seasons.length).toBeGreaterThan(1);
      expect(seasons.at(-1)).toBe(roster.seasonTitle);
    }
  });

  it('GET /Hidden/Stories/{storyDate}/{storyName} gives a hidden story with its body and featured recruits', async () => {
    for (const school of SCHOOLS) {
      const signing = signingStoryOf(school);
      for (const date of [signing.day, `${signing.day}T00:00:00`]) {
        const story = storyWire.parse((await api.get(`/api/v2/Hidden/Stories/${date}/${signing.filename}`, school, staff[school])).json);
        expect(story.id).toBe(signing.id);
        expect(story.title).toBe(signing.title);
        expect(story.content).toContain('<p>');
        expect(story.players?.map((player) => player.rosterPlayerId).sort()).toEqual(items[school].entries.filter((entry) => entry.recruit).map((entry) => entry.rosterPlayerId).sort());
      }
      // Every hidden story, scheduled ones included, whatever its date.
      for (const hidden of items[school].stories) {
        expect((await api.get(`/api/v2/Hidden/Stories/${hidden.day}/${hidden.filename}`, school, staff[school])).status, hidden.title).toBe(200);
      }
    }
  });

  it('GET /Hidden/Documents/path/* gives the hidden sport file', async () => {
    for (const school of SCHOOLS) {
      const { hiddenDocument } = items[school];
      const document = documentDetailWire.parse((await api.get(`/api/v2/Hidden/Documents/path/${hiddenDocument.path.toUpperCase()}/`, school, staff[school])).json);
      expect(document.documentId).toBe(hiddenDocument.id);
      expect(document.documentTitle).toBe(hiddenDocument.title);
      expect(document.content).toContain('<li>');
    }
  });

  it('GET /Hidden/Splash gives the named hidden splash whatever its dates, else the latest hidden one', async () => {
    for (const school of SCHOOLS) {
      const latest = latestSplashOf(school);
      expect(splashResponseWire.parse((await api.get('/api/v2/Hidden/Splash', school, staff[school])).json).data.id).toBe(latest.id);
      for (const splash of items[school].splashes) {
        const { data } = splashResponseWire.parse((await api.get(`/api/v2/Hidden/Splash?splashId=${splash.id}`, school, staff[school])).json);
        expect(data.id).toBe(splash.id);
        expect(data.title).toBe(splash.title);
      }
      const [publicSplash] = await rows<{ id: number }>(api, sql`SELECT id FROM splash_pages WHERE tenant_id = ${items[school].tenantId} AND NOT hidden LIMIT 1`);
      expect((await api.get(`/api/v2/Hidden/Splash?splashId=${publicSplash!.id}`, school, staff[school])).status).toBe(204);
      expect((await api.get(`/api/v2/Hidden/Splash?splashId=${latestSplashOf(otherSchool(school)).id}`, school, staff[school])).status).toBe(204);
      expect((await api.get('/api/v2/Hidden/Splash?splashId=a', school, staff[school])).status).toBe(400);
    }
  });

  it('answers like the public twins for what is not a hidden item: 404 for a bad, public or unknown id or path', async () => {
    for (const school of SCHOOLS) {
      const { roster } = items[school];
      const [current] = await rows<{ roster_id: number; rp_id: number }>(
        api,
        sql`SELECT s.roster_id, rp.id AS rp_id FROM sports s JOIN roster_players rp ON rp.roster_id = s.roster_id WHERE s.id = ${roster.sportId} LIMIT 1`,
      );
      const [published] = await rows<{ filename: string; post_date: string | Date }>(
        api,
        sql`SELECT filename, post_date FROM stories WHERE tenant_id = ${items[school].tenantId} AND NOT hidden AND post_date <= ${new Date(testNow())} LIMIT 1`,
      );
      const notHidden = [
        '/api/v2/Hidden/rosters/a',
        `/api/v2/Hidden/rosters/${current!.roster_id}`,
        `/api/v2/Hidden/rosters/${items[otherSchool(school)].roster.id}`,
        '/api/v2/Hidden/players/roster/bio/a',
        `/api/v2/Hidden/players/roster/bio/${current!.rp_id}`,
        `/api/v2/Hidden/players/roster/bio/${recruitOf(otherSchool(school)).rosterPlayerId}`,
        `/api/v2/Hidden/Stories/${new Date(published!.post_date).toISOString().slice(0, 10)}/${published!.filename}`,
        `/api/v2/Hidden/Stories/2020-02-30/${signingStoryOf(school).filename}`,
        '/api/v2/Hidden/Documents/path/privacy-policy',
        `/api/v2/Hidden/Documents/path/${items[school].protectedDocument.path}`,
      ];
      for (const url of notHidden) expect((await api.get(url, school, staff[school])).status, url).toBe(404);
    }
  });

  it('documents every hidden route in the OpenAPI document with its 401 and 403', async () => {
    const document = (await api.get('/api/openapi.json', null)).json as { paths: Record<string, { get?: { responses: Record<string, unknown>; tags?: string[] } }> };
    const hidden = api.app.apiRoutes.filter((route) => route.startsWith('GET /api/v2/Hidden/'));
    expect(hidden.length).toBeGreaterThanOrEqual(7);
    for (const route of hidden) {
      const operation = document.paths[openApiPath(route.split(' ')[1]!)]?.get;
      expect(operation?.responses['401'], route).toBeTruthy();
      expect(operation?.responses['403'], route).toBeTruthy();
    }
  });
});
