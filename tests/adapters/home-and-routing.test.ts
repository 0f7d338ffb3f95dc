import { describe, expect, it } from 'vitest';
import { ApiHomeFeedRepository } from '../../adapters/api/api-home-feed-repository';
import { ApiRedirectsRepository } from '../../adapters/api/api-redirects-repository';
import { ApiSeoRepository } from '../../adapters/api/api-seo-repository';
import { ApiTakeoversRepository } from '../../adapters/api/api-takeovers-repository';
import { LocationPageNavigator } from '../../adapters/browser/location-page-navigator';
import { FetchHttpClient } from '../../adapters/http/fetch-http-client';
import { seededApiServer } from './support/seeded-api-server';
import { quietLogger } from '../support/quiet-logger';
import type { HttpClient, HttpRequest } from '../../core/http/http-client.port';
import { seoPageMeta } from '../../core/seo/seo-rules';
import { EMPTY_TAKEOVER_LIST, TAKEOVER_TIMEOUT_MS } from '../../core/takeovers/takeover-rules';

const server = seededApiServer();
const { http, json: raw } = server;


/** Records each request it passes on. */
function recording(inner: HttpClient): HttpClient & { requests: HttpRequest[] } {
  const requests: HttpRequest[] = [];
  return { requests, request: (request) => (requests.push(request), inner.request(request)) };
}

describe('the home feed against the real seeded server', () => {
  it.each(['ridgemont', 'coastalbay'])("maps %s's stories, games, scoreboard and countdown", async (tenant) => {
    const feed = new ApiHomeFeedRepository(http(tenant), quietLogger);
    const [stories, upcoming, results, scoreboard, countdown] = await Promise.all([
      feed.latestStories({ count: 5 }),
      feed.upcomingGames({ count: 5 }),
      feed.recentResults({ count: 5 }),
      feed.scoreboard({ count: 10 }),
      feed.countdown(),
    ]);
    const wire = await raw<{ items: Array<{ id: number; title: string; url: string }> }>('/Stories?$pageSize=5', tenant);
    expect(stories.map((s) => [s.id, s.title, s.url])).toEqual(wire.items.map((s) => [s.id, s.title, s.url]));
    expect(stories.every((s) => s.url.startsWith('/news/') && s.primary_image !== null && s.primary_image.alt.length > 0)).toBe(true);
    expect(upcoming.length).toBe(5);
    expect(upcoming.every(({ game }) => game.result === null)).toBe(true);
    expect(results.length).toBe(5);
    expect(results.every(({ game }) => game.result !== null && ['H', 'A', 'N'].includes(game.location_indicator))).toBe(true);
    expect(scoreboard.length).toBeGreaterThan(0);
    expect(scoreboard.every(({ sport }) => sport.title.length > 0)).toBe(true);
    const wireCountdown = await raw<{ game: { id: number; dateUtc: string } }>('/Countdown/homepage', tenant);
    expect(countdown?.game_id).toBe(wireCountdown.game.id);
    expect(countdown?.target).toBe(Date.parse(wireCountdown.game.dateUtc));
  });

  it("maps one sport's stories, games, record and roster", async () => {
    const feed = new ApiHomeFeedRepository(http('ridgemont'), quietLogger);
    const sports = await raw<Array<{ id: number; title: string; scheduleId: number; nonSport: boolean }>>('/Sports', 'ridgemont');
    const sport = sports.find((s) => s.title === 'Baseball')!;
    const [stories, upcoming, record, roster] = await Promise.all([feed.latestStories({ sportId: sport.id, count: 4 }), feed.upcomingGames({ sportId: sport.id, count: 4 }), feed.record(sport.scheduleId), feed.currentRoster(sport.id)]);
    expect(stories.length).toBeGreaterThan(0);
    expect(stories.every((s) => s.sport?.id === sport.id)).toBe(true);
    expect(upcoming.every((g) => g.sport.id === sport.id)).toBe(true);
    expect(record?.overall).toMatch(/^\d+-\d+(-\d+)?$/);
    expect(roster?.players.length).toBeGreaterThan(5);
    expect(roster?.players.some((p) => p.image !== null)).toBe(true);
    expect(roster?.coaches.filter((c) => c.head_coach).length).toBe(1);
  });

  it('degrades to empty answers when the server is unreachable (spec 8)', async () => {
    const feed = new ApiHomeFeedRepository(new FetchHttpClient({ apiBase: 'http://127.0.0.1:9/api/v2', tenant: 'ridgemont', logger: quietLogger }), quietLogger);
    expect(await feed.latestStories({ count: 3 })).toEqual([]);
    expect(await feed.countdown()).toBeNull();
    expect(await feed.currentRoster(1)).toBeNull();
  });
});

describe('routing configuration against the real seeded server', () => {
  it('reads takeovers per sport with the 7,000 ms timeout, once per sport', async () => {
    const client = recording(http('ridgemont'));
    const takeovers = new ApiTakeoversRepository(client, quietLogger);
    const home = await takeovers.forSport(0);
    expect(home.takeovers).toEqual([{ type: 'takeover', id: expect.any(Number), url: '/tickets', cookie: 'takeover-home-season-tickets' }]);
    expect(home.config.isConcurrent).toBe(false);
    await takeovers.forSport(0);
    expect(client.requests).toEqual([{ path: '/Takeovers', query: { sportId: 0 }, timeoutMs: TAKEOVER_TIMEOUT_MS }]);
    const unreachable = new ApiTakeoversRepository(new FetchHttpClient({ apiBase: 'http://127.0.0.1:9/api/v2', tenant: 'ridgemont', logger: quietLogger }), quietLogger);
    expect(await unreachable.forSport(0)).toEqual(EMPTY_TAKEOVER_LIST);
  });

  it('reads the legacy redirects and the SEO templates once', async () => {
    const client = recording(http('coastalbay'));
    const redirects = new ApiRedirectsRepository(client, quietLogger);
    const seo = new ApiSeoRepository(client, quietLogger);
    const [pairs] = await Promise.all([redirects.all(), redirects.all(), seo.settings(), seo.settings()]);
    expect(pairs).toContainEqual({ from: '/tickets.aspx', to: '/tickets' });
    expect(client.requests.map((r) => r.path)).toEqual(['/Redirects', '/Seo']);
    const meta = seoPageMeta(await seo.settings(), 'homepage');
    expect(meta.title).toContain('Coastal Bay');
    expect(meta.description).toContain('Coastal Bay University');
  });
});

describe('the browser page navigator', () => {
  it('assigns the location for a full page load and knows the address the document came from', () => {
    const assigned: string[] = [];
    const win = {
      location: { href: 'https://ridgemont.example.edu/watch/live', assign: (url: string) => assigned.push(url) } as unknown as Location,
      performance: { getEntriesByType: () => [{ name: 'https://ridgemont.example.edu/watch/live' }] } as unknown as Performance,
    };
    const navigator = new LocationPageNavigator(win);
    void navigator.load('/galleries/2026');
    expect(assigned).toEqual(['/galleries/2026']);
    expect(navigator.isCurrentDocument('/watch/live')).toBe(true);
    expect(navigator.isCurrentDocument('/WATCH/live/')).toBe(true);
    expect(navigator.isCurrentDocument('/watch/live?x=1')).toBe(false);
    expect(navigator.isCurrentDocument('https://elsewhere.example.com/watch/live')).toBe(false);
  });
});
