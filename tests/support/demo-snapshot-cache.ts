import { readFileSync } from 'node:fs';
import path from 'node:path';
import { writeDemoSnapshots } from '../../scripts/demo-snapshot';
import { migrateDatabase, openDatabase } from '../../server/store/database';
import { keptInCache, sourcesKey } from './kept-in-cache';
import { seededPgliteSnapshot } from './seeded-snapshot';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Beside the build's inputs (the demo, the server, the adapters), the scripts that read the snapshot through the API. */
const DUMP_SCRIPTS = ['scripts/demo-snapshot.ts', 'scripts/node-event-source.ts'];

/**
 * The demo snapshots `npm run dev:memory` serves (`{tenant}.json` and `media/`), dumped through our API from the
 * schools seeded at `now`: some 9,000 answers, 36 s on two cores. The conformance suite and the in-memory site's
 * browser test each dumped them; the first to ask now writes them once for the sources and instant they come from.
 */
export async function cachedDemoSnapshotDir(now: number): Promise<string> {
  const key = sourcesKey(now, DUMP_SCRIPTS.map((script) => readFileSync(path.join(ROOT, script))));
  return keptInCache('athletics-demo-snapshot', key, async (pending) => {
    const database = await openDatabase({ pgliteSnapshot: new Blob([readFileSync(await seededPgliteSnapshot(now))]) });
    try {
      await migrateDatabase(database);
      await writeDemoSnapshots(pending, now, database);
    } finally {
      await database.close();
    }
  });
}
