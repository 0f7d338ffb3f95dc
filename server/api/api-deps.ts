import type { Database, Db } from '../store/database';

/** What every route group receives. */
export interface ApiDeps {
  db: Db;
  /** The server's clock (tests pass a fixed one). */
  now: () => number;
  /** Call after a write that changes what a tenant's GETs return: drops its cached responses. */
  invalidate: (tenantId: number) => void;
  /** The store behind `db` (its kind and connection string: the live hub LISTENs on PostgreSQL). */
  database?: Database;
}
