import type { Database, Db } from '../server/store/database';
import { ContentChanges } from '../server/studio/content-changes';
import { writeContent, type ContentWriteDeps } from '../server/studio/content-write';
import type { StudioActor } from '../server/studio/studio-guard';

/** Who the demo's writes are by in the studio's history (Activity): no account, the department's name. */
export const DEMO_ACTOR: StudioActor = { accountId: null, name: 'Demo department' };

/**
 * The studio's command dependencies inside the seeding transaction (DESIGN 2, the write side): its writes become
 * savepoints of that one transaction, each with its audit row, and are announced as the studio's are (NOTIFY on
 * PostgreSQL, delivered when the seed commits; no instance has cached a school that did not exist).
 */
export function demoWriteDeps(database: Database, tx: Db, now: number): ContentWriteDeps {
  return { db: tx, now: () => now, changes: new ContentChanges({ database, invalidate: () => undefined, onError: () => undefined }) };
}

/**
 * Writes a part of the demo that has no per-item studio command as the importer writes a batch: one `writeContent`
 * (one transaction, one audit row naming what was written, the change announced).
 */
export async function writeDemoPart(deps: ContentWriteDeps, tenantId: number, part: string, work: (tx: Db) => Promise<void>): Promise<void> {
  await writeContent(deps, { tenantId, actor: DEMO_ACTOR, kind: part, action: 'create', summary: `Wrote the demo's ${part}` }, async (tx) => {
    await work(tx);
    return { result: undefined };
  });
}
