import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import * as apiRoutes from '../../../server/api/api-route';
import { storeKinds } from '../../support/test-store';
import { testNow } from '../../support/test-clock';
import { fillRequest, isNotSetUp, isStream, NotSetUp, routeOf, SeedValues, splitVersion, type Items, type Json, type OpenApiDocument } from '../support/openapi-params';
import { signInStaff } from '../support/staff-sign-in';
import { startTestApi, type TestApi } from '../support/test-api';

/**
 * Walks every GET path of the server's own OpenAPI document for both demo schools: fills the path
 * and required query parameters from seeded data along v2-reference 1.7's id chain, calls the path
 * and validates a 200 body against the route's contract schema (zod, so a null where the contract
 * says string fails). A path the walker cannot fill fails: a new endpoint must say where its ids
 * come from in tests/server/support/openapi-params.ts.
 */

const postgresUrl = inject('postgresUrl');
const SCHOOLS = ['ridgemont', 'coastalbay'] as const;
type School = (typeof SCHOOLS)[number];

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 6)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/** A text/event-stream route: the first frame with data, over a real connection (inject would wait for the end). */
function firstStreamFrame(port: number, url: string, headers: Record<string, string>): Promise<{ status: number; contentType: string; frame: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      let text = '';
      const done = (frame: string) => {
        clearTimeout(timer);
        request.destroy();
        resolve({ status: response.statusCode ?? 0, contentType: String(response.headers['content-type'] ?? ''), frame });
      };
      const timer = setTimeout(() => done(text), 5_000);
      if (response.statusCode !== 200) return done('');
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        const frame = text.split('\n\n').find((candidate) => candidate.split('\n').some((line) => line.startsWith('data: ')));
        if (frame) done(frame);
      });
    });
    request.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
  });
}


interface WalkResult {
  paths: number;
  validated: number;
  noContent: number;
  /** 'GET path at school': a documented 404 `{ Message }` (the feature is not set up there). */
  notSetUp: string[];
  failures: string[];
}

async function walk(api: TestApi, document: OpenApiDocument, port: number): Promise<WalkResult> {
  const result: WalkResult = { paths: 0, validated: 0, noContent: 0, notSetUp: [], failures: [] };
  const seeds = new Map<School, SeedValues>();
  for (const school of SCHOOLS) seeds.set(school, new SeedValues(api, school, (await signInStaff(api.app, school)).cookie));

  for (const [path, methods] of Object.entries(document.paths)) {
    const operation = methods.get;
    // The studio's staff-only routes are called, and their answers held to their contract, by tests/server/studio.
    if (!operation || path.startsWith(apiRoutes.STUDIO_PREFIX)) continue;
    result.paths += 1;
    const [root, relative] = splitVersion(path);
    const route = routeOf(root, relative);
    if (!route) {
      result.failures.push(`GET ${path}: no contract schema for it in the documented routes of ${root}`);
      continue;
    }
    const documents204 = '204' in operation.responses;
    const documents404 = '404' in operation.responses;
    let answeredSomewhere = false;
    const failuresBefore = result.failures.length;
    // Staff-only routes (they document 401) are called with the school's staff session.
    const staff = '401' in operation.responses;

    for (const school of SCHOOLS) {
      const seed = seeds.get(school)!;
      let url: string;
      try {
        url = await fillRequest(seed, root, relative, operation);
      } catch (error) {
        if (error instanceof NotSetUp) result.notSetUp.push(`GET ${path} at ${school}`);
        else result.failures.push(`GET ${path} at ${school}: ${(error as Error).message}`);
        continue;
      }
      const headers: Record<string, string> = { tenant: school, ...(staff ? { cookie: seed.staffCookie } : {}) };

      if (isStream(route)) {
        const { status, contentType, frame } = await firstStreamFrame(port, url, headers);
        if (status !== 200 || !contentType.startsWith('text/event-stream') || !frame) result.failures.push(`GET ${url} at ${school}: stream answered ${status} ${contentType} with no data frame`);
        else {
          result.validated += 1;
          answeredSomewhere = true;
        }
        continue;
      }

      const response = await api.get(url, school, staff ? { cookie: seed.staffCookie } : {});
      if (response.status === 204) {
        if (documents204) {
          result.noContent += 1;
          answeredSomewhere = true;
        } else result.failures.push(`GET ${url} at ${school}: 204, which the route does not document`);
        continue;
      }
      if (documents404 && isNotSetUp(response)) {
        result.notSetUp.push(`GET ${path} at ${school}`);
        continue;
      }
      if (response.status !== 200) {
        result.failures.push(`GET ${url} at ${school}: ${response.status} ${response.body.slice(0, 200)}`);
        continue;
      }
      const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
      const parsed = z.safeParse(route.spec.response, isJson ? response.json : response.body);
      if (parsed.success) {
        result.validated += 1;
        answeredSomewhere = true;
      } else result.failures.push(`GET ${url} at ${school}: body breaks its contract: ${describeIssues(parsed.error)}`);
    }
    // A feature one school has not set up must still be walked at the other.
    if (!answeredSomewhere && result.failures.length === failuresBefore) result.failures.push(`GET ${path}: set up at no demo school, so never validated`);
  }
  return result;
}

describe.each(storeKinds(postgresUrl))('every GET path of the OpenAPI document, both schools, on %s', (kind) => {
  let api: TestApi;
  let port: number;
  beforeAll(async () => {
    api = await startTestApi(kind, postgresUrl);
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    port = (api.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => api?.close());

  it('fills, calls and validates every GET path against its own contract schema', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as OpenApiDocument;
    const result = await walk(api, document, port);
    console.info(
      `walked ${result.paths} paths × ${SCHOOLS.length} schools, ${result.validated} answers validated (${result.noContent} documented 204s; ` +
        `not set up: ${result.notSetUp.join(', ') || 'none'}) on ${kind}`,
    );
    expect(result.paths).toBeGreaterThan(100);
    expect(result.failures).toEqual([]);
  }, 180_000);

  describe.each(SCHOOLS)("the reference's type rules at %s", (school) => {
    const get = async <T>(path: string) => {
      const answer = await api.get(`/api/v2${path}`, school);
      expect(answer.status, path).toBe(200);
      return answer.json as T;
    };
    const isString = (value: unknown) => typeof value === 'string';

    it('sends sport.gameSynonym, pinterest and playlist fields as strings, never null', async () => {
      const sports = await get<Items>('/Sports');
      for (const sport of sports) expect(sport.gameSynonym, String(sport.title)).toSatisfy(isString);
      const stories = (await get<{ items: Items }>('/Stories')).items;
      for (const story of stories) {
        expect(story.redirectAbsoluteUrl).toSatisfy(isString);
        const sport = story.sport as Json | null;
        if (sport) for (const field of ['youtubePlaylistId', 'pinterest', 'gameSynonym']) expect(sport[field], `story ${story.id} sport.${field}`).toSatisfy(isString);
      }
      const sport = sports.find((candidate) => candidate.scheduleId != null)!;
      const record = await get<{ sport: Json }>(`/Schedule/${sport.scheduleId}/Record`);
      for (const field of ['ranking', 'gameSynonym']) expect(record.sport[field], `record sport.${field}`).toSatisfy(isString);
      const awards = (await get<{ items: Items }>('/Awards')).items;
      expect(awards.length).toBeGreaterThan(0);
      for (const award of awards) {
        expect(award.aowExpires).toSatisfy(isString);
        expect((award.sport as Json).pinterestName).toSatisfy(isString);
      }
    });

    it('sends media custom fields and tvImageLink as strings, and game files with their game and link', async () => {
      const countdown = await api.get('/api/v2/Countdown/homepage', school);
      if (countdown.status === 200) {
        const media = (countdown.json as { game: { media: Json } }).game.media;
        for (const field of ['tvImageLink', 'custom1', 'custom2', 'custom3', 'video', 'audio', 'stats', 'tv', 'radio']) expect(media[field], `countdown media.${field}`).toSatisfy(isString);
      }
      const results = (await get<{ items: Items }>('/EventsResults/results?$pageSize=50')).items;
      for (const game of results.slice(0, 20)) {
        const detail = await get<{ media: { tvImageLink: unknown; gamefiles: Items } }>(`/ScheduleGames/${game.id}`);
        expect(detail.media.tvImageLink).toSatisfy(isString);
        for (const file of detail.media.gamefiles) {
          expect(file.gameId).toBe(game.id);
          expect(file.gamefileLink).toSatisfy(isString);
        }
      }
    });

    it('gives image objects their caption, width, absolute url and alt text', async () => {
      const sport = (await get<Items>('/Sports')).find((candidate) => candidate.globalSportNameSlug === 'mens-basketball')!;
      const opponent = (await get<{ items: Items }>(`/OpponentHistory/list/${sport.id}`)).items[0]!.opponent as Json;
      const history = await get<{ results: Items }>(`/OpponentHistory/opponent/${sport.id}/${opponent.id}`);
      for (const result of history.results) {
        const image = result.image as Json;
        for (const field of ['defaultCaption', 'origWidth', 'absoluteUrl', 'altText']) expect(image, `results[].image.${field}`).toHaveProperty(field);
        expect(image.absoluteUrl).toSatisfy(isString);
        expect(image.altText).toSatisfy(isString);
      }
      const roster = (await get<{ items: Items }>(`/Rosters?sportId=${sport.id}`)).items[0]!;
      for (const player of roster.players as Items) {
        const image = player.image as Json | null;
        if (image) for (const field of ['absoluteUrl', 'altText']) expect(image[field]).toSatisfy(isString);
      }
    });

    it('gives navigation items their social, schedule-roster-news and tickets members, and social accounts an icon and link', async () => {
      const navigation = await get<Items>('/Navigation');
      for (const item of navigation.flatMap((top) => top.items as Items)) {
        for (const field of ['socialMediaLinks', 'scheduleRosterNewsLinks', 'tickets']) expect(item, `navigation item ${item.title}`).toHaveProperty(field);
      }
      const accounts = await get<{ accounts: Array<{ users: Items }> }>('/SocialAccounts');
      for (const user of accounts.accounts.flatMap((account) => account.users)) {
        for (const network of ['instagram', 'twitter', 'facebook', 'youtube']) {
          const handle = user[network] as Json | null;
          if (handle) {
            expect(handle.icon, `${user.name} ${network}.icon`).toSatisfy(isString);
            expect(handle.link, `${user.name} ${network}.link`).toSatisfy(isString);
          }
        }
      }
    });

    it("gives on-this-day games the opponent's image and every card its sport's slug", async () => {
      const today = new Date(testNow());
      let found = 0;
      for (let offset = 0; offset < 60 && found === 0; offset += 1) {
        const day = new Date(today.getTime() + offset * 86_400_000);
        const body = await get<{ data: Array<{ games: Items; stories: Items }> }>(`/OnThisDay?month=${day.getUTCMonth() + 1}&day=${day.getUTCDate()}`);
        for (const year of body.data) {
          for (const card of [...year.games, ...year.stories]) {
            const sport = card.sport as Json | null;
            if (sport) expect(sport.slug).toSatisfy(isString);
          }
          for (const game of year.games) {
            const opponent = game.opponent as Json | null;
            if (opponent) {
              found += 1;
              expect(opponent).toHaveProperty('image');
            }
          }
        }
      }
      expect(found).toBeGreaterThan(0);
    });

    it('treats Tags/content slug and Stories/games storiesIds as optional', async () => {
      expect((await api.get('/api/v2/Tags/content', school)).status).toBe(200);
      expect((await api.get('/api/v2/Stories/games', school)).status).toBe(200);
    });

    it('answers Splash/{sportId} with the splash (200), never a bare 204 where the reference gives 200', async () => {
      const sports = await get<Items>('/Sports');
      const answer = await api.get(`/api/v2/Splash/${sports[0]!.id}`, school);
      expect(answer.status).toBe(200);
    });

    it("filters Rosters/list by the platform's season title (YYYY)", async () => {
      const lists = await get<Items>('/Rosters/list');
      const year = String(lists.find((item) => /^\d{4}$/.test(String(item.seasonTitle)))!.seasonTitle);
      const filtered = await get<Items>(`/Rosters/list?season=${year}`);
      expect(filtered.length).toBeGreaterThan(0);
      for (const item of filtered) expect(item.seasonTitle).toBe(year);
      // A season that spans the new year is titled '2025-26'; season=2025 does not match it.
      const spanning = String(lists.find((item) => /^\d{4}-\d{2}$/.test(String(item.seasonTitle)))!.seasonTitle);
      const spanYear = spanning.slice(0, 4);
      for (const item of await get<Items>(`/Rosters/list?season=${spanYear}`)) expect(item.seasonTitle).toBe(spanYear);
    });
  });
});
