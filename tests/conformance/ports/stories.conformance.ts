import { describe, expect, it } from 'vitest';
import type { StorySummary } from '../../../core/stories/story';
import { storyKeyFrom } from '../../../core/stories/story-route';
import { isDescending, itDegrades, UNKNOWN_ID, type ConformanceContext } from '../conformance-context';

const ALL = { search: '', seasonYear: null, sportId: null } as const;

/** The day and slug a story's page names (/news/{year}/{month}/{day}/{slug}). */
export function storyKeyOf(summary: Pick<StorySummary, 'url'>): { day: string; slug: string } {
  const [, , year, month, day, story_slug] = summary.url.split('/');
  const key = storyKeyFrom({ year, month, day, story_slug });
  if (!key) throw new Error(`not a story page: ${summary.url}`);
  return key;
}

/** StoriesRepository and TagsRepository: the news archive, story pages and tags. */
export function storiesConformance(context: ConformanceContext): void {
  describe('StoriesRepository', () => {
    it('pages the archive newest first, without repeating a story on the next page', async () => {
      const { stories } = context.set();
      const first = await stories.archive({ ...ALL, page: 0 });
      const second = await stories.archive({ ...ALL, page: 1 });
      expect(first.page).toBe(0);
      expect(second.page).toBe(1);
      expect(first.items.length).toBeGreaterThan(0);
      expect(first.total).toBeGreaterThan(first.items.length);
      expect(first.pages).toBe(Math.ceil(first.total / first.items.length));
      expect(second.total).toBe(first.total);
      const dates = [...first.items, ...second.items].map((story) => story.date);
      expect(isDescending(dates)).toBe(true);
      const firstIds = new Set(first.items.map((story) => story.id));
      expect(second.items.some((story) => firstIds.has(story.id))).toBe(false);
    });

    it('gives an empty page past the last one', async () => {
      const { stories } = context.set();
      const { pages, total } = await stories.archive({ ...ALL, page: 0 });
      const past = await stories.archive({ ...ALL, page: pages + 1 });
      expect(past.items).toEqual([]);
      expect(past.total).toBe(total);
    });

    it('narrows the archive by sport, year and headline words, each option giving stories', async () => {
      const { stories } = context.set();
      const [sports, years] = await Promise.all([stories.archiveSports(), stories.archiveSeasons()]);
      expect(sports.length).toBeGreaterThan(0);
      expect(years.length).toBeGreaterThan(0);
      const all = await stories.archive({ ...ALL, page: 0 });
      const sport = sports[0]!;
      const bySport = await stories.archive({ ...ALL, sportId: sport.value, page: 0 });
      expect(bySport.total).toBeGreaterThan(0);
      expect(bySport.total).toBeLessThan(all.total);
      for (const story of bySport.items) expect(story.sport_title).toBe(sport.label);
      const year = years[0]!;
      const byYear = await stories.archive({ ...ALL, seasonYear: year.value, page: 0 });
      expect(byYear.total).toBeGreaterThan(0);
      for (const story of byYear.items) expect(story.date.slice(0, 4)).toBe(String(year.value));
      const word = all.items[0]!.title.split(/\s+/).find((w) => /^[a-z]{5,}$/i.test(w))!;
      const found = await stories.archive({ ...ALL, search: word, page: 0 });
      expect(found.items.map((story) => story.id)).toContain(all.items[0]!.id);
      for (const story of found.items) expect(story.title.toLowerCase()).toContain(word.toLowerCase());
      expect((await stories.archive({ ...ALL, search: 'zzqxj no such headline', page: 0 })).items).toEqual([]);
    });

    it('opens a listed story by its day and slug; an unknown slug is not found', async () => {
      const { stories } = context.set();
      const listed = (await stories.archive({ ...ALL, page: 0 })).items[0]!;
      const key = storyKeyOf(listed);
      const story = await stories.story(key.day, key.slug);
      expect(story).toMatchObject({ id: listed.id, title: listed.title, url: listed.url });
      expect(await stories.story(key.day, 'no-such-story')).toBeUndefined();
    });

    it('gives related stories newest first, at most as many as asked, never the story itself', async () => {
      const { stories } = context.set();
      const listed = (await stories.archive({ ...ALL, page: 0 })).items;
      const story = listed.find((item) => item.sport_title) ?? listed[0]!;
      const related = await stories.related(story.id, 3);
      expect(related.length).toBeGreaterThan(0);
      expect(related.length).toBeLessThanOrEqual(3);
      expect(related.map((item) => item.id)).not.toContain(story.id);
      expect(isDescending(related.map((item) => item.date))).toBe(true);
      expect(await stories.related(UNKNOWN_ID, 3)).toEqual([]);
    });

    it('keeps each school’s stories apart', async () => {
      const ours = (await context.set('ridgemont').stories.archive({ ...ALL, page: 0 })).items[0]!;
      const key = storyKeyOf(ours);
      expect(await context.set('coastalbay').stories.story(key.day, key.slug)).toBeUndefined();
    });

    itDegrades(context, async ({ stories }) => {
      expect(await stories.story('2026-01-01', 'any')).toBeUndefined();
      expect(await stories.related(1, 3)).toEqual([]);
      const page = await stories.archive({ ...ALL, page: 2 });
      expect(page.items).toEqual([]);
      expect(page.total).toBe(0);
      expect(await stories.archiveSeasons()).toEqual([]);
      expect(await stories.archiveSports()).toEqual([]);
    });
  });

  describe('TagsRepository', () => {
    it('lists tags with story counts, and a tag’s stories newest first, as many as its count', async () => {
      const { tags } = context.set();
      const list = await tags.list();
      expect(list.length).toBeGreaterThan(0);
      const tag = [...list].sort((a, b) => b.count - a.count)[0]!;
      expect(tag.count).toBeGreaterThan(0);
      const page = await tags.stories(tag.slug, { sportSlug: null, page: 0 });
      expect(page.total).toBe(tag.count);
      expect(page.items.length).toBeGreaterThan(0);
      expect(isDescending(page.items.map((story) => story.date))).toBe(true);
    });

    it('gives an unknown tag an empty page', async () => {
      const page = await context.set().tags.stories('no-such-tag', { sportSlug: null, page: 0 });
      expect(page.items).toEqual([]);
      expect(page.total).toBe(0);
    });

    itDegrades(context, async ({ tags }) => {
      expect(await tags.list()).toEqual([]);
      expect((await tags.stories('any', { sportSlug: null, page: 0 })).items).toEqual([]);
    });
  });
}
