import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { archivesPageWire, type ArchiveItemWire } from '../../../contract/archives';
import { apiErrorWire, messageErrorWire } from '../../../contract/errors';
import { filterOptionsWire } from '../../../contract/press-clips';
import { rssFeedsWire } from '../../../contract/rss';
import { relatedStoriesPageWire, storiesPageWire, storyGamesWire, storyGameWire, storySettingsWire, storyWire, type StoryWire } from '../../../contract/stories';
import { taggedContentPageWire, tagsWire } from '../../../contract/tags';
import { sportsListWire } from '../../../contract/sports';
import { readStoreKinds } from '../../support/test-store';
import { startTestApi, type TestApi } from '../support/test-api';
import { everything, page, parseMarkup, rows, STORY_TAGS, tagsIn, tenantId } from './editorial-support';
import { testNow } from '../../support/test-clock';
import { RETIRED_TAG } from '../../../demo/editorial/tag-catalog';

const postgresUrl = inject('postgresUrl');

describe.each(readStoreKinds(postgresUrl))('stories, archives, tags and RSS on %s', (kind) => {
  let api: TestApi;
  let stories: StoryWire[];
  beforeAll(async () => {
    api = await startTestApi(kind, postgresUrl);
    stories = await everything(api, '/api/v2/Stories', (json) => storiesPageWire.parse(json));
  });
  afterAll(async () => api?.close());

  const sportsOf = async (tenant: string) => sportsListWire.parse((await api.get('/api/v2/Sports', tenant)).json);
  const scheduled = async (tenant: string) =>
    rows<{ id: number; filename: string; post_date: Date | string }>(api, sql`SELECT s.id, s.filename, s.post_date FROM stories s JOIN tenants t ON t.id = s.tenant_id WHERE t.key = ${tenant} AND s.post_date > ${new Date(testNow())}`);

  describe('GET /Stories', () => {
    it('lists at least 110 published stories of 18 months, newest first, with what the suite reads', () => {
      expect(stories.length).toBeGreaterThanOrEqual(110);
      const dates = stories.map((story) => story.date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(Date.parse(`${dates.at(-1)}Z`)).toBeLessThan(testNow() - 365 * 86_400_000);
      for (const story of stories) {
        expect(story.storyId).toBe(story.id);
        expect(story.storyPostdate.startsWith(story.date.slice(0, 4))).toBe(true);
        expect(story.url).toMatch(/^\/news\/\d{4}\/\d{1,2}\/\d{1,2}\/[a-z0-9-]+$/);
        expect(story.content).toBeNull();
      }
      expect(new Set(stories.map((story) => story.sport?.id ?? 0)).size).toBeGreaterThan(12);
      expect(stories.some((story) => story.sport === null)).toBe(true);
      expect(stories.some((story) => story.games.length > 0 && story.games[0]!.result?.status)).toBe(true);
      expect(stories.some((story) => story.video?.youtube)).toBe(true);
    });

    it('never lists a scheduled story', async () => {
      const future = await scheduled('ridgemont');
      expect(future.length).toBeGreaterThanOrEqual(2);
      const listed = new Set(stories.map((story) => story.id));
      for (const story of future) expect(listed.has(story.id)).toBe(false);
      for (const story of stories) expect(Date.parse(`${story.date}Z`)).toBeLessThanOrEqual(testNow());
    });

    it('pages with $pageIndex / $pageSize', async () => {
      const second = await page(api, '/api/v2/Stories?$pageIndex=1&$pageSize=7', (json) => storiesPageWire.parse(json));
      expect(second.total).toBe(stories.length);
      expect(second.items.map((story) => story.id)).toEqual(stories.slice(7, 14).map((story) => story.id));
    });

    it('filters by SportId (any case), every item of that sport', async () => {
      const sport = (await sportsOf('ridgemont')).find((s) => s.globalSportNameSlug === 'football')!;
      const filtered = await page(api, `/api/v2/Stories?SportId=${sport.id}&$pageSize=50`, (json) => storiesPageWire.parse(json));
      expect(filtered.items.length).toBeGreaterThan(0);
      for (const story of filtered.items) expect(story.sport?.id).toBe(sport.id);
      expect((await api.get(`/api/v2/stories?sportid=${sport.id}&$pageSize=50`)).json).toEqual(filtered);
    });

    it.each(['a', '1.5', ''])('is 400 for SportId=%s', async (value) => {
      const response = await api.get(`/api/v2/Stories?SportId=${value}`);
      expect(response.status).toBe(400);
      expect(apiErrorWire.parse(response.json).error.message).toContain('SportId');
    });

    it("keeps each school's stories to itself", async () => {
      const other = await everything(api, '/api/v2/Stories', (json) => storiesPageWire.parse(json), 'coastalbay');
      expect(other.length).toBeGreaterThanOrEqual(110);
      const ours = new Set(stories.map((story) => story.id));
      expect(other.some((story) => ours.has(story.id))).toBe(false);
      const otherSport = (await sportsOf('coastalbay'))[0]!;
      expect((await page(api, `/api/v2/Stories?SportId=${otherSport.id}`, (json) => storiesPageWire.parse(json))).total).toBe(0);
    });
  });

  describe('GET /Stories/{storyDate}/{storyName}', () => {
    it('gives the story with its safe HTML body and players, by date-time or by day', async () => {
      const withPlayers = stories.filter((story) => story.type === 'recap' || story.type === 'feature').slice(0, 6);
      for (const listed of withPlayers) {
        const response = await api.get(`/api/v2/Stories/${listed.storyPostdate}/${listed.storyFilename}`);
        expect(response.status).toBe(200);
        const story = storyWire.parse(response.json);
        expect(story.id).toBe(listed.id);
        expect(story.content).toMatch(/^<p>/);
        expect(tagsIn(story.content!).every((tag) => STORY_TAGS.has(tag))).toBe(true);
        expect(story.content).not.toMatch(/\son\w+\s*=|javascript:/i);
        expect(story.players!.length).toBeGreaterThan(0);
        // Sanitised on write (the story command), the body holds an apostrophe as itself.
        for (const player of story.players!) expect(story.content).toContain(player.lastName);
        expect(story.writer?.name).toBe(story.byline.split(',')[0]);
        const byDay = await api.get(`/api/v2/Stories/${listed.storyPostdate.slice(0, 10)}/${listed.storyFilename}`);
        expect(storyWire.parse(byDay.json).id).toBe(listed.id);
      }
    });

    it('is 404 for a wrong day, an unknown name, a scheduled story and another school', async () => {
      const [first] = stories;
      expect((await api.get(`/api/v2/Stories/2001-01-01/${first!.storyFilename}`)).status).toBe(404);
      expect((await api.get(`/api/v2/Stories/${first!.storyPostdate}/no-such-story`)).status).toBe(404);
      expect((await api.get(`/api/v2/Stories/not-a-date/${first!.storyFilename}`)).status).toBe(404);
      const [future] = await scheduled('ridgemont');
      const day = new Date(future!.post_date).toISOString().slice(0, 10);
      expect((await api.get(`/api/v2/Stories/${day}/${future!.filename}`)).status).toBe(404);
      expect((await api.get(`/api/v2/Stories/${first!.storyPostdate}/${first!.storyFilename}`, 'coastalbay')).status).toBe(404);
    });
  });

  describe('GET /Stories/related', () => {
    it("gives other stories of the story's sport, never the story itself", async () => {
      const story = stories.find((s) => s.sport !== null)!;
      const related = await page(api, `/api/v2/Stories/related?storyId=${story.id}&$pageSize=20`, (json) => relatedStoriesPageWire.parse(json));
      expect(related.total).toBeGreaterThan(0);
      const sportOf = new Map(stories.map((s) => [s.id, s.sport?.id]));
      for (const item of related.items) {
        expect(item.storyId).not.toBe(story.id);
        expect(sportOf.get(item.storyId)).toBe(story.sport!.id);
        expect(item.storyPostdate.slice(0, 4)).toMatch(/^\d{4}$/);
        // v2-reference 1.7: the filename feeds the story route.
        expect((await api.get(`/api/v2/Stories/${item.storyPostdate}/${item.storyFilename}`)).status).toBe(200);
      }
    });

    it('lists a sport with sportId, and nothing for an unknown story', async () => {
      const sportId = stories[0]!.sport!.id;
      const bySport = await page(api, `/api/v2/Stories/related?sportId=${sportId}&$pageSize=100`, (json) => relatedStoriesPageWire.parse(json));
      expect(bySport.total).toBe(stories.filter((s) => s.sport?.id === sportId).length);
      expect((await page(api, '/api/v2/Stories/related?storyId=999999', (json) => relatedStoriesPageWire.parse(json))).total).toBe(0);
      expect((await api.get('/api/v2/Stories/related?storyId=a')).status).toBe(400);
    });
  });

  describe('GET /Stories/games and /Stories/{id}/next-game', () => {
    it('keys the games of each story by its id, recaps pointing back at the story', async () => {
      const recaps = stories.filter((s) => s.type === 'recap').slice(0, 3);
      const response = await api.get(`/api/v2/Stories/games?storiesIds=${recaps.map((s) => s.id).join(',')}`);
      const games = storyGamesWire.parse(response.json);
      expect(Object.keys(games).sort()).toEqual(recaps.map((s) => String(s.id)).sort());
      for (const recap of recaps) {
        expect(games[String(recap.id)]!.map((game) => game.id)).toEqual(recap.games.map((game) => game.id));
        expect(games[String(recap.id)]![0]!.postStoryId).toBe(recap.id);
      }
    });

    it("answers a story with no sport with the reference's 404 Message", async () => {
      const general = stories.find((s) => s.sport === null)!;
      const response = await api.get(`/api/v2/Stories/games?storiesIds=${general.id}`);
      expect(response.status).toBe(404);
      expect(messageErrorWire.parse(response.json).Message.startsWith("Story's sport name was not found for")).toBe(true);
    });

    it('is 400 for bad ids and 404 for unknown ones', async () => {
      for (const value of ['a', '', '1,,2', '1;2']) expect((await api.get(`/api/v2/Stories/games?storiesIds=${value}`)).status).toBe(400);
      // v2-reference 8: storiesIds is optional; without it no story is asked for.
      expect(storyGamesWire.parse((await api.get('/api/v2/Stories/games')).json)).toEqual({});
      expect((await api.get('/api/v2/Stories/games?storiesIds=999999')).status).toBe(404);
    });

    it("gives the next game of the story's sport, 204 when there is none, 400 for a non-integer id", async () => {
      const story = stories.find((s) => s.sport !== null)!;
      const response = await api.get(`/api/v2/Stories/${story.id}/next-game`);
      expect([200, 204]).toContain(response.status);
      if (response.status === 200) {
        const game = storyGameWire.parse(response.json);
        expect(game.sport.id).toBe(story.sport!.id);
        expect(Date.parse(game.dateUtc)).toBeGreaterThanOrEqual(testNow() - 60_000);
      }
      expect((await api.get(`/api/v2/Stories/${stories.find((s) => s.sport === null)!.id}/next-game`)).status).toBe(204);
      expect((await api.get('/api/v2/Stories/a/next-game')).status).toBe(400);
      expect((await api.get('/api/v2/Stories/999999/next-game')).status).toBe(404);
    });

    it('gives the story settings', async () => {
      const settings = storySettingsWire.parse((await api.get('/api/v2/Stories/settings')).json);
      expect(settings.featuredTemplatesCustomization.headerBackgroundColor).toMatch(/^#/);
    });
  });

  describe('GET /Archives', () => {
    let archive: ArchiveItemWire[];
    beforeAll(async () => {
      archive = await everything(api, '/api/v2/Archives', (json) => archivesPageWire.parse(json));
    });

    it('is the published story archive', () => {
      expect(archive.map((item) => Number(item.storyId))).toEqual(stories.map((story) => story.id));
      archive.forEach((item, index) => expect(item.storyRank).toBe(index + 1));
    });

    it('search is contained in the headline, whatever the case (v2-reference 17)', async () => {
      const words = [...new Set(archive.flatMap((item) => item.storyHeadline.split(/\s+/)))];
      const term = fc.oneof(fc.constantFrom(...words), fc.constantFrom(...words).map((w) => w.toUpperCase().slice(0, 4)), fc.constantFrom('%', '_', "'", '50%', 'zzqx'));
      await fc.assert(
        fc.asyncProperty(term, async (search) => {
          const found = await everything(api, `/api/v2/Archives?search=${encodeURIComponent(search)}`, (json) => archivesPageWire.parse(json));
          const expected = archive.filter((item) => item.storyHeadline.toLowerCase().includes(search.toLowerCase()));
          expect(found.map((item) => item.storyId)).toEqual(expected.map((item) => item.storyId));
        }),
        { numRuns: 12 },
      );
    });

    it('filters by the seasonYear and sport filters it offers', async () => {
      const seasons = filterOptionsWire.parse((await api.get('/api/v2/Archives/filters/seasons')).json);
      expect(seasons.length).toBeGreaterThanOrEqual(2);
      for (const season of seasons) {
        const items = await everything(api, `/api/v2/Archives?seasonYear=${season.name}`, (json) => archivesPageWire.parse(json));
        expect(items.length).toBeGreaterThan(0);
        for (const item of items) expect(item.storyPostdate).toContain(season.name);
      }
      const sports = filterOptionsWire.parse((await api.get('/api/v2/Archives/filters/sports')).json);
      const sport = sports[0]!;
      const items = await everything(api, `/api/v2/Archives?sportId=${sport.value}`, (json) => archivesPageWire.parse(json));
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(item.sportTitle).toBe(sport.name);
    });

    it.each(['seasonYear=26', 'seasonYear=abcd', 'sportId=a', '$pageSize=0', '$pageIndex=-1'])('is 400 for %s', async (query) => {
      expect((await api.get(`/api/v2/Archives?${query}`)).status).toBe(400);
    });
  });

  describe('GET /Tags and /Tags/content', () => {
    it('lists the tags published stories carry, with how many carry each; the retired tag no story carries is not listed', async () => {
      const tags = tagsWire.parse((await api.get('/api/v2/Tags')).json);
      expect(tags.length).toBeGreaterThanOrEqual(25);
      for (const tag of tags) expect(tag.count).toBeGreaterThan(0);
      expect(tags.map((tag) => tag.name)).not.toContain(RETIRED_TAG);
      for (const tag of tags.filter((t) => t.active).slice(0, 8)) {
        const content = await page(api, `/api/v2/Tags/content?slug=${tag.slug}`, (json) => taggedContentPageWire.parse(json));
        expect(content.total).toBe(tag.count);
      }
      expect(tags.find((tag) => tag.slug === 'senior-day')?.count).toBeGreaterThan(0);
    });

    it('gives only content carrying the tag (v2-reference 23), optionally of one sport', async () => {
      const tags = tagsWire.parse((await api.get('/api/v2/Tags')).json).filter((tag) => tag.count > 0);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...tags), async (tag) => {
          const items = await everything(api, `/api/v2/Tags/content?slug=${tag.slug}`, (json) => taggedContentPageWire.parse(json));
          for (const item of items) expect(item.tags.some((t) => t.tagName.toLowerCase().replace(/ /g, '-') === tag.slug)).toBe(true);
        }),
        { numRuns: 6 },
      );
      const football = (await sportsOf('ridgemont')).find((s) => s.globalSportNameSlug === 'football')!;
      const bySlug = await everything(api, '/api/v2/Tags/content?slug=game-recap&sport=football', (json) => taggedContentPageWire.parse(json));
      expect(bySlug.length).toBeGreaterThan(0);
      for (const item of bySlug) expect(item.sports).toBe(football.title);
      const byId = await everything(api, `/api/v2/Tags/content?slug=game-recap&sportId=${football.id}`, (json) => taggedContentPageWire.parse(json));
      expect(byId.map((item) => item.id)).toEqual(bySlug.map((item) => item.id));
    });

    it('is empty for an unknown slug, and every tagged story without one (v2-reference 23: slug is optional)', async () => {
      expect((await page(api, '/api/v2/Tags/content?slug=no-such-tag', (json) => taggedContentPageWire.parse(json))).total).toBe(0);
      const all = taggedContentPageWire.parse((await api.get('/api/v2/Tags/content?$pageSize=50')).json);
      expect(all.total).toBeGreaterThan(0);
      for (const item of all.items) expect(item.tags.map((tag) => tag.tagId)).toContain(item.tagId);
      expect((await api.get('/api/v2/Tags/content?slug=a%20b')).status).toBe(400);
      expect(filterOptionsWire.parse((await api.get('/api/v2/Tags/filters')).json).length).toBeGreaterThan(0);
    });
  });

  describe('GET /Rss and /Rss/xml', () => {
    const parseXml = (text: string) => parseMarkup(text, 'application/xml');

    it('lists the all-stories feed and one per sport', async () => {
      const feeds = rssFeedsWire.parse((await api.get('/api/v2/Rss')).json);
      expect(feeds[0]).toMatchObject({ sportId: 0, rssUrl: '/rss.xml', rssFolowUrl: '/rss.xml' });
      expect(feeds[1]).toMatchObject({ rssUrl: `/rss.xml?sportId=${feeds[1]!.sportId}` });
      expect(feeds.slice(1).map((feed) => feed.sportId)).toEqual((await sportsOf('ridgemont')).map((sport) => sport.id));
    });

    it('serves valid RSS 2.0 of the latest published stories, text escaped', async () => {
      const response = await api.get('/api/v2/Rss/xml');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain('application/rss+xml');
      const doc = parseXml(response.body);
      expect(doc.documentElement.tagName).toBe('rss');
      expect(doc.documentElement.getAttribute('version')).toBe('2.0');
      const items = [...doc.getElementsByTagName('item')];
      expect(items.map((item) => item.getElementsByTagName('title')[0]!.textContent)).toEqual(stories.slice(0, items.length).map((story) => story.title));
      const apostrophe = items.find((item) => item.getElementsByTagName('category')[0]?.textContent?.includes("'"));
      expect(apostrophe).toBeDefined();
      expect(items[0]!.getElementsByTagName('link')[0]!.textContent).toMatch(/^https?:\/\/[^/]+\/news\//);
      expect(items[0]!.getElementsByTagNameNS('http://purl.org/rss/1.0/modules/content/', 'encoded')[0]!.textContent).toMatch(/^<p>/);
    });

    it("a sport's feed carries only that sport; unknown sports are 404", async () => {
      const sport = (await sportsOf('ridgemont')).find((s) => s.globalSportNameSlug === 'womens-basketball')!;
      const doc = parseXml((await api.get(`/api/v2/Rss/xml?sportId=${sport.id}`)).body);
      const categories = [...doc.getElementsByTagName('item')].map((item) => item.getElementsByTagName('category')[0]?.textContent);
      expect(categories.length).toBeGreaterThan(0);
      for (const category of categories) expect(category).toBe(sport.title);
      const other = (await sportsOf('coastalbay'))[0]!;
      expect((await api.get(`/api/v2/Rss/xml?sportId=${other.id}`)).status).toBe(404);
      expect((await api.get('/api/v2/Rss/xml?sportId=a')).status).toBe(400);
    });
  });

  it('seeds its tables for both schools only', async () => {
    const ridgemont = await tenantId(api, 'ridgemont');
    const counts = await rows<{ tenant_id: number; n: number | string }>(api, sql`SELECT tenant_id, count(*) AS n FROM stories GROUP BY tenant_id ORDER BY tenant_id`);
    expect(counts).toHaveLength(2);
    expect(counts.map((row) => row.tenant_id)).toContain(ridgemont);
    const crossed = await rows<{ n: number | string }>(
      api,
      sql`SELECT count(*) AS n FROM story_games sg JOIN stories s ON s.id = sg.story_id JOIN games g ON g.id = sg.game_id WHERE g.tenant_id <> s.tenant_id OR sg.tenant_id <> s.tenant_id`,
    );
    expect(Number(crossed[0]!.n)).toBe(0);
  });
});
