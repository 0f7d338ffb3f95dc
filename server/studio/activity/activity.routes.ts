import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { activityPageWire, activityQuery, type ActivityPageWire } from '../../../contract/studio/activity';
import { auditLog } from '../../store/tables/studio';
import type { StudioDeps } from '../studio-deps';
import { studioRoute } from '../studio-route';

const PAGE_SIZE = 20;

/** GET /api/studio/activity: the school's audit log, newest first (who did what to which item). */
export function registerActivityRoutes(studio: FastifyInstance, deps: StudioDeps): void {
  studioRoute(
    studio,
    { method: 'GET', path: '/activity', summary: "The school's studio activity (the audit log), newest first, of one kind of item if asked", tag: 'Studio activity', query: activityQuery, response: activityPageWire },
    async ({ tenant, query }): Promise<ActivityPageWire> => {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? PAGE_SIZE;
      const school = eq(auditLog.tenantId, tenant.id);
      const where = and(school, query.kind ? eq(auditLog.kind, query.kind) : undefined);
      const [rows, [total], kinds] = await Promise.all([
        deps.db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(pageSize).offset((page - 1) * pageSize),
        deps.db.select({ n: count() }).from(auditLog).where(where),
        deps.db.selectDistinct({ kind: auditLog.kind }).from(auditLog).where(school).orderBy(asc(auditLog.kind)),
      ]);
      return {
        items: rows.map((row) => ({ id: row.id, at: row.at.toISOString(), by: { id: row.accountId, name: row.actorName }, action: row.action, kind: row.kind, itemId: row.itemId, summary: row.summary })),
        total: total?.n ?? 0,
        page,
        pageSize,
        kinds: kinds.map((row) => row.kind),
      };
    },
  );
}
