import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Set in the child that prepares a new embedded store. */
export const PREPARE_ONLY_ENV = 'ATHLETICS_PREPARE_STORE_ONLY';

/** True when the embedded store in `dataDir` has not been created yet (its first start). */
export function isNewEmbeddedStore(databaseUrl: string | undefined, dataDir: string): boolean {
  return !databaseUrl && !existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'));
}

/**
 * Runs this same entry point again as a child that only creates, migrates and seeds the store,
 * and waits for it. Creating a PGlite database and seeding it take about 800 MB for a moment
 * (PostgreSQL's initdb in WebAssembly); in a child, that memory goes back to the system when it
 * ends, and the server then opens the store at its steady size (bench:memory).
 */
export function prepareStoreInChild(): Promise<void> {
  const child = fork(process.argv[1]!, process.argv.slice(2), { env: { ...process.env, [PREPARE_ONLY_ENV]: '1' }, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`preparing the store failed (${signal ?? `exit code ${code}`})`))));
  });
}
