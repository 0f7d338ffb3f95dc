import pg from 'pg';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** The PostgreSQL to test against: TEST_DATABASE_URL, else the local default when it answers. */
export async function findTestPostgres(env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> {
  const url = env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
  if (env.TEST_DATABASE_URL === '') return undefined;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return url;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}
