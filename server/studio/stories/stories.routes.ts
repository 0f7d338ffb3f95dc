import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { storiesPageWire, storyDetailWire, storyHistoryWire, storyInput, storyListQuery, storyPublishInput, storyWriteWire } from '../../../contract/studio/stories';
import { intSegment } from '../../api/api-route';
import type { StudioDeps } from '../studio-deps';
import { versionEtag, versionFrom } from '../if-match';
import { actorOf } from '../studio-guard';
import { studioRoute } from '../studio-route';
import { createStory, deleteStory, publishStory, restoreStory, unpublishStory, updateStory } from './story-commands';
import { getStory, listStories, storyHistory } from './story-queries';

const TAG = 'Studio stories';
const PAGE_SIZE = 20;
const ONE = `/stories/${intSegment('storyId')}`;
const VERSIONED = { 404: 'No such story at this school', 412: 'Someone else changed it since (If-Match names an older version)', 428: 'If-Match is required' } as const;

/** The studio's story routes (/api/studio/stories...), exactly as the studio's wire contract says. */
export function registerStoryRoutes(studio: FastifyInstance, deps: StudioDeps): void {
  const idOf = (params: Record<string, string>) => Number(params.storyId);

  studioRoute(studio, { method: 'GET', path: '/stories', summary: "The school's stories: by status, words, sport and who changed them last; the most recently changed first, or sorted by a column", tag: TAG, query: storyListQuery, response: storiesPageWire }, ({ tenant, session, query }) =>
    listStories(deps.db, tenant.id, { status: query.status, q: query.q, sportId: query.sportId, changedBy: query.mine ? session.accountId : query.changedBy, sort: query.sort, dir: query.dir, onSiteAt: query.onSite ? new Date(deps.now()) : undefined, page: query.page ?? 1, pageSize: query.pageSize ?? PAGE_SIZE }),
  );

  studioRoute(
    studio,
    { method: 'POST', path: '/stories', summary: 'A new story, as a draft', tag: TAG, body: storyInput, response: storyWriteWire, successStatus: 201, statuses: { 400: 'Some fields need attention (fields)' } },
    ({ tenant, session, body }) => createStory(deps, tenant.id, actorOf(session), body),
  );

  studioRoute(studio, { method: 'GET', path: ONE, summary: 'One story, with its ETag "<version>"', tag: TAG, response: storyDetailWire, statuses: { 404: 'No such story at this school' } }, async ({ tenant, params, reply }) => {
    const story = await getStory(deps.db, tenant, idOf(params));
    reply.header('etag', versionEtag(story.version));
    return story;
  });

  studioRoute(
    studio,
    { method: 'PUT', path: ONE, summary: 'Replaces the story (If-Match: "<version>")', tag: TAG, body: storyInput, response: storyWriteWire, statuses: { 400: 'Some fields need attention (fields)', ...VERSIONED } },
    ({ request, tenant, session, params, body }) => updateStory(deps, tenant.id, actorOf(session), idOf(params), versionFrom(request), body),
  );

  studioRoute(studio, { method: 'DELETE', path: ONE, summary: 'Deletes the story (If-Match: "<version>")', tag: TAG, response: z.null(), successStatus: 204, statuses: VERSIONED }, async ({ request, tenant, session, params }) => {
    await deleteStory(deps, tenant.id, actorOf(session), idOf(params), versionFrom(request));
  });

  studioRoute(
    studio,
    {
      method: 'POST',
      path: `${ONE}/publish`,
      summary: 'Publishes the story now, or schedules it at a later `at` (If-Match)',
      tag: TAG,
      body: storyPublishInput,
      response: storyWriteWire,
      statuses: { 400: 'Some fields need attention (fields)', ...VERSIONED },
    },
    ({ request, tenant, session, params, body }) => publishStory(deps, tenant.id, actorOf(session), idOf(params), versionFrom(request), body),
  );

  studioRoute(studio, { method: 'POST', path: `${ONE}/unpublish`, summary: 'Takes the story off the site (If-Match)', tag: TAG, response: storyWriteWire, statuses: VERSIONED }, ({ request, tenant, session, params }) =>
    unpublishStory(deps, tenant.id, actorOf(session), idOf(params), versionFrom(request)),
  );

  studioRoute(studio, { method: 'GET', path: `${ONE}/history`, summary: "The story's versions, newest first", tag: TAG, response: storyHistoryWire, statuses: { 404: 'No such story at this school' } }, ({ tenant, params }) =>
    storyHistory(deps.db, tenant.id, idOf(params)),
  );

  studioRoute(
    studio,
    { method: 'POST', path: `${ONE}/history/${intSegment('version')}/restore`, summary: "A version's content as the story's new version (If-Match)", tag: TAG, response: storyWriteWire, statuses: { ...VERSIONED, 404: 'No such story or version' } },
    ({ request, tenant, session, params }) => restoreStory(deps, tenant.id, actorOf(session), idOf(params), versionFrom(request), Number(params.version)),
  );
}
