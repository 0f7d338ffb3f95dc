import type { NchanPublisher } from '../live/nchan-publisher';
import type { Database, Db } from '../store/database';
import type { ContentChanges } from '../studio/content-changes';

/** What every route group receives. */
export interface ApiDeps {
  db: Db;
  /** The server's clock (tests pass a fixed one). */
  now: () => number;
  /** Call after a write that changes what a tenant's GETs return: drops its cached responses. */
  invalidate: (tenantId: number) => void;
  /** The store behind `db` (its kind and connection string: the live hub LISTENs on PostgreSQL). */
  database?: Database;
  /** Announces content writes (DESIGN 2): the live feed's final box score is one. */
  changes?: ContentChanges;
  /** Issue 46 web push: the VAPID public key browsers subscribe with (env pair or the store's; server/notify/push/vapid-keys.ts). */
  push?: { publicKey: () => Promise<string> };
  /** #49: set when nginx's nchan module holds the fans' live streams (LIVE_PUBLISH_URL). */
  livePublisher?: NchanPublisher;
}
