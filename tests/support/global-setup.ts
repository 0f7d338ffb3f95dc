import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { seedDemoData } from '../../demo/seed';
import { migrateDatabase, openDatabase } from '../../server/store/database';
import { findTestPostgres } from './postgres-probe';
import { databaseUrlFor, type TestFixtures } from './test-fixtures';
import { testNow } from './test-clock';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
    fixtures: TestFixtures | null;
  }
}

interface Prepared {
  postgresUrl: string | null;
  fixtures: TestFixtures;
  dispose(): Promise<void>;
}

/** Seeds the fixtures: a PGlite dump and, with PostgreSQL, a template database. */
async function prepare(): Promise<Prepared> {
  const postgresUrl = await findTestPostgres();
  if (!postgresUrl) console.warn('PostgreSQL not reachable: the PostgreSQL runs of the store suites are skipped.');
  if (process.env.CI && !postgresUrl) throw new Error('CI must test on PostgreSQL, but none answered at TEST_DATABASE_URL or 127.0.0.1:5432.');

  const today = testNow();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'athletics-fixtures-'));
  const pglite = await openDatabase({});
  await migrateDatabase(pglite);
  await seedDemoData(pglite, today);
  const pgliteSnapshot = path.join(dir, 'pglite.tar');
  writeFileSync(pgliteSnapshot, Buffer.from(await (await pglite.dump!()).arrayBuffer()));
  await pglite.close();

  let postgresTemplate: string | null = null;
  if (postgresUrl) {
    postgresTemplate = `athletics_tpl_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${postgresTemplate}"`);
    await admin.end();
    const template = await openDatabase({ databaseUrl: databaseUrlFor(postgresUrl, postgresTemplate) });
    await migrateDatabase(template);
    await seedDemoData(template, today);
    await template.close();
  }

  return {
    postgresUrl: postgresUrl ?? null,
    fixtures: { pgliteSnapshot, postgresTemplate, today },
    async dispose() {
      rmSync(dir, { recursive: true, force: true });
      if (postgresUrl && postgresTemplate) {
        const admin = new pg.Client({ connectionString: postgresUrl });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS "${postgresTemplate}" WITH (FORCE)`);
        await admin.end();
      }
    },
  };
}

// Every test project (core, adapters, server, ui) runs the global setup; they share one preparation.
let shared: Promise<Prepared> | null = null;
let users = 0;

/**
 * Once per run: find the test PostgreSQL (CI must have one), and seed the demo data once — into a
 * PGlite dump and a PostgreSQL template database — so each test file starts from a copy in a
 * second instead of seeding for tens of seconds.
 */
export default async function setup(project: TestProject) {
  shared ??= prepare();
  users += 1;
  const { postgresUrl, fixtures, dispose } = await shared;
  project.provide('postgresUrl', postgresUrl);
  project.provide('fixtures', fixtures);
  return async () => {
    users -= 1;
    if (users === 0) await dispose();
  };
}
