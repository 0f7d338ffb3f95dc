import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../store/database';
import { preparedQuery } from '../store/prepared-query';
import { media } from '../store/tables/foundation';
import type { TenantDirectory } from '../tenants/tenant-directory';
import { errorBody } from '../http/api-error';
import { cacheControlOf, FRESHNESS, NO_STORE } from '../http/cache-policy';
import { etagOf, matchesEtag } from '../http/response-cache';

/** Stored media files live for a day in browsers and shared caches: a path's content does not change (server/http/cache-policy.ts). */
export const MEDIA_CACHE_CONTROL = cacheControlOf(FRESHNESS.media);

export type MediaFile = typeof media.$inferSelect;

const mediaByPath = preparedQuery((db) =>
  db
    .select()
    .from(media)
    .where(and(eq(media.tenantId, sql.placeholder('tenantId')), eq(media.path, sql.placeholder('path'))))
    .prepare('media_by_path'),
);

/** The stored file at `/media/{tenantKey}/{path}`, if that school has one. */
export async function findMedia(db: Db, tenants: TenantDirectory, tenantKey: string, path: string): Promise<MediaFile | undefined> {
  const tenant = tenants.byTenantKey(tenantKey);
  if (!tenant) return undefined;
  const [row] = await mediaByPath(db).execute({ tenantId: tenant.id, path });
  return row;
}

/** Images drawn by the seed (and later uploaded), per school. */
export async function registerMediaRoutes(app: FastifyInstance, db: Db, tenants: TenantDirectory): Promise<void> {
  app.get('/media/:tenantKey/*', async (request, reply) => {
    const { tenantKey, '*': filePath } = request.params as { tenantKey: string; '*': string };
    const row = await findMedia(db, tenants, tenantKey, filePath);
    // A file uploaded a moment later must show at its path.
    if (!row) return reply.code(404).header('cache-control', NO_STORE).send(errorBody('not_found', `No media at ${filePath}.`));
    // The ETag is the content's alone, the same on every instance.
    const etag = etagOf(row.body);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).header('cache-control', MEDIA_CACHE_CONTROL).header('etag', etag).send();
    return reply
      .type(row.contentType)
      .header('cache-control', MEDIA_CACHE_CONTROL)
      .header('etag', etag)
      // An SVG opened directly must not run script.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(row.body);
  });
}
