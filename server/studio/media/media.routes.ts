import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { mediaListQuery, mediaPageWire, mediaUpdateBody, mediaWire } from '../../../contract/studio/media';
import { intSegment } from '../../api/api-route';
import { actorOf } from '../studio-guard';
import { versionEtag, versionFrom } from '../if-match';
import { studioRoute } from '../studio-route';
import type { StudioDeps } from '../studio-deps';
import { staffNames } from '../staff/staff-names';
import { deleteMedia, updateMedia, uploadMedia } from './media-commands';
import { listMedia, requireMediaItem, toMediaWire, type MediaItem } from './media-store';
import { UPLOAD_LIMITS, readUpload } from './media-upload';
import { mediaUsesOf } from './media-usage';

const ONE = `/media/${intSegment('id')}`;
const TAG = 'Studio media';

/** The studio's media library (/api/studio/media): upload, list and search, alt text and name, delete. */
export async function registerMediaRoutes(studio: FastifyInstance, deps: StudioDeps): Promise<void> {
  // Its own scope: only these routes read multipart bodies.
  await studio.register(async (scope) => {
    await scope.register(multipart, { limits: UPLOAD_LIMITS });
    const wire = async (items: MediaItem[], tenantKey: string) => {
      const names = await staffNames(deps.db, items.map((item) => item.updatedBy));
      return items.map((item) => toMediaWire(item, tenantKey, names));
    };
    // A read says where each file is used: one query per kind of content for the whole page.
    const wireWithUses = async (items: MediaItem[], tenantId: number, tenantKey: string) => {
      const uses = await mediaUsesOf(deps.db, tenantId, tenantKey, items);
      return (await wire(items, tenantKey)).map((item) => ({ ...item, usedBy: uses.get(item.id) ?? [] }));
    };

    studioRoute(
      scope,
      {
        method: 'POST',
        path: '/media',
        summary: 'Uploads one file (multipart/form-data: file, alt, name?): JPEG, PNG, WebP, AVIF, GIF or PDF by its bytes; at most 20 MB and 40 megapixels; alt text required for an image',
        tag: TAG,
        response: mediaWire,
        successStatus: 201,
        statuses: { 400: 'No file, or an image without alt text', 413: 'Over 20 MB or 40 megapixels', 415: 'Not a JPEG, PNG, WebP, AVIF, GIF or PDF (SVG refused)' },
      },
      async ({ request, tenant, session }) => {
        const upload = await readUpload(request);
        const item = await uploadMedia(deps, tenant.id, actorOf(session), upload);
        return (await wire([item], tenant.key))[0];
      },
    );

    studioRoute(
      scope,
      { method: 'GET', path: '/media', summary: 'The media library, newest change first, each file with where the site shows it (usedBy); q searches names and alt text, kind is image or document', tag: TAG, query: mediaListQuery, response: mediaPageWire },
      async ({ tenant, query }) => {
        const page = query.page ?? 1;
        const pageSize = query.pageSize ?? 20;
        const { items, total } = await listMedia(deps.db, tenant.id, { q: query.q || undefined, kind: query.kind, page, pageSize });
        return { items: await wireWithUses(items, tenant.id, tenant.key), total, page, pageSize };
      },
    );

    studioRoute(scope, { method: 'GET', path: ONE, summary: 'One media file with where the site shows it (usedBy); ETag is its version', tag: TAG, response: mediaWire, statuses: { 404: 'No such file at this school' } }, async ({ tenant, params, reply }) => {
      const item = await requireMediaItem(deps.db, tenant.id, Number(params.id));
      reply.header('etag', versionEtag(item.version));
      return (await wireWithUses([item], tenant.id, tenant.key))[0];
    });

    studioRoute(
      scope,
      { method: 'PUT', path: ONE, summary: "Changes a file's alt text and/or name (If-Match: its version)", tag: TAG, body: mediaUpdateBody, response: mediaWire, statuses: { 400: 'A field needs attention', 404: 'No such file', 412: 'Someone changed it since', 428: 'No If-Match' } },
      async ({ request, reply, tenant, session, params, body }) => {
        const item = await updateMedia(deps, tenant.id, actorOf(session), Number(params.id), versionFrom(request), body);
        reply.header('etag', versionEtag(item.version));
        return (await wire([item], tenant.key))[0];
      },
    );

    studioRoute(
      scope,
      { method: 'DELETE', path: ONE, summary: 'Deletes a file from the library (If-Match: its version) unless the site still shows it; its address answers 404 from then on', tag: TAG, response: mediaWire, successStatus: 204, statuses: { 404: 'No such file', 409: 'A story, alert, splash or promotion still shows it (error.usedBy)', 412: 'Someone changed it since', 428: 'No If-Match' } },
      async ({ request, tenant, session, params }) => {
        await deleteMedia(deps, tenant, actorOf(session), Number(params.id), versionFrom(request));
      },
    );
  });
}
