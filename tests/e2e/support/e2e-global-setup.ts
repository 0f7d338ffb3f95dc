import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/store/database';
import { seededPgliteSnapshot } from '../../support/seeded-snapshot';
import { TEST_NOW } from '../../support/test-clock';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory holding the migrated, seeded embedded store; each browser test file starts from a copy. */
    e2eDataTemplate: string;
  }
}

/** Once per browser run: the demo schools seeded once (or the unit run's dump of them), not once per test file. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'athletics-e2e-template-'));
  const snapshot = new Blob([readFileSync(await seededPgliteSnapshot(TEST_NOW))]);
  const database = await openDatabase({ dataDir: path.join(dir, 'pglite'), pgliteSnapshot: snapshot });
  await database.close();
  project.provide('e2eDataTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
