import { count, desc, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  relatedStoriesPageWire,
  storiesPageWire,
  storyGamesWire,
  storyGameWire,
  storySettingsWire,
  storyWire,
  type RelatedStoryWire,
  type StorySettingsWire,
} from '../../contract/stories';
import { badRequest, featureNotConfigured, notFound } from '../http/api-error';
import { readPaging, toPage } from '../http/paging';
import { intParam } from '../http/query';
import type { Db } from '../store/database';
import { stories } from '../store/tables/editorial';
import type { Tenant } from '../tenants/tenant-directory';
import type { ApiDeps } from './api-deps';
import { API_PREFIXES, apiGet, NO_CONTENT, type ApiContext } from './api-route';
import { STORY_REDIRECT_CACHE_CONTROL, storyRedirectOf } from './story-redirects';
import { requestOrigin, storyUrl, wireDateTime } from './editorial-format';
import { hiddenGet } from './hidden-route';
import { gamesOfStories, nextGameOfSport } from './story-game-wire';
import { mediaUrlOf, publishedStories, storiesVisible, storyColumns, toStoryWires, type StoryRow } from './story-wire';

const TAG = 'Stories';
// Stories/games takes a comma-separated list; bounded so one request cannot ask for everything.
const MAX_STORY_IDS = 50;

/** `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm:ss` (v2-reference 1.5): the story's UTC day, or undefined. */
export function storyDay(text: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?$/.exec(text);
  if (!match) return undefined;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return undefined;
  return `${year}-${month}-${day}`;
}

async function storyPage(db: Db, tenant: Tenant, origin: string, where: SQL | undefined, query: unknown) {
  const paging = readPaging(query);
  const [rows, [total]] = await Promise.all([
    db.select(storyColumns).from(stories).where(where).orderBy(desc(stories.postDate), desc(stories.id)).limit(paging.pageSize).offset(paging.offset),
    db.select({ n: count() }).from(stories).where(where),
  ]);
  return toPage(await toStoryWires(db, tenant, origin, rows, false), total?.n ?? 0, paging);
}

async function publishedStory(db: Db, tenantId: number, now: Date, storyId: number): Promise<StoryRow | undefined> {
  const [row] = await db.select(storyColumns).from(stories).where(publishedStories(tenantId, now, eq(stories.id, storyId)));
  return row;
}

function toRelatedWire(tenant: Tenant, row: StoryRow): RelatedStoryWire {
  const image = row.imagePath ? mediaUrlOf(tenant, row.imagePath) : null;
  return {
    storyId: row.id,
    storyTitle: row.title,
    storyPostdate: wireDateTime(row.postDate),
    storyCreated: wireDateTime(row.createdAt),
    storyFilename: row.filename,
    imagePath: image ? image.slice(0, image.lastIndexOf('/') + 1) : null,
    imageFilename: image ? image.slice(image.lastIndexOf('/') + 1) : null,
    imageAltText: row.imageAltText,
    storyImage: image,
    storySlug: row.filename,
    url: storyUrl(row.postDate, row.filename),
  };
}

function settingsFor(tenant: Tenant): StorySettingsWire {
  return {
    defaultTemplate: 'default',
    customCss: '',
    endlessScrollIsEnabled: false,
    featuredTemplatesCustomization: {
      logoImage: tenant.settings.config.logo,
      headerBackgroundColor: tenant.settings.theme.primaryColor,
      hidePreviousPage: false,
      featuredTemplate1: { hideRelatedStories: false, hidePostDate: false },
    },
  };
}

export async function registerStoryRoutes(app: FastifyInstance, { db, now }: ApiDeps): Promise<void> {
  apiGet(
    app,
    { path: '/Stories', summary: 'Published stories, newest first (v2 paging)', tag: TAG, query: z.object({ SportId: intParam.optional() }), response: storiesPageWire },
    async ({ request, tenant, query }) =>
      storyPage(db, tenant, requestOrigin(request), publishedStories(tenant.id, new Date(now()), query.SportId === undefined ? undefined : eq(stories.sportId, query.SportId)), request.query),
  );

  apiGet(
    app,
    {
      path: '/Stories/related',
      summary: "Stories related to a story (same sport, or other general stories) or a sport's stories",
      tag: TAG,
      query: z.object({ storyId: intParam.optional(), sportId: intParam.optional() }),
      response: relatedStoriesPageWire,
    },
    async ({ request, tenant, query }) => {
      const at = new Date(now());
      const paging = readPaging(request.query);
      const conditions: SQL[] = [];
      if (query.storyId !== undefined) {
        const story = await publishedStory(db, tenant.id, at, query.storyId);
        if (!story) return toPage([], 0, paging);
        conditions.push(ne(stories.id, story.id), story.sportId === null ? isNull(stories.sportId) : eq(stories.sportId, story.sportId));
      }
      if (query.sportId !== undefined) conditions.push(eq(stories.sportId, query.sportId));
      const where = publishedStories(tenant.id, at, ...conditions);
      const [rows, [total]] = await Promise.all([
        db.select(storyColumns).from(stories).where(where).orderBy(desc(stories.postDate), desc(stories.id)).limit(paging.pageSize).offset(paging.offset),
        db.select({ n: count() }).from(stories).where(where),
      ]);
      return toPage(rows.map((row) => toRelatedWire(tenant, row)), total?.n ?? 0, paging);
    },
  );

  apiGet(
    app,
    {
      path: '/Stories/games',
      summary: 'The games of each requested story, keyed by story id',
      tag: TAG,
      // v2-reference 8: the platform treats storiesIds as optional; without it no story is asked for.
      query: z.object({ storiesIds: z.string().regex(/^\d{1,9}(,\d{1,9})*$/, 'must be story ids separated by commas').optional() }),
      response: storyGamesWire,
      statuses: { 404: "Unknown story, or a story with no sport ({ Message: \"Story's sport name was not found for ...\" })" },
    },
    async ({ tenant, query }) => {
      const ids = [...new Set((query.storiesIds ?? '').split(',').filter(Boolean).map(Number))];
      if (ids.length > MAX_STORY_IDS) throw badRequest(`Query parameter 'storiesIds' must name at most ${MAX_STORY_IDS} stories.`, 'invalid_query');
      const rows = await db.select({ id: stories.id, sportId: stories.sportId }).from(stories).where(publishedStories(tenant.id, new Date(now()), inArray(stories.id, ids)));
      const found = new Map(rows.map((row) => [row.id, row]));
      for (const id of ids) {
        const row = found.get(id);
        if (!row) throw notFound(`No story with id ${id}.`);
        // v2-reference 8: a story with no sport is a 404 with the reference's Message body.
        if (row.sportId === null) throw featureNotConfigured(`Story's sport name was not found for story ${id}.`);
      }
      const games = await gamesOfStories(db, tenant.id, ids);
      return Object.fromEntries(ids.map((id) => [String(id), games.get(id) ?? []]));
    },
  );

  apiGet(app, { path: '/Stories/settings', summary: 'Story page settings', tag: TAG, response: storySettingsWire, cache: 'settings' }, ({ tenant }) => settingsFor(tenant));

  // v2-reference 1.4: the one id route where a non-integer id is a 400, so the segment takes any text.
  apiGet(
    app,
    {
      path: '/Stories/:storyId/next-game',
      summary: "The next game of the story's sport",
      tag: TAG,
      response: storyGameWire,
      statuses: { 204: 'The story has no sport or its sport has no game to come', 400: 'Non-integer story id', 404: 'Unknown story' },
    },
    async ({ tenant, params }) => {
      if (!/^\d{1,9}$/.test(params.storyId ?? '')) throw badRequest(`The story id '${params.storyId}' is not an integer.`, 'invalid_id');
      const at = new Date(now());
      const story = await publishedStory(db, tenant.id, at, Number(params.storyId));
      if (!story) throw notFound(`No story with id ${params.storyId}.`);
      if (story.sportId === null) return NO_CONTENT;
      return (await nextGameOfSport(db, tenant.id, story.sportId, at)) ?? NO_CONTENT;
    },
  );

  /** One story by its post day and filename: a published one, or (`hidden`, staff preview) a hidden one. */
  const storyByDayAndName = async ({ request, reply, tenant, params }: ApiContext<unknown>, hidden: boolean) => {
    const day = storyDay(params.storyDate ?? '');
    const name = (params.storyName ?? '').toLowerCase();
    const [row] = day && /^[a-z0-9-]{1,200}$/.test(name) ? await db.select(storyColumns).from(stories).where(storiesVisible(hidden, tenant.id, new Date(now()), eq(stories.filename, name))) : [];
    if (!row && !hidden && day) {
      // A published story whose headline changed answers at its old address with a 301 to its current one.
      const moved = await storyRedirectOf(db, tenant.id, name, new Date(now()));
      if (moved) {
        const location = `${API_PREFIXES.v2}/Stories/${wireDateTime(moved.postDate).slice(0, 10)}/${moved.filename}`;
        reply.code(301).header('location', location).header('cache-control', STORY_REDIRECT_CACHE_CONTROL);
        return { error: { code: 'moved', message: `The story moved to ${moved.url}.`, url: moved.url } };
      }
    }
    if (!row || !day || wireDateTime(row.postDate).slice(0, 10) !== day) throw notFound(`No ${hidden ? 'hidden ' : ''}story '${params.storyName}' on ${params.storyDate}.`);
    const [wire] = await toStoryWires(db, tenant, requestOrigin(request), [row], true);
    return wire;
  };

  apiGet(
    app,
    {
      path: '/Stories/:storyDate/:storyName',
      summary: "One story by its post date (YYYY-MM-DD or YYYY-MM-DDTHH:mm:ss) and filename, with its body and players",
      tag: TAG,
      response: storyWire,
      statuses: { 404: 'No published story with that date and name', 301: 'The story moved: its headline changed after publication (Location names its address now)' },
    },
    (context) => storyByDayAndName(context, false),
  );

  // Ours, for the site's /hidden/news/... page (spec 2.1 hidden_story).
  hiddenGet(
    app,
    {
      path: '/Hidden/Stories/:storyDate/:storyName',
      summary: 'One hidden (unpublished) story by its post date and filename, as /Stories/{storyDate}/{storyName} gives a published one; staff only',
      response: storyWire,
      statuses: { 404: 'No hidden story with that date and name' },
    },
    (context) => storyByDayAndName(context, true),
  );
}

