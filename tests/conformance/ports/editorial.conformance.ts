import { describe, expect, it } from 'vitest';
import { coverageWindow } from '../../../core/media-coverage/coverage-rules';
import type { NavigationItem } from '../../../core/navigation/navigation-item';
import { isAscending, isDescending, itDegrades, type ConformanceContext } from '../conformance-context';

const everyItem = (items: readonly NavigationItem[]): NavigationItem[] => items.flatMap((item) => [item, ...everyItem(item.items), ...everyItem(item.columns.flatMap((column) => column.items))]);

/** Search, documents, press clips, RSS feeds, highlight videos and media coverage. */
export function editorialConformance(context: ConformanceContext): void {
  describe('SearchResultsRepository', () => {
    it('finds a story by its headline; a blank query finds nothing', async () => {
      const set = context.set();
      const story = (await set.stories.archive({ search: '', seasonYear: null, sportId: null, page: 0 })).items[0]!;
      const results = await set.search.search({ q: story.title, type: 'story', page: 0 });
      expect(results.items.map((result) => result.id)).toContain(story.id);
      expect(results.items.every((result) => result.type === 'story')).toBe(true);
      expect(await set.search.search({ q: '   ', type: null, page: 0 })).toEqual({ items: [], total: 0, page: 0, pages: 0 });
    });

    itDegrades(context, async ({ search }) => {
      const page = await search.search({ q: 'rams', type: null, page: 0 });
      expect(page.items).toEqual([]);
      expect(page.total).toBe(0);
    });
  });

  describe('DocumentsRepository', () => {
    it('opens a document the menus link to, and finds none at an unknown path', async () => {
      const set = context.set();
      const link = everyItem(await set.navigation.main()).find((item) => item.url.startsWith('/documents/'))!;
      const document = await set.documents.byPath(link.url.slice('/documents/'.length));
      expect(document?.title.length).toBeGreaterThan(0);
      expect(document!.html ?? document!.download_url).toBeTruthy();
      expect(await set.documents.byPath('no/such/document')).toBeUndefined();
    });

    itDegrades(context, async ({ documents }) => {
      expect(await documents.byPath('privacy-policy')).toBeUndefined();
    });
  });

  describe('PressClipsRepository', () => {
    it('lists clips newest first, narrowed by the seasons it offers', async () => {
      const { pressClips } = context.set();
      const all = await pressClips.list({ season: null, sportId: null, page: 0 });
      expect(all.items.length).toBeGreaterThan(0);
      expect(isDescending(all.items.map((clip) => clip.date))).toBe(true);
      const seasons = await pressClips.seasons();
      expect(seasons.length).toBeGreaterThan(0);
      const season = seasons[0]!;
      const inSeason = await pressClips.list({ season: season.value, sportId: null, page: 0 });
      expect(inSeason.total).toBeGreaterThan(0);
      expect(inSeason.total).toBeLessThanOrEqual(all.total);
    });

    itDegrades(context, async ({ pressClips }) => {
      expect((await pressClips.list({ season: null, sportId: null, page: 0 })).items).toEqual([]);
      expect(await pressClips.seasons()).toEqual([]);
    });
  });

  describe('RssRepository', () => {
    it('lists the feeds, all sports first, then one per sport', async () => {
      const set = context.set();
      const feeds = await set.rss.feeds();
      expect(feeds[0]!.sport_id).toBe(0);
      const sportIds = new Set((await set.sports.list()).map((sport) => sport.id));
      expect(feeds.slice(1).every((feed) => sportIds.has(feed.sport_id))).toBe(true);
    });

    itDegrades(context, async ({ rss }) => {
      expect(await rss.feeds()).toEqual([]);
    });
  });

  describe('MomentsRepository', () => {
    it('pages highlight videos newest first, and a sport’s only', async () => {
      const { moments } = context.set();
      const all = await moments.videos({ sportId: null, page: 0 });
      expect(all.items.length).toBeGreaterThan(0);
      expect(isDescending(all.items.map((video) => new Date(video.published).toISOString()))).toBe(true);
      const sportId = all.items.find((video) => video.sport)!.sport!.id;
      const one = await moments.videos({ sportId, page: 0 });
      expect(one.items.length).toBeGreaterThan(0);
      expect(one.items.every((video) => video.sport?.id === sportId)).toBe(true);
    });

    itDegrades(context, async ({ moments }) => {
      expect((await moments.videos({ sportId: null, page: 0 })).items).toEqual([]);
    });
  });

  describe('CoverageRepository', () => {
    it('gives the coming days with covered games, in day order, each game on its day', async () => {
      const window = coverageWindow(context.today());
      const days = await context.set().coverage.days(window, 0);
      expect(days.items.length).toBeGreaterThan(0);
      expect(isAscending(days.items.map((day) => day.date))).toBe(true);
      for (const day of days.items) {
        expect(day.date >= window.start && day.date <= window.end).toBe(true);
        expect(day.games.length).toBeGreaterThan(0);
        for (const game of day.games) expect(game.outlets.length).toBeGreaterThan(0);
      }
    });

    itDegrades(context, async ({ coverage }) => {
      expect((await coverage.days(coverageWindow(context.today()), 0)).items).toEqual([]);
    });
  });
}
