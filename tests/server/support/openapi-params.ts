import { z } from 'zod';
import * as apiRoutes from '../../../server/api/api-route';
import type { DocumentedRoute } from '../../../server/api/api-route';
import { openApiPath } from '../../../server/api/openapi';
import type { TestApi } from './test-api';
import { HOME_TOP_AD_SLOT } from '../../../core/ads/ad-slots';
import { hiddenItemsOf, type HiddenItems } from '../hidden/hidden-fixtures';

/**
 * Where the path and required query parameters of the OpenAPI document's GET paths come from, per school, after
 * v2-reference 1.7's id chain: shared by the contract walk and the archive round trip, which call every path.
 */

export interface Operation {
  parameters?: Array<{ name: string; in: string; required?: boolean }>;
  responses: Record<string, unknown>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export type Json = Record<string, unknown>;
export type Items = Json[];

/** What a school's seeded data offers the walker, each read once through the API (v2-reference 1.7). */
export class SeedValues {
  private readonly memo = new Map<string, Promise<unknown>>();

  constructor(
    private readonly api: TestApi,
    readonly school: string,
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
export function isNotSetUp(response: { status: number; json: unknown }): boolean {
  const body = response.json as Json | null;
  return response.status === 404 && typeof body?.Message === 'string' && Object.keys(body).length === 1;
}

export class NotSetUp extends Error {}

export type Source = (seed: SeedValues) => Promise<unknown>;

/** Where each parameter's value comes from, by name (case-insensitive), after v2-reference 1.7. */
export const SOURCES: Record<string, Source> = {
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
export const PATH_SOURCES: Record<string, Record<string, Source>> = {
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
export const ONE_OF_QUERY: Record<string, string[]> = {
  '/Season/standings': ['sportId'],
  '/Stats/{sportSlug}/player/career': ['rosterPlayerId'],
};

export function shiftDays(localDateTime: string, days: number): string {
  const date = new Date(`${localDateTime.slice(0, 19)}Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 19);
}

/** '/api/v2.1/Sports/{sportId}' → ['/api/v2.1', '/Sports/{sportId}'] */
export function splitVersion(path: string): [string, string] {
  const match = /^(\/api\/v\d+(?:\.\d+)?)(\/.*)$/.exec(path);
  if (!match) throw new Error(`'${path}' is not under an /api/v{n} root`);
  return [match[1]!, match[2]!];
}


/** The path's URL with its path and required query parameters filled from the school's data. */
export async function fillRequest(seed: SeedValues, root: string, relative: string, operation: Operation): Promise<string> {
  const fill = async (name: string): Promise<string> => {
    const source = PATH_SOURCES[relative]?.[name] ?? SOURCES[name.toLowerCase()];
    if (!source) throw new Error(`cannot fill '${name}': give it a source in the walker's SOURCES or PATH_SOURCES`);
    const value = await source(seed);
    if (value === null || value === undefined || value === '') throw new Error(`the source of '${name}' found no value`);
    return String(value);
  };
  let filled = relative;
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in !== 'path') continue;
    filled = filled.replace(`{${parameter.name}}`, encodeURIComponent(await fill(parameter.name)));
  }
  if (filled.includes('*')) filled = filled.replace('*', (await fill('*')).split('/').map(encodeURIComponent).join('/'));
  const query = new URLSearchParams();
  const required = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query' && parameter.required).map((parameter) => parameter.name);
  for (const name of [...required, ...(ONE_OF_QUERY[relative] ?? [])]) query.set(name, await fill(name));
  return `${root}${filled}${query.size > 0 ? `?${query}` : ''}`;
}

/** The routes a version documents: DOCUMENTED_ROUTES for /api/v2, DOCUMENTED_V21_ROUTES for /api/v2.1, and so on. */
function registryOf(root: string): Map<string, DocumentedRoute> | undefined {
  const suffix = root === '/api/v2' ? '' : `${root.slice('/api/'.length).replace(/\W/g, '').toUpperCase()}_`;
  const registry = (apiRoutes as Record<string, unknown>)[`DOCUMENTED_${suffix}ROUTES`];
  return registry instanceof Map ? (registry as Map<string, DocumentedRoute>) : undefined;
}

export function routeOf(root: string, relative: string): DocumentedRoute | undefined {
  for (const route of registryOf(root)?.values() ?? []) if (route.method === 'GET' && openApiPath(route.spec.path) === relative) return route;
  return undefined;
}

export const isStream = (route: DocumentedRoute) => (z.globalRegistry.get(route.spec.response)?.description ?? '').startsWith('text/event-stream');
