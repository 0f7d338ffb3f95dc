import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import * as apiRoutes from '../../../server/api/api-route';
import type { DocumentedRoute } from '../../../server/api/api-route';
import { openApiPath } from '../../../server/api/openapi';
import { HOME_TOP_AD_SLOT } from '../../../core/ads/ad-slots';
import { storeKinds } from '../../support/test-store';
import { testNow } from '../../support/test-clock';
import { hiddenItemsOf, type HiddenItems } from '../hidden/hidden-fixtures';
import { signInStaff } from '../support/staff-sign-in';
import { startTestApi, type TestApi } from '../support/test-api';

/**
 * Walks every GET path of the server's own OpenAPI document for both demo schools: fills the path
 * and required query parameters from seeded data along v2-reference 1.7's id chain, calls the path
 * and validates a 200 body against the route's contract schema (zod, so a null where the contract
 * says string fails). A path the walker cannot fill fails: a new endpoint must say where its ids
 * come from in the tables below.
 */

const postgresUrl = inject('postgresUrl');
const SCHOOLS = ['ridgemont', 'coastalbay'] as const;
type School = (typeof SCHOOLS)[number];

interface Operation {
  parameters?: Array<{ name: string; in: string; required?: boolean }>;
  responses: Record<string, unknown>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

type Json = Record<string, unknown>;
type Items = Json[];

/** What a school's seeded data offers the walker, each read once through the API (v2-reference 1.7). */
class SeedValues {
  private readonly memo = new Map<string, Promise<unknown>>();

  constructor(
    private readonly api: TestApi,
    readonly school: School,
    readonly staffCookie: string,
  ) {}

  private once<T>(key: string, read: () => Promise<T>): Promise<T> {
    if (!this.memo.has(key)) this.memo.set(key, read());
    return this.memo.get(key) as Promise<T>;
  }

  /** GET under /api/v2 as this school; anything but a 200 stops the walk with what was asked. */
  async json<T = Json>(path: string, staff = false): Promise<T> {
    const response = await this.api.get(`/api/v2${path}`, this.school, staff ? { cookie: this.staffCookie } : {});
    if (isNotSetUp(response)) throw new NotSetUp(`GET ${path} answers that the feature is not set up at ${this.school}`);
    if (response.status !== 200) throw new Error(`the walker's own look-up GET ${path} at ${this.school} answered ${response.status}`);
    return response.json as T;
  }

  private first<T>(list: T[], what: string): T {
    if (list.length === 0) throw new Error(`${what} is empty at ${this.school}`);
    return list[0]!;
  }

  /** GET /Sports: a sport with a roster, a schedule and stats (basketball), as the suite's first sport. */
  sport = () =>
    this.once('sport', async () => {
      const sports = await this.json<Items>('/Sports');
      return sports.find((sport) => sport.globalSportNameSlug === 'mens-basketball') ?? this.first(sports.filter((sport) => sport.rosterId != null && sport.scheduleId != null), 'GET /Sports');
    });

  /** GET /Rosters?sportId=: the first player of the sport's roster. */
  player = () => this.once('player', async () => this.first((this.first((await this.json<{ items: Items }>(`/Rosters?sportId=${(await this.sport()).id}`)).items, 'GET /Rosters').players as Items), 'roster players'));

  /** GET /Stories/related: the newest story's post date and file name (one story, so the pair resolves). */
  relatedStory = () => this.once('related', async () => this.first((await this.json<{ items: Items }>('/Stories/related')).items, 'GET /Stories/related'));

  story = () => this.once('story', async () => this.first((await this.json<{ items: Items }>('/Stories')).items, 'GET /Stories'));

  /** GET /Countdown/homepage `game.id`; when nothing counts down (204), the sport's latest result. */
  gameId = () =>
    this.once('game', async () => {
      const countdown = await this.api.get('/api/v2/Countdown/homepage', this.school);
      if (countdown.status === 200) return (countdown.json as { game: { id: number } }).game.id;
      return this.first((await this.json<{ items: Items }>(`/EventsResults/results?sportId=${(await this.sport()).id}`)).items, 'GET /EventsResults/results').id as number;
    });

  game = () => this.once('game-detail', async () => this.json<Json>(`/ScheduleGames/${await this.gameId()}`));

  /** GET /EventsResults/results?sportId=: the sport's latest game with a box score. */
  boxScoreGameId = () =>
    this.once('box score', async () => {
      const results = (await this.json<{ items: Items }>(`/EventsResults/results?sportId=${(await this.sport()).id}&$pageSize=50`)).items;
      return this.first(results.filter((game) => (game.result as Json | null)?.boxScore), 'games with a box score').id;
    });

  opponentId = () => this.once('opponent', async () => (this.first((await this.json<{ items: Items }>(`/OpponentHistory/list/${(await this.sport()).id}`)).items, 'GET /OpponentHistory/list').opponent as Json).id);

  /** GET /Archives/filters/seasons `[].name` (a `YYYY`). */
  seasonYear = () => this.once('year', async () => this.first(await this.json<Items>('/Archives/filters/seasons'), 'GET /Archives/filters/seasons').name as string);

  /** `items[0].<field>` (or `[0]` of a bare array) of a list endpoint. */
  firstOf = (path: string, field = 'id') =>
    this.once(`first ${path} ${field}`, async () => {
      const body = await this.json<Items | { items: Items }>(path);
      return this.first(Array.isArray(body) ? body : body.items, `GET ${path}`)[field];
    });

  /** What the seed hides at this school, read from the store (no public list names them). */
  hidden = () => this.once('hidden', () => hiddenItemsOf(this.api, this.school)) as Promise<HiddenItems>;

  publicFormId = () => this.once('form', async () => this.first((await this.json<Items>('/Hidden/Forms', true)).filter((form) => !form.hidden && !form.protected), 'public forms').id);
}

/** v2-reference 1.4: a feature the school has not set up is a 404 with the platform's `{ Message }` body. */
function isNotSetUp(response: { status: number; json: unknown }): boolean {
  const body = response.json as Json | null;
  return response.status === 404 && typeof body?.Message === 'string' && Object.keys(body).length === 1;
}

class NotSetUp extends Error {}

type Source = (seed: SeedValues) => Promise<unknown>;

/** Where each parameter's value comes from, by name (case-insensitive), after v2-reference 1.7. */
const SOURCES: Record<string, Source> = {
  sportid: async (seed) => (await seed.sport()).id,
  seasonid: async (seed) => (await seed.sport()).seasonId,
  scheduleid: async (seed) => (await seed.sport()).scheduleId,
  rosterid: async (seed) => (await seed.sport()).rosterId,
  sportslug: async (seed) => (await seed.sport()).globalSportNameSlug,
  rosterplayerid: async (seed) => (await seed.player()).rosterPlayerId,
  playerid: async (seed) => (await seed.player()).playerId,
  searchtext: async (seed) => (await seed.player()).lastName,
  storyid: async (seed) => (await seed.story()).storyId,
  storiesids: async (seed) => (await seed.story()).storyId,
  storydate: async (seed) => (await seed.relatedStory()).storyPostdate,
  storyname: async (seed) => (await seed.relatedStory()).storyFilename,
  gameid: (seed) => seed.gameId(),
  opponentid: (seed) => seed.opponentId(),
  awardid: (seed) => seed.firstOf('/Awards'),
  awardtypeid: (seed) => seed.firstOf('/Awards', 'aowTypeId'),
  documentid: (seed) => seed.firstOf('/Documents', 'documentId'),
  facilityid: (seed) => seed.firstOf('/Facilities'),
  staffid: (seed) => seed.firstOf('/Staff'),
  pressclipid: (seed) => seed.firstOf('/PressClips'),
  podcastid: (seed) => seed.firstOf('/Podcasts'),
  galleryid: (seed) => seed.firstOf('/ImageGalleries'),
  seriesid: (seed) => seed.firstOf('/Series/titles'),
  slug: (seed) => seed.firstOf('/Tags', 'slug'),
  allamericanid: async (seed) => ((await seed.json<{ members: Items }>('/AllAmerican')).members[0] as Json).id,
  inducteeid: async (seed) => ((await seed.json<{ members: Items }>('/HallOfFame')).members[0] as Json).id,
  publicationslug: async (seed) => ((await seed.json<{ publications: Items }>('/Publications')).publications[0] as Json).slug,
  formid: (seed) => seed.publicFormId(),
  // The home page's running splash (GET /Splash `data.id`).
  splashid: async (seed) => (await seed.json<{ data: Json }>('/Splash')).data.id,
  // spec 2.3: the home page's top ad slot.
  slot: async () => HOME_TOP_AD_SLOT,
  adids: async (seed) => ((await seed.json<{ campaigns: Items }>('/promotions/home-top')).campaigns[0] as Json).id,
  categorytype: async () => 'live',
  // spec 7: the site's promotion locations are named; 'home-top' is the home page's.
  name: async () => 'home-top',
  // A week either side of the game the suite would take (Countdown/homepage), in the 1.5 request form.
  startdate: async (seed) => shiftDays(String((await seed.game()).date), -7),
  enddate: async (seed) => shiftDays(String((await seed.game()).date), 7),
  year: (seed) => seed.seasonYear(),
  type: async () => 'ics',
};

/** Per path: parameters whose value the name alone does not settle (`{id}`, the `*` of a path). */
const PATH_SOURCES: Record<string, Record<string, Source>> = {
  '/Schedule/{id}/Record': { id: SOURCES.scheduleid! },
  '/ScheduleGames/{id}': { id: SOURCES.gameid! },
  '/ScheduleGames/{id}/results': { id: SOURCES.gameid! },
  '/Season/{id}/record': { id: SOURCES.seasonid! },
  '/Season/{id}/related': { id: SOURCES.sportid! },
  '/Stats/boxscore/{gameId}': { gameId: (seed) => seed.boxScoreGameId() },
  // v2-reference 9: the suite passes the sport's title.
  '/Rosters/bySport/{sport}': { sport: async (seed) => (await seed.sport()).title },
  '/Stats/bio': { sport: SOURCES.sportslug!, year: async (seed) => new Date(String((await seed.game()).date)).getFullYear() },
  '/Documents/path/*': { '*': (seed) => seed.firstOf('/Documents', 'documentPath') },
  '/Hidden/Documents/path/*': { '*': async (seed) => (await seed.hidden()).hiddenDocument.path },
  '/Protected/Documents/path/*': { '*': async (seed) => (await seed.hidden()).protectedDocument.path },
  '/Hidden/Forms/{formId}': { formId: async (seed) => (await seed.hidden()).hiddenForm.id },
  '/Protected/Forms/{formId}': { formId: async (seed) => (await seed.hidden()).protectedForm.id },
  '/Hidden/Stories/{storyDate}/{storyName}': {
    storyDate: async (seed) => (await seed.hidden()).stories[0]!.day,
    storyName: async (seed) => (await seed.hidden()).stories[0]!.filename,
  },
  '/Hidden/rosters/{rosterId}': { rosterId: async (seed) => (await seed.hidden()).roster.id },
  '/Hidden/players/roster/bio/{rosterPlayerId}': { rosterPlayerId: async (seed) => (await seed.hidden()).entries[0]!.rosterPlayerId },
};

/** Query parameters a path needs beyond its required ones (one of several is required; v2-reference 10, 11). */
const ONE_OF_QUERY: Record<string, string[]> = {
  '/Season/standings': ['sportId'],
  '/Stats/{sportSlug}/player/career': ['rosterPlayerId'],
};

function shiftDays(localDateTime: string, days: number): string {
  const date = new Date(`${localDateTime.slice(0, 19)}Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 19);
}

/** '/api/v2.1/Sports/{sportId}' → ['/api/v2.1', '/Sports/{sportId}'] */
function splitVersion(path: string): [string, string] {
  const match = /^(\/api\/v\d+(?:\.\d+)?)(\/.*)$/.exec(path);
  if (!match) throw new Error(`'${path}' is not under an /api/v{n} root`);
  return [match[1]!, match[2]!];
}

/** The routes a version documents: DOCUMENTED_ROUTES for /api/v2, DOCUMENTED_V21_ROUTES for /api/v2.1, and so on. */
function registryOf(root: string): Map<string, DocumentedRoute> | undefined {
  const suffix = root === '/api/v2' ? '' : `${root.slice('/api/'.length).replace(/\W/g, '').toUpperCase()}_`;
  const registry = (apiRoutes as Record<string, unknown>)[`DOCUMENTED_${suffix}ROUTES`];
  return registry instanceof Map ? (registry as Map<string, DocumentedRoute>) : undefined;
}

function routeOf(root: string, relative: string): DocumentedRoute | undefined {
  for (const route of registryOf(root)?.values() ?? []) if (route.method === 'GET' && openApiPath(route.spec.path) === relative) return route;
  return undefined;
}

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

const isStream = (route: DocumentedRoute) => (z.globalRegistry.get(route.spec.response)?.description ?? '').startsWith('text/event-stream');

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
      const fill = async (name: string): Promise<string> => {
        const source = PATH_SOURCES[relative]?.[name] ?? SOURCES[name.toLowerCase()];
        if (!source) throw new Error(`cannot fill '${name}': give it a source in the walker's SOURCES or PATH_SOURCES`);
        const value = await source(seed);
        if (value === null || value === undefined || value === '') throw new Error(`the source of '${name}' found no value`);
        return String(value);
      };
      let url: string;
      try {
        let filled = relative;
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in !== 'path') continue;
          filled = filled.replace(`{${parameter.name}}`, encodeURIComponent(await fill(parameter.name)));
        }
        if (filled.includes('*')) filled = filled.replace('*', (await fill('*')).split('/').map(encodeURIComponent).join('/'));
        const query = new URLSearchParams();
        const required = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query' && parameter.required).map((parameter) => parameter.name);
        for (const name of [...required, ...(ONE_OF_QUERY[relative] ?? [])]) query.set(name, await fill(name));
        url = `${root}${filled}${query.size > 0 ? `?${query}` : ''}`;
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
