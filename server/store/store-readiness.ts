import { sql } from 'drizzle-orm';
import { migrationsOfThisBuild, type Database } from './database';
import { isStoreUnavailable, unavailableReason } from './store-unavailable';

/** A readiness probe waits no longer than this for the store: a balancer's probe has its own short timeout. */
const READY_TIMEOUT_MS = 2_000;

export type StoreReadiness =
  | { ready: true; migration: string | null }
  | { ready: false; reason: 'unreachable'; detail: string }
  | { ready: false; reason: 'migrations-pending'; pending: string[] };

/**
 * #28: whether this instance can serve: the store answers a trivial query (the names of its applied
 * migrations) and has every migration this build has. A store a newer build migrated further is ready
 * (instances of both builds run side by side during a rolling upgrade).
 */
export async function storeReadiness(database: Database, timeoutMs = READY_TIMEOUT_MS): Promise<StoreReadiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`the store did not answer within ${timeoutMs} ms`), { code: 'ETIMEDOUT' })), timeoutMs);
  });
  try {
    const result = (await Promise.race([database.db.execute(sql`SELECT name FROM schema_migrations`), timeout])) as unknown as { rows: Array<{ name: string }> };
    const applied = new Set(result.rows.map((row) => row.name));
    const ours = migrationsOfThisBuild();
    const pending = ours.filter((name) => !applied.has(name));
    return pending.length > 0 ? { ready: false, reason: 'migrations-pending', pending } : { ready: true, migration: ours.at(-1) ?? null };
  } catch (error) {
    // No schema_migrations table: a store never migrated (42P01 undefined_table) is behind on every migration.
    if ((error as { code?: string }).code === '42P01' || (error as { cause?: { code?: string } }).cause?.code === '42P01') {
      return { ready: false, reason: 'migrations-pending', pending: migrationsOfThisBuild() };
    }
    if (isStoreUnavailable(error)) return { ready: false, reason: 'unreachable', detail: unavailableReason(error) };
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
