import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedDemoData } from '../../../demo/seed';
import { migrateDatabase, openDatabase } from '../../../server/store/database';
import { testNow } from '../../support/test-clock';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory holding the migrated, seeded embedded store; each browser test file starts from a copy. */
    e2eDataTemplate: string;
  }
}

/** Once per browser run: seed the demo schools once instead of once per test file. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'athletics-e2e-template-'));
  const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  await migrateDatabase(database);
  await seedDemoData(database, testNow());
  await database.close();
  project.provide('e2eDataTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
