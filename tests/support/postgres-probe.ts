import { answers } from '../../scripts/cluster/postgres';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** The PostgreSQL to test against: TEST_DATABASE_URL, else the local default when it answers. */
export async function findTestPostgres(env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> {
  const url = env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
  if (env.TEST_DATABASE_URL === '') return undefined;
  return (await answers(url)) ? url : undefined;
}
