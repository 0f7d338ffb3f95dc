import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiCoverageRepository } from '../../adapters/api/api-coverage-repository';
import { ApiDocumentsRepository } from '../../adapters/api/api-documents-repository';
import { ApiMomentsRepository } from '../../adapters/api/api-moments-repository';
import { ApiPressClipsRepository } from '../../adapters/api/api-press-clips-repository';
import { ApiRssRepository } from '../../adapters/api/api-rss-repository';
import { ApiSearchResultsRepository } from '../../adapters/api/api-search-results-repository';
import { ApiStoriesRepository } from '../../adapters/api/api-stories-repository';
import { ApiTagsRepository } from '../../adapters/api/api-tags-repository';
import { FetchHttpClient } from '../../adapters/http/fetch-http-client';
import { seededApiServer } from './support/seeded-api-server';
import { quietLogger } from '../support/quiet-logger';
import { coverageWindow } from '../../core/media-coverage/coverage-rules';
import { dateTimeAttribute } from '../../core/editorial/content-dates';
import type { Logger } from '../../core/platform/logger.port';
import { storyKeyFrom } from '../../core/stories/story-route';
import { testNow } from '../support/test-clock';
import { isHeadToHeadScore } from '../support/seed-picks';

const server = seededApiServer();
const { http, json: api } = server;

type Page<T> = { items: T[]; total: number };

// The mappers sanitise with the browser's DOMParser; jsdom's stands in for it (jsdom ships no types).
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: { DOMParser: unknown } } };

beforeAll(() => {
  (globalThis as { DOMParser?: unknown }).DOMParser = new JSDOM('').window.DOMParser;
});
afterAll(() => {
  delete (globalThis as { DOMParser?: unknown }).DOMParser;
});

const segments = (url: string) => {
  const [, , year, month, day, slug] = url.split('/');
  return storyKeyFrom({ year, month, day, story_slug: slug })!;
};

describe('editorial repositories against the real seeded server', () => {
  it.each(['ridgemont', 'coastalbay'])('maps a %s story with its writer, games, tags and a sanitised body', async (tenant) => {
    const wires = await api<Page<{ url: string; title: string; games: unknown[] }>>('/Stories?$pageSize=100', tenant);
    const wire = wires.items.find((story) => story.games.length > 0)!;
    const key = segments(wire.url);
    const repository = new ApiStoriesRepository(http(tenant), quietLogger);
    const story = (await repository.story(key.day, key.slug))!;
    expect(story.title).toBe(wire.title);
    expect(story.url).toBe(wire.url);
    expect(story.writer?.name).toBeTruthy();
    expect(story.games.length).toBe(wire.games.length);
    expect(story.games[0]!.opponent.title).toBeTruthy();
    expect(story.body_html).toMatch(/^<p>/);
    expect(story.body_html).not.toMatch(/<script|\son\w+=/i);
    expect(story.meta_description.length).toBeGreaterThan(0);
    expect(story.tags.length).toBeGreaterThan(0);
    expect(await repository.story(key.day, 'no-such-story')).toBeUndefined();
    const related = await repository.related(story.id, 4);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(4);
    expect(related.map((item) => item.id)).not.toContain(story.id);
  });

  it('maps the scores of games with a result', async () => {
    type GameWire = { result: { status: string; teamScore: string; opponentScore: string } | null };
    const wires = await api<Page<{ url: string; games: GameWire[] }>>('/Stories?$pageSize=100');
    const wire = wires.items.find((story) => story.games.some(isHeadToHeadScore))!;
    const key = segments(wire.url);
    const story = (await new ApiStoriesRepository(http(), quietLogger).story(key.day, key.slug))!;
    // The repository keeps the story's games in their order.
    const index = wire.games.findIndex(isHeadToHeadScore);
    const expected = wire.games[index]!.result!;
    const played = story.games[index]!;
    expect(played.result).toMatchObject({ team_score: expected.teamScore, opponent_score: expected.opponentScore });
  });

  it('searches and filters the archive', async () => {
    const repository = new ApiStoriesRepository(http(), quietLogger);
    const [seasons, sports] = await Promise.all([repository.archiveSeasons(), repository.archiveSports()]);
    expect(seasons.length).toBeGreaterThan(0);
    expect(sports.length).toBeGreaterThan(0);
    const all = await repository.archive({ search: '', seasonYear: null, sportId: null, page: 0 });
    expect(all.items).toHaveLength(10);
    const second = await repository.archive({ search: '', seasonYear: null, sportId: null, page: 1 });
    expect(second.page).toBe(1);
    expect(second.items[0]!.id).not.toBe(all.items[0]!.id);
    const word = all.items[0]!.title.split(' ').find((w) => w.length > 4)!;
    const found = await repository.archive({ search: word, seasonYear: null, sportId: null, page: 0 });
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan(all.total);
    for (const item of found.items) expect(item.title.toLowerCase()).toContain(word.toLowerCase());
    const year = seasons[0]!.value;
    for (const item of (await repository.archive({ search: '', seasonYear: year, sportId: null, page: 0 })).items) expect(dateTimeAttribute(item.date).slice(0, 4)).toBe(String(year));
    const sport = sports[0]!;
    for (const item of (await repository.archive({ search: '', seasonYear: null, sportId: sport.value, page: 0 })).items) expect(item.sport_title).toBe(sport.label);
  });

  it('lists tags with counts and their stories, optionally of one sport', async () => {
    const repository = new ApiTagsRepository(http('coastalbay'), quietLogger);
    const tags = await repository.list();
    const tag = tags.filter((t) => t.count > 0).sort((a, b) => b.count - a.count)[0]!;
    const stories = await repository.stories(tag.slug, { sportSlug: null, page: 0 });
    expect(stories.total).toBe(tag.count);
    const sportTitle = stories.items.find((item) => item.sport_title)!.sport_title!;
    const sports = await api<Array<{ title: string; globalSportNameSlug: string }>>('/Sports', 'coastalbay');
    const slug = sports.find((s) => s.title === sportTitle)!.globalSportNameSlug;
    const narrowed = await repository.stories(tag.slug, { sportSlug: slug, page: 0 });
    expect(narrowed.total).toBeGreaterThan(0);
    expect(narrowed.total).toBeLessThanOrEqual(stories.total);
    for (const item of narrowed.items) expect(item.sport_title).toBe(sportTitle);
  });

  it('finds a story by a word of its title, with a sanitised highlighted snippet', async () => {
    const wires = await api<Page<{ id: number; title: string }>>('/Stories?$pageSize=5');
    const story = wires.items[0]!;
    const repository = new ApiSearchResultsRepository(http(), quietLogger);
    const results = await repository.search({ q: story.title, type: 'story', page: 0 });
    expect(results.items.map((item) => item.id)).toContain(story.id);
    for (const item of results.items) {
      expect(item.type).toBe('story');
      expect(item.snippet_html.replace(/<\/?mark>/g, '')).not.toMatch(/<[a-z]/i);
    }
    const people = await repository.search({ q: 'coach', type: null, page: 0 });
    expect(new Set(people.items.map((item) => item.type)).size).toBeGreaterThan(0);
    expect(await repository.search({ q: '   ', type: null, page: 0 })).toEqual({ items: [], total: 0, page: 0, pages: 0 });
  });

  it('reads an HTML document and a file document by path', async () => {
    const repository = new ApiDocumentsRepository(http(), quietLogger);
    const list = await api<Page<{ documentPath: string; documentType: string }>>('/Documents?$pageSize=50');
    const html = list.items.find((doc) => doc.documentType === 'html' && doc.documentPath.includes('/'))!;
    const page = (await repository.byPath(html.documentPath))!;
    expect(page.html).toMatch(/<p>/);
    const pdf = list.items.find((doc) => doc.documentType === 'pdf')!;
    const file = (await repository.byPath(pdf.documentPath))!;
    expect(file.html).toBeNull();
    expect(file.download_url).toMatch(/\.pdf$/);
    expect(await repository.byPath('no/such/document')).toBeUndefined();
  });

  it('lists press clips by season and the seasons that have them', async () => {
    const repository = new ApiPressClipsRepository(http(), quietLogger);
    const seasons = await repository.seasons();
    const clips = await repository.list({ season: null, sportId: null, page: 0 });
    expect(clips.total).toBeGreaterThan(0);
    expect(clips.items[0]!.outlet.title).toBeTruthy();
    const season = seasons.at(-1)!;
    const inSeason = await repository.list({ season: season.value, sportId: null, page: 0 });
    for (const clip of inSeason.items) {
      const date = dateTimeAttribute(clip.date);
      expect(date >= `${season.value}-07-01` && date < `${season.value + 1}-07-01`).toBe(true);
    }
  });

  it('lists the coming games with media coverage, day by day', async () => {
    const days = await new ApiCoverageRepository(http(), quietLogger).days(coverageWindow(testNow()), 0);
    expect(days.items.length).toBeGreaterThan(0);
    const games = days.items.flatMap((day) => day.games);
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) expect(game.outlets.length).toBeGreaterThan(0);
    for (const day of days.items) for (const game of day.games) expect(dateTimeAttribute(game.date)).toBe(day.date);
  });

  it('lists the RSS feeds, all sports first', async () => {
    const feeds = await new ApiRssRepository(http(), quietLogger).feeds();
    expect(feeds[0]).toMatchObject({ sport_id: 0, title: 'All Sports' });
    expect(feeds.length).toBeGreaterThan(15);
  });

  it("lists the school's highlight videos, and a sport's", async () => {
    const repository = new ApiMomentsRepository(http(), quietLogger);
    const all = await repository.videos({ sportId: null, page: 0 });
    expect(all.items.length).toBeGreaterThan(0);
    expect(all.items.every((video) => video.category === 'Highlights')).toBe(true);
    const sportId = all.items[0]!.sport!.id;
    const one = await repository.videos({ sportId, page: 0 });
    expect(one.items.length).toBeGreaterThan(0);
    expect(one.items.every((video) => video.sport?.id === sportId)).toBe(true);
  });

  it('degrades to empty, never throws, when the server is unreachable (spec 8)', async () => {
    const errors: string[] = [];
    const logger: Logger = { ...quietLogger, error: (message) => errors.push(message) };
    const down = new FetchHttpClient({ apiBase: 'http://127.0.0.1:9/api/v2', tenant: 'ridgemont', logger });
    expect(await new ApiStoriesRepository(down, logger).story('2025-01-01', 'x')).toBeUndefined();
    expect((await new ApiStoriesRepository(down, logger).archive({ search: '', seasonYear: null, sportId: null, page: 2 })).items).toEqual([]);
    expect(await new ApiTagsRepository(down, logger).list()).toEqual([]);
    expect((await new ApiSearchResultsRepository(down, logger).search({ q: 'rams', type: null, page: 0 })).total).toBe(0);
    expect(await new ApiRssRepository(down, logger).feeds()).toEqual([]);
    expect((await new ApiMomentsRepository(down, logger).videos({ sportId: null, page: 0 })).items).toEqual([]);
    expect(errors.length).toBeGreaterThanOrEqual(6);
  });
});
