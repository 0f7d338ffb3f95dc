import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../store/database';
import { media } from '../store/tables/foundation';
import type { TenantDirectory } from '../tenants/tenant-directory';
import { errorBody } from '../http/api-error';

/** Images drawn by the seed (and later uploaded), per school. */
export async function registerMediaRoutes(app: FastifyInstance, db: Db, tenants: TenantDirectory): Promise<void> {
  app.get('/media/:tenantKey/*', async (request, reply) => {
    const { tenantKey, '*': filePath } = request.params as { tenantKey: string; '*': string };
    const tenant = tenants.byTenantKey(tenantKey);
    const [row] = tenant ? await db.select().from(media).where(and(eq(media.tenantId, tenant.id), eq(media.path, filePath))) : [];
    if (!row) return reply.code(404).send(errorBody('not_found', `No media at ${filePath}.`));
    return reply
      .type(row.contentType)
      .header('cache-control', 'public, max-age=86400')
      // An SVG opened directly must not run script.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(row.body);
  });
}
