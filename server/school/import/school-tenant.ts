import { and, eq } from 'drizzle-orm';
import type { CommonSettingsWire } from '../../../contract/settings';
import { notifyContentChange } from '../../studio/content-changes';
import type { Database, Db } from '../../store/database';
import { importSources, tenants } from '../../store/tables/foundation';
import { digestOf, type ImportContext } from './import-writer';
import { ImportError } from './origin-client';

const KEY = /^[a-z0-9][a-z0-9-]{0,39}$/;

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
export async function openTarget(database: Database, options: { as: string; sync: boolean; originId: string; settings: CommonSettingsWire }): Promise<ImportTarget> {
  if (!KEY.test(options.as)) throw new ImportError(`--as must be a school key of lowercase letters, digits and dashes (got '${options.as}').`);
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
      .values({ key: options.as, name: options.settings.schoolName, hosts: [], settings: options.settings, state: 'importing' })
      .returning({ id: tenants.id });
    await tx.insert(importSources).values({ tenantId: row!.id, resource: 'origin', sourceId: options.originId, localId: row!.id, digest: digestOf(options.settings) });
    return { tenantId: row!.id, state: 'importing', created: true };
  });
}

/** The site settings: the origin's document with its key and media addresses made ours; written when it changed. */
export async function writeSettings(context: ImportContext, originId: string, settings: CommonSettingsWire): Promise<void> {
  const digest = digestOf(settings);
  const { db } = context.database;
  const [origin] = await db
    .select()
    .from(importSources)
    .where(and(eq(importSources.tenantId, context.tenantId), eq(importSources.resource, 'origin')));
  const [tenant] = await db.select({ settings: tenants.settings, name: tenants.name }).from(tenants).where(eq(tenants.id, context.tenantId));
  const counts = { inserted: 0, updated: 0, unchanged: 0, refused: 0 };
  context.counts.set('settings', counts);
  if (origin?.digest === digest && digestOf(tenant?.settings) === digest) {
    counts.unchanged = 1;
  } else {
    await db.transaction(async (tx) => {
      await tx.update(tenants).set({ settings, name: settings.schoolName }).where(eq(tenants.id, context.tenantId));
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
