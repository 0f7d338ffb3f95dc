import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { and, asc, eq, lte } from 'drizzle-orm';
import { createStaffAccount } from '../../../server/auth/staff-accounts';
import { SESSION_COOKIE } from '../../../server/auth/session-cookie';
import { StaffSessions } from '../../../server/auth/staff-sessions';
import type { NotifySettings } from '../../../server/notify/notify-settings';
import type { Db } from '../../../server/store/database';
import { stories } from '../../../server/store/tables/editorial';
import { sports, tenants } from '../../../server/store/tables/foundation';
import { ContentChanges } from '../../../server/studio/content-changes';
import type { StudioDeps } from '../../../server/studio/studio-deps';
import { registerStudioRoutes } from '../../../server/studio/studio-routes';
import { TenantDirectory } from '../../../server/tenants/tenant-directory';
import { testNow } from '../../support/test-clock';
import { openTestStore, type StoreKind, type TestStore } from '../../support/test-store';
import { callAs, SCHOOL, type Answer, type CallOptions, type Session } from './studio-writer';

/**
 * The studio alone (/api/studio, every feature) over a seeded store, with the notify settings its newsletter and
 * outbox routes read (a temporary outbox directory). No outbox runs beside it, so what a test writes into
 * notify_events and notify_deliveries stays as written; staff sessions are started in the store directly.
 */
export interface NewsletterStudio {
  store: TestStore;
  db: Db;
  studio: FastifyInstance;
  deps: StudioDeps;
  outboxDir: string;
  /** The schools whose cached answers the studio's writes dropped, and those it told of a write fans never see, in order. */
  announced: { invalidated: number[]; privateWrites: number[] };
  now(): number;
  addAccount(role: 'editor' | 'admin', tenant?: string): Promise<Session & { accountId: number; email: string }>;
  call(session: Session | null, method: string, url: string, options?: CallOptions): Promise<Answer>;
  tenantId(key: string): Promise<number>;
  /** Published stories of the school with plain titles (no characters HTML would escape), oldest first. */
  publishedStories(key: string, howMany: number): Promise<Array<{ id: number; title: string }>>;
  sportIds(key: string): Promise<number[]>;
  close(): Promise<void>;
}

let accounts = 0;

export async function startNewsletterStudio(kind: StoreKind, postgresUrl: string | null): Promise<NewsletterStudio> {
  const store = await openTestStore(kind, postgresUrl);
  const { database } = store;
  const { db } = database;
  const now = testNow;
  // The outbox inside a directory of its own, so a test can put a file beside it (outside the outbox).
  const root = await mkdtemp(path.join(tmpdir(), 'newsletter-outbox-'));
  const outboxDir = path.join(root, 'outbox');
  await mkdir(outboxDir);
  const notify: NotifySettings = { publicUrl: 'http://localhost:3000', outboxDir };
  const directory = new TenantDirectory(db);
  await directory.load();
  const announced = { invalidated: [] as number[], privateWrites: [] as number[] };
  const changes = new ContentChanges({
    database,
    invalidate: (tenantId) => announced.invalidated.push(tenantId),
    onPrivateWrite: (tenantId) => announced.privateWrites.push(tenantId),
    onError: (error) => {
      throw error;
    },
  });
  const deps: StudioDeps = { db, now, changes, database, tenants: directory, notify };
  const sessions = new StaffSessions(db, now);
  const studio = Fastify();
  await registerStudioRoutes(studio, deps, sessions);
  await studio.ready();

  const tenantId = async (key: string) => (await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, key)))[0]!.id;

  return {
    store,
    db,
    studio,
    deps,
    outboxDir,
    announced,
    now,
    tenantId,
    async addAccount(role, tenant = SCHOOL) {
      accounts += 1;
      const email = `${role}${accounts}@${tenant}.example.edu`;
      const account = await createStaffAccount(db, await tenantId(tenant), { email, password: `a long password ${accounts}`, role, displayName: `Test ${role} ${accounts}` });
      const session = await sessions.start(account);
      return { tenant, cookie: `${SESSION_COOKIE}=${session.id}`, csrfToken: session.csrfToken, accountId: account.id, email };
    },
    call: (session, method, url, options) => callAs(studio, session, method, url, options),
    async publishedStories(key, howMany) {
      const id = await tenantId(key);
      const rows = await db
        .select({ id: stories.id, title: stories.title })
        .from(stories)
        .where(and(eq(stories.tenantId, id), eq(stories.hidden, false), lte(stories.postDate, new Date(now()))))
        .orderBy(asc(stories.id));
      return rows.filter((row) => /^[\w\s,.-]+$/.test(row.title)).slice(0, howMany);
    },
    async sportIds(key) {
      const rows = await db.select({ id: sports.id }).from(sports).where(eq(sports.tenantId, await tenantId(key))).orderBy(asc(sports.id));
      return rows.map((row) => row.id);
    },
    async close() {
      await studio.close();
      await store.dispose();
      await rm(root, { recursive: true, force: true });
    },
  };
}
