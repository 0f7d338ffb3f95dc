import { and, eq } from 'drizzle-orm';
import type { CommonSettingsWire } from '../../../contract/settings';
import { notifyContentChange } from '../../studio/content-changes';
import type { Database, Db } from '../../store/database';
import { importSources, tenants } from '../../store/tables/foundation';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../../schedule/school-time-zone';
import { schoolKeyProblem } from '../school-identity';
import { digestOf, type ImportContext } from './import-writer';
import { ImportError, type OriginClient } from './origin-client';

/** The origin as recorded on the school (resource 'origin'): its API base and the school's key there. */
export const originIdOf = (apiBase: string, tenant: string): string => `${apiBase}#${tenant}`;

export interface ImportTarget {
  tenantId: number;
  state: string;
  created: boolean;
}

/**
 * The school the import writes: a new one in state 'importing' (no server serves it), or the one an earlier run of
 * the same import left 'importing' (resume), or with --sync an active school imported from this origin.
 */
export async function openTarget(database: Database, options: { as: string; sync: boolean; originId: string; settings: CommonSettingsWire; timeZone: string }): Promise<ImportTarget> {
  const problem = schoolKeyProblem(options.as);
  if (problem) throw new ImportError(`--as '${options.as}' cannot be a school key: ${problem}`);
  const { db } = database;
  const [existing] = await db.select().from(tenants).where(eq(tenants.key, options.as));
  if (existing) {
    const [origin] = await db
      .select()
      .from(importSources)
      .where(and(eq(importSources.tenantId, existing.id), eq(importSources.resource, 'origin')));
    const sameOrigin = origin?.sourceId === options.originId;
    if (existing.state === 'active' && !(options.sync && sameOrigin)) {
      throw new ImportError(`A school with the key '${options.as}' already exists; use --sync to update a school imported from this origin.`);
    }
    if (!sameOrigin) throw new ImportError(`The school '${options.as}' is being imported from another origin (${origin?.sourceId ?? 'unknown'}); remove it first.`);
    return { tenantId: existing.id, state: existing.state, created: false };
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tenants)
      .values({ key: options.as, name: options.settings.schoolName, hosts: [], settings: options.settings, timeZone: options.timeZone, state: 'importing' })
      .returning({ id: tenants.id });
    await tx.insert(importSources).values({ tenantId: row!.id, resource: 'origin', sourceId: options.originId, localId: row!.id, digest: digestOf({ settings: options.settings, timeZone: options.timeZone }) });
    return { tenantId: row!.id, state: 'importing', created: true };
  });
}

/** The site settings: the origin's document with its key and media addresses made ours; written when it changed. */
export async function writeSettings(context: ImportContext, originId: string, settings: CommonSettingsWire, timeZone: string): Promise<void> {
  const digest = digestOf({ settings, timeZone });
  const { db } = context.database;
  const [origin] = await db
    .select()
    .from(importSources)
    .where(and(eq(importSources.tenantId, context.tenantId), eq(importSources.resource, 'origin')));
  const [tenant] = await db.select({ settings: tenants.settings, timeZone: tenants.timeZone }).from(tenants).where(eq(tenants.id, context.tenantId));
  const counts = { inserted: 0, updated: 0, unchanged: 0, refused: 0 };
  context.counts.set('settings', counts);
  if (origin?.digest === digest && tenant && digestOf({ settings: tenant.settings, timeZone: tenant.timeZone }) === digest) {
    counts.unchanged = 1;
  } else {
    await db.transaction(async (tx) => {
      await tx.update(tenants).set({ settings, timeZone, name: settings.schoolName }).where(eq(tenants.id, context.tenantId));
      await tx.update(importSources).set({ digest }).where(and(eq(importSources.tenantId, context.tenantId), eq(importSources.resource, 'origin'), eq(importSources.sourceId, originId)));
    });
    counts.updated = 1;
  }
  context.progress.step('settings', 1, 1);
}

/** Every resource is in: the school becomes active and running servers learn of it in the same transaction. */
export async function activate(database: Database, tenantId: number): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.update(tenants).set({ state: 'active' }).where(eq(tenants.id, tenantId));
    await notifyContentChange(tx as unknown as Db, database, tenantId, { directory: true });
  });
}

/** The school's wall clock at the origin (GET /Calendar/settings `timeZone`); the default when it names none this runtime knows. */
export async function originTimeZone(origin: OriginClient): Promise<string> {
  const calendar = await origin.json<{ timeZone?: unknown }>('/Calendar/settings').catch(() => null);
  const zone = calendar?.timeZone;
  return typeof zone === 'string' && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}
