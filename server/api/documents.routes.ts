import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { documentDetailWire, documentsPageWire, type DocumentDetailWire, type DocumentWire } from '../../contract/documents';
import { notFound } from '../http/api-error';
import { readPaging, toPage } from '../http/paging';
import { documents } from '../store/tables/editorial';
import type { Tenant } from '../tenants/tenant-directory';
import type { ApiDeps } from './api-deps';
import { apiGet, intSegment, NO_CONTENT } from './api-route';
import { isPlainText, wireDateTime } from './editorial-format';
import { mediaUrlOf } from './story-wire';

const TAG = 'Documents';
type DocumentRow = typeof documents.$inferSelect;

/** spec 2 route `document`: the site page of a document is /documents/{path}. */
export function documentPageUrl(path: string): string {
  return `/documents/${path}`;
}

function toDocumentWire(tenant: Tenant, row: DocumentRow): DocumentWire {
  return {
    documentId: row.id,
    documentTitle: row.title,
    documentType: row.documentType,
    documentPath: row.path,
    metadataDescription: row.description,
    unavailableAccessibility: row.unavailableAccessibility,
    createdAt: wireDateTime(row.createdAt),
    sportIds: row.sportIds,
    lastUpdated: wireDateTime(row.updatedAt),
    downloadUrl: row.filePath ? mediaUrlOf(tenant, row.filePath) : documentPageUrl(row.path),
  };
}

const toDetailWire = (tenant: Tenant, row: DocumentRow): DocumentDetailWire => ({ ...toDocumentWire(tenant, row), content: row.contentHtml });

export async function registerDocumentRoutes(app: FastifyInstance, { db }: ApiDeps): Promise<void> {
  apiGet(app, { path: '/Documents', summary: "The school's documents by title (v2 paging)", tag: TAG, response: documentsPageWire }, async ({ request, tenant }) => {
    const paging = readPaging(request.query);
    const where = eq(documents.tenantId, tenant.id);
    const [rows, [total]] = await Promise.all([
      db.select().from(documents).where(where).orderBy(asc(documents.title), asc(documents.id)).limit(paging.pageSize).offset(paging.offset),
      db.select({ n: count() }).from(documents).where(where),
    ]);
    return toPage(
      rows.map((row) => toDocumentWire(tenant, row)),
      total?.n ?? 0,
      paging,
    );
  });

  // v2-reference 24: an unknown document is a 204, not a 404.
  apiGet(
    app,
    { path: `/Documents/${intSegment('documentId')}`, summary: 'One document with its HTML', tag: TAG, response: documentDetailWire, statuses: { 204: 'No such document', 404: 'Non-integer id' } },
    async ({ tenant, params }) => {
      const [row] = await db.select().from(documents).where(and(eq(documents.tenantId, tenant.id), eq(documents.id, Number(params.documentId))));
      return row ? toDetailWire(tenant, row) : NO_CONTENT;
    },
  );

  // Ours: the site's /documents/{any remaining path} page looks its document up by path.
  apiGet(
    app,
    { path: '/Documents/path/*', summary: 'One document by its path (the part after /documents/ in the site url)', tag: TAG, response: documentDetailWire, statuses: { 404: 'No document at that path' } },
    async ({ tenant, params }) => {
      const path = (params['*'] ?? '').replace(/^\/+|\/+$/g, '').toLowerCase();
      const [row] = path && path.length <= 300 && isPlainText(path) ? await db.select().from(documents).where(and(eq(documents.tenantId, tenant.id), eq(documents.path, path))) : [];
      if (!row) throw notFound(`No document at '${path}'.`);
      return toDetailWire(tenant, row);
    },
  );
}
