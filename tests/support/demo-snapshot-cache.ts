import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { hashBuildInputs } from '../../scripts/build-inputs';
import { writeDemoSnapshots } from '../../scripts/demo-snapshot';
import { migrateDatabase, openDatabase } from '../../server/store/database';
import { seededPgliteSnapshot } from './seeded-snapshot';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CACHE_DIR = path.join(ROOT, 'node_modules/.cache/athletics-demo-snapshot');
/** Beside the build's inputs (the demo, the server, the adapters), the scripts that read the snapshot through the API. */
const DUMP_SCRIPTS = ['scripts/demo-snapshot.ts', 'scripts/node-event-source.ts'];

/**
 * The demo snapshots `npm run dev:memory` serves (`{tenant}.json` and `media/`), dumped through our API from the
 * schools seeded at `now`: some 9,000 answers, 36 s on two cores. The conformance suite and the in-memory site's
 * browser test each dumped them; the first to ask now writes them once for the sources and instant they come from.
 */
export async function cachedDemoSnapshotDir(now: number): Promise<string> {
  const key = createHash('sha256').update(`${hashBuildInputs(ROOT, {}).hash} ${now}`);
  for (const script of DUMP_SCRIPTS) key.update(readFileSync(path.join(ROOT, script)));
  const dir = path.join(CACHE_DIR, key.digest('hex').slice(0, 16));
  if (existsSync(dir)) return dir;

  // Written whole, then named: a run stopped half way, or a second worker writing the same, leaves no partial snapshot.
  const pending = `${dir}.${process.pid}.pending`;
  const database = await openDatabase({ pgliteSnapshot: new Blob([readFileSync(await seededPgliteSnapshot(now))]) });
  try {
    await migrateDatabase(database);
    await writeDemoSnapshots(pending, now, database);
  } finally {
    await database.close();
  }
  if (existsSync(dir)) rmSync(pending, { recursive: true, force: true });
  else renameSync(pending, dir);
  for (const stale of readdirSync(CACHE_DIR)) if (path.join(CACHE_DIR, stale) !== dir && !stale.endsWith('.pending')) rmSync(path.join(CACHE_DIR, stale), { recursive: true, force: true });
  return dir;
}
