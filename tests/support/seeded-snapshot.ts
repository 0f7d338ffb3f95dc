import { writeFileSync } from 'node:fs';
import { seedDemoData } from '../../demo/seed';
import { migrateDatabase, openDatabase } from '../../server/store/database';
import { keptInCache, sourcesKey } from './kept-in-cache';

/**
 * The migrated store with both demo schools seeded at `now`, as a PGlite dump file. Seeding takes half a minute, so
 * the dump is kept for the sources it was made from (the build's inputs, which hold the demo, the migrations and the
 * write path) and the instant: the browser run after the unit run, and every run after it on an unchanged tree,
 * opens it instead of seeding again.
 */
export async function seededPgliteSnapshot(now: number): Promise<string> {
  return keptInCache('athletics-seeded-store', `pglite-${sourcesKey(now)}.tar`, async (pending) => {
    const database = await openDatabase({});
    await migrateDatabase(database);
    await seedDemoData(database, now);
    const dump = Buffer.from(await (await database.dump!()).arrayBuffer());
    await database.close();
    writeFileSync(pending, dump);
  });
}
