import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { seedDemoData } from '../../demo/seed';
import { hashBuildInputs } from '../../scripts/build-inputs';
import { migrateDatabase, openDatabase } from '../../server/store/database';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CACHE_DIR = path.join(ROOT, 'node_modules/.cache/athletics-seeded-store');

/**
 * The migrated store with both demo schools seeded at `now`, as a PGlite dump file. Seeding takes half a minute, so
 * the dump is kept for the sources it was made from (the build's inputs, which hold the demo, the migrations and the
 * write path) and the instant: the browser run after the unit run, and every run after it on an unchanged tree,
 * opens it instead of seeding again. A dump of other sources or another instant is removed when a new one is made.
 */
export async function seededPgliteSnapshot(now: number): Promise<string> {
  const sources = hashBuildInputs(ROOT, {}).hash;
  const key = createHash('sha256').update(`${sources} ${now}`).digest('hex').slice(0, 16);
  const file = path.join(CACHE_DIR, `pglite-${key}.tar`);
  if (existsSync(file)) return file;

  const database = await openDatabase({});
  await migrateDatabase(database);
  await seedDemoData(database, now);
  const dump = Buffer.from(await (await database.dump!()).arrayBuffer());
  await database.close();

  mkdirSync(CACHE_DIR, { recursive: true });
  for (const stale of readdirSync(CACHE_DIR)) rmSync(path.join(CACHE_DIR, stale), { force: true });
  // Written whole, then named: a run stopped half way leaves no dump that looks complete.
  const pending = `${file}.${process.pid}.pending`;
  writeFileSync(pending, dump);
  renameSync(pending, file);
  return file;
}
