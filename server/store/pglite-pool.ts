import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { NamedStatementClient } from './named-statements';
import { PgliteConnection } from './pglite-connection';

/**
 * The embedded store through node-postgres, as PostgreSQL is used: one connection (PGlite has one session), kept
 * open, and statements named once (named-statements.ts) where PGlite's own `query()` parses, plans and describes
 * every call.
 */
export function pglitePool(client: PGlite): pg.Pool {
  return new pg.Pool({ connection: new PgliteConnection(client), max: 1, idleTimeoutMillis: 0, Client: NamedStatementClient } as pg.PoolConfig);
}
