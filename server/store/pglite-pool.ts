import type { PGlite } from '@electric-sql/pglite';
import { PglitePgConnection } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';
import { NamedStatementClient } from './named-statements';

/**
 * PGlite's node-postgres connection, with parameter types as pg passes them: pg hands its per-query type parsers
 * (drizzle's `types: { getTypeParser }`) to `parse` where PGlite's serializer expects an array of type ids.
 */
class PgliteConnection extends PglitePgConnection {
  override parse(query: { types?: unknown }): void {
    super.parse(Array.isArray(query.types) ? query : { ...query, types: undefined });
  }
}

/**
 * The embedded store through node-postgres, as PostgreSQL is used: one connection (PGlite has one session), kept
 * open, and statements named once (named-statements.ts) where PGlite's own `query()` parses, plans and describes
 * every call.
 */
export function pglitePool(client: PGlite): pg.Pool {
  return new pg.Pool({ connection: new PgliteConnection({ pglite: client }), max: 1, idleTimeoutMillis: 0, Client: NamedStatementClient } as pg.PoolConfig);
}
