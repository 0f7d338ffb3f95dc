import { and, asc, count, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { documentDetailWire, documentsPageWire, type DocumentDetailWire, type DocumentWire } from '../../contract/documents';
import { verifyPassword } from '../auth/password';
import { ApiError, notFound } from '../http/api-error';
import { sanitizeContentHtml } from '../http/content-html';
import { readPaging, toPage } from '../http/paging';
import type { Db } from '../store/database';
import { documents } from '../store/tables/editorial';
import type { Tenant } from '../tenants/tenant-directory';
import type { ApiDeps } from './api-deps';
import { apiGet, intSegment, NO_CONTENT } from './api-route';
import { isPlainText, wireDateTime } from './editorial-format';
import { FailureLimiter } from './failure-limiter';
import { hiddenGet, privateGet } from './hidden-route';
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

const toDetailWire = (tenant: Tenant, row: DocumentRow): DocumentDetailWire => ({ ...toDocumentWire(tenant, row), content: sanitizeContentHtml(row.contentHtml) });

/** Who may see a document: everyone, signed-in staff (hidden), or whoever has its access code (protected). */
type DocumentAccess = 'public' | 'hidden' | 'protected';

function documentsOf(tenantId: number, access: DocumentAccess, ...more: SQL[]): SQL | undefined {
  const kind = {
    public: and(eq(documents.hidden, false), isNull(documents.accessCodeHash)),
    hidden: eq(documents.hidden, true),
    protected: and(eq(documents.hidden, false), isNotNull(documents.accessCodeHash)),
  }[access];
  return and(eq(documents.tenantId, tenantId), kind, ...more);
}

/** The path a request names, without leading or trailing slashes. */
const pathOf = (params: Record<string, string>) => (params['*'] ?? '').replace(/^\/+|\/+$/g, '');

/** The document of that access at a path (the part after /documents/, or after /sports/ for a sport file). */
async function documentAtPath(db: Db, tenantId: number, params: Record<string, string>, access: DocumentAccess): Promise<DocumentRow | undefined> {
  const path = pathOf(params).toLowerCase();
  if (!path || path.length > 300 || !isPlainText(path)) return undefined;
  const [row] = await db.select().from(documents).where(documentsOf(tenantId, access, eq(documents.path, path)));
  return row;
}

/** Wrong access codes per client address (spec 2.1 protected_sportfile): 10 in 15 minutes, then wait. */
export const ACCESS_CODE_LIMITS = { max: 10, windowMs: 15 * 60_000 };
/** The header a protected document's access code comes in. */
export const ACCESS_CODE_HEADER = 'x-access-code';
// argon2 is not run on anything longer than a code anyone would type.
const MAX_ACCESS_CODE_LENGTH = 200;

export async function registerDocumentRoutes(app: FastifyInstance, { db, now }: ApiDeps): Promise<void> {
  apiGet(app, { path: '/Documents', summary: "The school's documents by title (v2 paging)", tag: TAG, response: documentsPageWire }, async ({ request, tenant }) => {
    const paging = readPaging(request.query);
    const where = documentsOf(tenant.id, 'public');
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
      const [row] = await db.select().from(documents).where(documentsOf(tenant.id, 'public', eq(documents.id, Number(params.documentId))));
      return row ? toDetailWire(tenant, row) : NO_CONTENT;
    },
  );

  // Ours: the site's /documents/{any remaining path} page looks its document up by path.
  apiGet(
    app,
    { path: '/Documents/path/*', summary: 'One document by its path (the part after /documents/ in the site url)', tag: TAG, response: documentDetailWire, statuses: { 404: 'No document at that path' } },
    async ({ tenant, params }) => {
      const row = await documentAtPath(db, tenant.id, params, 'public');
      if (!row) throw notFound(`No document at '${pathOf(params)}'.`);
      return toDetailWire(tenant, row);
    },
  );

  // Ours, for the site's hidden sport files (spec 2.1 hidden_sportfile).
  hiddenGet(
    app,
    { path: '/Hidden/Documents/path/*', summary: 'One hidden document or sport file by its path, as /Documents/path/*; staff only', response: documentDetailWire, statuses: { 404: 'No hidden document at that path' } },
    async ({ tenant, params }) => {
      const row = await documentAtPath(db, tenant.id, params, 'hidden');
      if (!row) throw notFound(`No hidden document at '${pathOf(params)}'.`);
      return toDetailWire(tenant, row);
    },
  );

  const wrongCodes = new FailureLimiter({ ...ACCESS_CODE_LIMITS, now });
  // Ours, for the site's protected sport files (spec 2.1 protected_sportfile): a staff session of the school, or the access code.
  privateGet(
    app,
    {
      path: '/Protected/Documents/path/*',
      summary: `One protected document by its path, as /Documents/path/*, for the school's staff or with its access code in the ${ACCESS_CODE_HEADER} header`,
      tag: 'Protected',
      response: documentDetailWire,
      statuses: {
        401: `No access code (access_code_required): send it in ${ACCESS_CODE_HEADER}`,
        403: 'Wrong access code (access_code_wrong)',
        404: 'No protected document at that path (staff sessions only; others get 401 or 403)',
        429: 'Too many wrong access codes from this address (Retry-After says when to try again)',
      },
    },
    async ({ request, reply, tenant, params }) => {
      if (request.staffSession?.tenantId === tenant.id) {
        const row = await documentAtPath(db, tenant.id, params, 'protected');
        if (!row) throw notFound(`No protected document at '${pathOf(params)}'.`);
        return toDetailWire(tenant, row);
      }
      const code = request.headers[ACCESS_CODE_HEADER];
      if (typeof code !== 'string' || code === '') throw new ApiError(401, 'access_code_required', 'This document needs its access code.');
      const retryAfter = wrongCodes.retryAfterSeconds(request.ip);
      if (retryAfter > 0) {
        reply.header('retry-after', String(retryAfter));
        throw new ApiError(429, 'too_many_attempts', `Too many wrong access codes. Please try again in ${Math.ceil(retryAfter / 60)} minute(s).`);
      }
      const row = await documentAtPath(db, tenant.id, params, 'protected');
      // An unknown path is a wrong code too, so a guess cannot tell which paths exist.
      if (!row || code.length > MAX_ACCESS_CODE_LENGTH || !(await verifyPassword(row.accessCodeHash!, code))) {
        wrongCodes.recordFailure(request.ip);
        throw new ApiError(403, 'access_code_wrong', 'That access code is not right for this document.');
      }
      return toDetailWire(tenant, row);
    },
  );
}
