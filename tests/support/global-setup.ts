import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { seedDemoData } from '../../demo/seed';
import { migrateDatabase, openDatabase } from '../../server/store/database';
import { findTestPostgres } from './postgres-probe';
import { databaseUrlFor, type TestFixtures } from './test-fixtures';
import { seededPgliteSnapshot } from './seeded-snapshot';
import { TEST_NOW } from './test-clock';

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

/** A PostgreSQL template database holding the migrated, seeded store. */
async function seedPostgresTemplate(postgresUrl: string, now: number): Promise<string> {
  const name = `athletics_tpl_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const template = await openDatabase({ databaseUrl: databaseUrlFor(postgresUrl, name) });
  await migrateDatabase(template);
  await seedDemoData(template, now);
  await template.close();
  return name;
}

/** Seeds the fixtures: a PGlite dump and, with PostgreSQL, a template database, the two at once. */
async function prepare(): Promise<Prepared> {
  const postgresUrl = await findTestPostgres();
  if (!postgresUrl) console.warn('PostgreSQL not reachable: the PostgreSQL runs of the store suites are skipped.');
  if (process.env.CI && !postgresUrl) throw new Error('CI must test on PostgreSQL, but none answered at TEST_DATABASE_URL or 127.0.0.1:5432.');

  const today = TEST_NOW;
  const [pgliteSnapshot, postgresTemplate] = await Promise.all([seededPgliteSnapshot(today), postgresUrl ? seedPostgresTemplate(postgresUrl, today) : null]);

  return {
    postgresUrl: postgresUrl ?? null,
    fixtures: { pgliteSnapshot, postgresTemplate, today },
    async dispose() {
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
