import type { SQL } from 'drizzle-orm';
import type { Db } from './database';

/** The rows of a raw SQL statement (node-postgres answers `{ rows }` on both stores). */
export async function query<T>(db: Db, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}
