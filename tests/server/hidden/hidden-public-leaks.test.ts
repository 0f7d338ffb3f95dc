import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DOCUMENTED_ROUTES } from '../../../server/api/api-route';
import { readStoreKinds } from '../../support/test-store';
import { startTestApi, type TestApi } from '../support/test-api';
import { carries, hiddenItemsOf, needlesOf, rows, type HiddenItems, SCHOOLS, type School } from './hidden-fixtures';

const postgresUrl = inject('postgresUrl');

/** Every value of the named keys anywhere in a JSON document, as numbers. */
function valuesOf(json: unknown, keys: readonly string[], found: number[] = []): number[] {
  if (Array.isArray(json)) for (const item of json) valuesOf(item, keys, found);
  else if (json && typeof json === 'object') {
    for (const [key, inner] of Object.entries(json)) {
      if (keys.includes(key) && (typeof inner === 'number' || (typeof inner === 'string' && /^\d+$/.test(inner)))) found.push(Number(inner));
      else valuesOf(inner, keys, found);
    }
  }
  return found;
}

const STORY_KEYS = ['storyId', 'contentId', 'previewStoryId', 'postStoryId', 'pregame_story_id', 'postgame_story_id'];
const ENTRY_KEYS = ['rosterPlayerId'];

describe.each(readStoreKinds(postgresUrl))('public endpoints never show hidden or protected content on %s', (kind) => {
  let api: TestApi;
  const items = {} as Record<School, HiddenItems>;

  beforeAll(async () => {
    api = await startTestApi(kind, postgresUrl);
    for (const school of SCHOOLS) items[school] = await hiddenItemsOf(api, school);
  }, 120_000);
  afterAll(async () => api?.close());

  /** Fetches a public url (every page of a paged list) and checks no hidden text is in it; the bodies' JSON. */
  async function fetchClean(school: School, url: string, headers: Record<string, string> = {}): Promise<{ status: number; json: unknown[] }> {
    const needles = needlesOf(items[school]);
    const bodies: unknown[] = [];
    const statuses: number[] = [];
    for (let pageIndex = 0; ; pageIndex += 1) {
      const paged = pageIndex === 0 ? url : `${url}${url.includes('?') ? '&' : '?'}$pageIndex=${pageIndex}`;
      const response = await api.get(paged, url.startsWith('/api/') ? school : null, headers);
      statuses.push(response.status);
      expect(response.status, `${school} ${paged}`).toBeLessThan(500);
      // An error may repeat the address asked for; nothing else may name a hidden item.
      for (const needle of needles.filter((text) => !decodeURIComponent(paged).includes(text))) expect(carries(response.body, needle), `${school} ${paged} carries '${needle}'`).toBe(false);
      bodies.push(response.json);
      const pages = (response.json as { pages?: unknown } | null)?.pages;
      if (typeof pages !== 'number' || pageIndex + 1 >= pages || pageIndex >= 20) break;
    }
    return { status: statuses[0]!, json: bodies };
  }

  async function expectNone(school: School, url: string, keys: readonly string[], hiddenIds: number[]): Promise<void> {
    const { json } = await fetchClean(school, url);
    const seen = new Set(valuesOf(json, keys));
    for (const id of hiddenIds) expect(seen.has(id), `${school} ${url} shows hidden ${keys.join('/')} ${id}`).toBe(false);
  }

  it('holds for every parameterless public GET route', async () => {
    const routes = [...DOCUMENTED_ROUTES.values()].filter((route) => route.method === 'GET' && !route.path.includes(':') && !route.path.includes('*') && !/^\/(Hidden|Protected)\//i.test(route.path));
    expect(routes.length).toBeGreaterThan(50);
    for (const school of SCHOOLS) for (const route of routes) await fetchClean(school, `/api/v2${route.path}`);
  }, 300_000);

  it('holds for stories, archives, tags, search, feeds and the games a hidden story is linked to', async () => {
    for (const school of SCHOOLS) {
      const { stories, roster, tenantId } = items[school];
      const storyIds = stories.map((story) => story.id);
      for (const url of [
        '/api/v2/Stories?$pageSize=100',
        `/api/v2/Stories?SportId=${roster.sportId}&$pageSize=100`,
        `/api/v2/Stories/related?sportId=${roster.sportId}&$pageSize=100`,
        '/api/v2/Archives?$pageSize=100',
        `/api/v2/Archives?sportId=${roster.sportId}&$pageSize=100`,
        `/api/v2/Archives?search=${encodeURIComponent(stories[0]!.title.split(' ').at(-1)!)}&$pageSize=100`,
      ]) {
        await expectNone(school, url, STORY_KEYS, storyIds);
      }
      for (const story of stories) {
        const words = encodeURIComponent(story.title.replace(/['’]/g, ' '));
        await expectNone(school, `/api/v2/Search?q=${words}&type=story&$pageSize=100`, ['id'], storyIds);
        expect((await fetchClean(school, `/api/v2/Stories/${story.day}/${story.filename}`)).status, story.title).toBe(404);
        expect((await fetchClean(school, `/api/v2/Stories/${story.id}/next-game`)).status, story.title).toBe(404);
        expect((await fetchClean(school, `/api/v2/Stories/games?storiesIds=${story.id}`)).status, story.title).toBe(404);
        expect((await fetchClean(school, `/api/v2/Stories/related?storyId=${story.id}`)).status, story.title).toBe(200);
        for (const gameId of story.gameIds) {
          for (const url of [`/api/v2/ScheduleGames/${gameId}`, `/api/v2/ScheduleGames/${gameId}/results`]) await expectNone(school, url, STORY_KEYS, storyIds);
          const linked = await rows<{ story_id: number }>(api, sql`SELECT sg.story_id FROM story_games sg JOIN stories s ON s.id = sg.story_id WHERE sg.game_id = ${gameId} AND NOT s.hidden`);
          if (linked.length > 0) await expectNone(school, `/api/v2/Stories/games?storiesIds=${linked.map((row) => row.story_id).join(',')}`, STORY_KEYS, storyIds);
        }
      }
      // Tags count and list published stories only.
      const [tag] = await rows<{ slug: string }>(
        api,
        sql`SELECT DISTINCT t.slug FROM story_tags st JOIN tags t ON t.id = st.tag_id JOIN stories s ON s.id = st.story_id WHERE s.tenant_id = ${tenantId} AND s.hidden`,
      );
      expect(tag, school).toBeTruthy();
      const tagged = await fetchClean(school, `/api/v2/Tags/content?slug=${tag!.slug}&$pageSize=100`);
      expect(new Set(valuesOf(tagged.json, ['id'])).size).toBeGreaterThan(0);
      for (const id of storyIds) expect(valuesOf(tagged.json, ['id'])).not.toContain(id);
      const tagList = (await fetchClean(school, '/api/v2/Tags')).json[0] as Array<{ slug: string; count: number }>;
      const total = (tagged.json[0] as { total: number }).total;
      expect(tagList.find((candidate) => candidate.slug === tag!.slug)?.count).toBe(total);
      for (const url of ['/api/v2/Rss/xml', `/api/v2/Rss/xml?sportId=${roster.sportId}`]) expect((await fetchClean(school, url)).status, url).toBe(200);
      expect((await fetchClean(school, '/rss.xml', { host: `${school}.localhost` })).status).toBe(200);
    }
  });

  it("holds for rosters, players, bios, stats and search of the hidden roster's people", async () => {
    for (const school of SCHOOLS) {
      const { roster, entries } = items[school];
      const entryIds = entries.map((entry) => entry.rosterPlayerId);
      const recruits = entries.filter((entry) => entry.recruit);
      for (const url of ['/api/v2/Rosters/list', `/api/v2/Rosters/list?sportId=${roster.sportId}`, '/api/v2/Rosters/active/list', '/api/v2/Sports']) {
        await expectNone(school, url, ['rosterId'], [roster.id]);
      }
      await expectNone(school, `/api/v2/Rosters/bySport/${roster.sportSlug}`, ['id'], [roster.id]);
      await expectNone(school, `/api/v2/Rosters?sportId=${roster.sportId}&$pageSize=10`, ENTRY_KEYS, entryIds);
      await expectNone(school, `/api/v2/Players/history?SportId=${roster.sportId}&$pageSize=100`, ENTRY_KEYS, entryIds);
      await expectNone(school, `/api/v2/Players/random?SportId=${roster.sportId}&$pageSize=100`, ['id', ...ENTRY_KEYS], entryIds);
      for (const url of [`/api/v2/Rosters/list?sportId=${roster.sportId}`, `/api/v2/Players/history?SportId=${roster.sportId}&$pageSize=100`, `/api/v2/Staff/coaches/filters/seasons?sportId=${roster.sportId}`]) {
        const { json } = await fetchClean(school, url);
        expect(JSON.stringify(json).includes(roster.seasonTitle), `${url} names ${roster.seasonTitle}`).toBe(false);
      }
      for (const url of [`/api/v2/Rosters/${roster.id}`, `/api/v2/Players/roster/${roster.id}`, ...entryIds.map((id) => `/api/v2/Players/roster/bio/${id}`), ...recruits.map((entry) => `/api/v2/Players/${entry.playerId}/media`)]) {
        expect((await fetchClean(school, url)).status, url).toBe(404);
      }
      for (const entry of recruits) {
        const last = entry.name.split(' ').at(-1)!;
        await expectNone(school, `/api/v2/Players/search?searchText=${encodeURIComponent(last)}`, ['id'], entryIds);
        await expectNone(school, `/api/v2/Search?q=${encodeURIComponent(`"${entry.name}"`)}&type=player&$pageSize=100`, ['id'], entryIds);
      }
      // A returning player's public bio, media and career stop at this season.
      const returner = entries.find((entry) => !entry.recruit)!;
      const [publicEntry] = await rows<{ id: number }>(
        api,
        sql`SELECT rp.id FROM roster_players rp JOIN rosters r ON r.id = rp.roster_id WHERE rp.player_id = ${returner.playerId} AND NOT r.hidden ORDER BY r.year DESC LIMIT 1`,
      );
      for (const url of [`/api/v2/Players/roster/bio/${publicEntry!.id}`, `/api/v2/Players/${returner.playerId}/media`, `/api/v2/Stats/${roster.sportSlug}/player/career?playerId=${returner.playerId}`]) {
        const { status, json } = await fetchClean(school, url);
        expect(status, url).toBe(200);
        expect(JSON.stringify(json).includes(roster.seasonTitle), `${url} names ${roster.seasonTitle}`).toBe(false);
        for (const id of entryIds) expect(valuesOf(json, ENTRY_KEYS), url).not.toContain(id);
      }
      const year = Number(roster.seasonTitle.slice(0, 4));
      expect((await fetchClean(school, `/api/v2/Stats/bio?rosterPlayerId=${returner.rosterPlayerId}&sport=${roster.sportSlug}&year=${year}`)).status).toBe(404);
    }
  });

  it('holds for documents, sport files and splash pages', async () => {
    for (const school of SCHOOLS) {
      const { hiddenDocument, protectedDocument, splashes } = items[school];
      await expectNone(school, '/api/v2/Documents?$pageSize=100', ['documentId'], [hiddenDocument.id, protectedDocument.id]);
      for (const document of [hiddenDocument, protectedDocument]) {
        expect((await fetchClean(school, `/api/v2/Documents/${document.id}`)).status).toBe(204);
        expect((await fetchClean(school, `/api/v2/Documents/path/${document.path}`)).status).toBe(404);
      }
      for (const splash of splashes) {
        expect((await fetchClean(school, `/api/v2/Splash?splashId=${splash.id}`)).status).toBe(204);
        expect((await fetchClean(school, `/api/v2/Splash/click/${splash.id}`)).status).toBe(404);
      }
    }
  });
});
