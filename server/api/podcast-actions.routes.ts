import { and, count, eq, lte } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { podcastActionRequestWire, podcastActionResultWire, podcastProgressRequestWire, type PodcastActionResultWire } from '../../contract/podcasts';
import { badRequest, notFound } from '../http/api-error';
import { podcastEpisodes } from '../store/tables/honours-media';
import { podcastListens } from '../store/tables/podcast-listens';
import type { ApiDeps } from './api-deps';
import { apiVersionOf, documentRoute, intSegment, type ApiRouteSpec } from './api-route';

type Action = PodcastActionResultWire['action'];

/** v2-reference 14: the three POST actions of v2.1; the reference sends them with no body at all. */
const ACTIONS: Array<{ action: Action; body: z.ZodObject; summary: string }> = [
  { action: 'download', body: podcastActionRequestWire, summary: 'Counts a download of a published episode (no body, or {})' },
  { action: 'play', body: podcastActionRequestWire, summary: 'Counts a play of a published episode (no body, or {})' },
  { action: 'recordProgress', body: podcastProgressRequestWire, summary: "Records how far a listener got in a published episode: no body, or { seconds } from 0 to the episode's length" },
];
/** At most `{"seconds": 123456}` and some spacing. */
const BODY_LIMIT = 1024;

/** The body a call sent: none (the reference's calls), or a JSON object checked against the action's schema. */
function readBody(request: FastifyRequest, schema: z.ZodObject): { seconds?: number } {
  const body = request.body;
  if (body === undefined || body === null || body === '') return {};
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'body';
    throw badRequest(`The body must be empty or a JSON object of this action's fields: ${where}: ${issue?.message ?? 'not valid'}.`, 'invalid_body');
  }
  return parsed.data as { seconds?: number };
}

/** POST /Podcasts/{podcastId}/download | play | recordProgress (v2.1): stored before the answer (DESIGN 8). */
export async function registerPodcastActionRoutes(app: FastifyInstance, { db, now }: ApiDeps): Promise<void> {
  for (const { action, body, summary } of ACTIONS) {
    const spec: ApiRouteSpec<undefined> = {
      path: `/Podcasts/${intSegment('podcastId')}/${action}`,
      summary,
      tag: 'Podcasts',
      body,
      response: podcastActionResultWire,
      statuses: { 400: 'A body that is not empty and not the JSON object of the action (recordProgress: seconds past the episode length)', 404: 'A non-integer id, or no published episode with this id at this school' },
      cache: 'none',
      versions: ['v2.1'],
    };
    documentRoute('POST', spec, apiVersionOf(app));
    app.post(spec.path, { bodyLimit: BODY_LIMIT, config: { cache: 'none' } }, async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      const { seconds } = readBody(request, body);
      const episodeId = Number((request.params as { podcastId: string }).podcastId);
      const at = new Date(now());
      const [episode] = await db
        .select({ id: podcastEpisodes.id, duration: podcastEpisodes.durationSeconds })
        .from(podcastEpisodes)
        .where(and(eq(podcastEpisodes.tenantId, request.tenant.id), eq(podcastEpisodes.id, episodeId), lte(podcastEpisodes.publishedAt, at)));
      if (!episode) throw notFound(`No podcast episode with id ${episodeId}.`);
      if (seconds !== undefined && seconds > episode.duration) throw badRequest(`'seconds' must be at most the episode's length, ${episode.duration}.`, 'invalid_body');
      await db.insert(podcastListens).values({ tenantId: request.tenant.id, episodeId, action, seconds: seconds ?? null, recordedAt: at });
      const [stored] = await db
        .select({ n: count() })
        .from(podcastListens)
        .where(and(eq(podcastListens.episodeId, episodeId), eq(podcastListens.action, action)));
      const result: PodcastActionResultWire = { podcastId: episodeId, action, count: stored?.n ?? 0, seconds: seconds ?? null };
      return reply.code(200).send(result);
    });
  }
}
