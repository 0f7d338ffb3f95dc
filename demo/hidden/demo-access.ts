import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../server/store/database';
import { documents } from '../../server/store/tables/editorial';
import { tenants } from '../../server/store/tables/foundation';
import { demoAccessCodeOf } from './access-codes';

/**
 * What the demo hands out beside its public content: each protected document of a school with the
 * access code that opens it. The demo snapshot (#15) reads each one through the API with its code and
 * keeps it sealed with that code, so the in-memory site opens it as the server does.
 */
export async function demoProtectedDocuments(database: Database, schoolKey: string): Promise<Array<{ path: string; accessCode: string }>> {
  const rows = await database.db
    .select({ path: documents.path })
    .from(documents)
    .innerJoin(tenants, eq(tenants.id, documents.tenantId))
    .where(and(eq(tenants.key, schoolKey), eq(documents.hidden, false), isNotNull(documents.accessCodeHash)));
  return rows.map(({ path }) => ({ path, accessCode: demoAccessCodeOf(schoolKey) }));
}
