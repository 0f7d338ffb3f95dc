/** The seeded stores a test run prepares once (tests/support/global-setup.ts). */
export interface TestFixtures {
  /** A PGlite data directory dump of the migrated, seeded store. */
  pgliteSnapshot: string;
  /** A PostgreSQL database holding the migrated, seeded store, to clone with CREATE DATABASE ... TEMPLATE. */
  postgresTemplate: string | null;
  /** The `now` the fixtures were seeded with. */
  today: number;
}

/** The same server and credentials, another database. */
export function databaseUrlFor(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
