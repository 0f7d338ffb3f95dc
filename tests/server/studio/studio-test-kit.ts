import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { openDatabase } from '../../../server/store/database';
import { testNow } from '../../support/test-clock';
import { openTestStore, type StoreKind, type TestStore } from '../../support/test-store';
import { signInStaff, type StaffSignIn } from '../support/staff-sign-in';

export interface StudioCall {
  status: number;
  json: Record<string, unknown> & { error?: { code: string; message: string; fields?: Record<string, string>; current?: Record<string, unknown> } };
  headers: Record<string, unknown>;
  body: string;
}

export interface CallOptions {
  session?: StaffSignIn | null;
  tenant?: string;
  body?: unknown;
  /** The version for If-Match. */
  ifMatch?: number;
  /** false: no x-csrf-token header even with a session. */
  csrf?: boolean;
  headers?: Record<string, string>;
}

/** The real app on a seeded store with a clock the test moves (the scheduler ticked by the test). */
export interface StudioApp {
  app: FastifyInstance;
  store: TestStore;
  now(): number;
  advance(ms: number): void;
  call(method: string, url: string, options?: CallOptions): Promise<StudioCall>;
  signIn(school?: string): Promise<StaffSignIn>;
  close(): Promise<void>;
}

export async function call(app: FastifyInstance, method: string, url: string, options: CallOptions = {}): Promise<StudioCall> {
  const { session, body, ifMatch } = options;
  const headers: Record<string, string> = { tenant: options.tenant ?? 'ridgemont', ...options.headers };
  if (session) headers.cookie = session.cookie;
  if (session && options.csrf !== false) headers['x-csrf-token'] = session.csrfToken;
  if (ifMatch !== undefined) headers['if-match'] = `"${ifMatch}"`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await app.inject({ method: method as 'GET', url, headers, ...(body !== undefined ? { payload: JSON.stringify(body) } : {}) });
  let json: StudioCall['json'];
  try {
    json = response.body ? JSON.parse(response.body) : {};
  } catch {
    json = {};
  }
  return { status: response.statusCode, json, headers: response.headers, body: response.body };
}

export async function startStudioApp(kind: StoreKind = 'pglite', postgresUrl: string | null = null, store?: TestStore): Promise<StudioApp> {
  const opened = store ?? (await openTestStore(kind, postgresUrl));
  let offset = 0;
  const now = () => testNow() + offset;
  const app = await buildApp({ database: opened.database, now, scheduler: false });
  await app.ready();
  return {
    app,
    store: opened,
    now,
    advance: (ms) => {
      offset += ms;
    },
    call: (method, url, options) => call(app, method, url, options),
    signIn: (school = 'ridgemont') => signInStaff(app, school),
    async close() {
      await app.close();
      if (!store) await opened.dispose();
    },
  };
}

/** DESIGN 2 and 7: two instances (A and B) on one PostgreSQL store, each with its own pool and LISTEN connection. */
export async function startTwoInstances(postgresUrl: string): Promise<{ a: StudioApp; b: StudioApp; close(): Promise<void> }> {
  const store = await openTestStore('postgres', postgresUrl);
  const a = await startStudioApp('postgres', postgresUrl, store);
  const second = await openDatabase({ databaseUrl: store.database.connectionString, schemaName: store.database.schemaName });
  const b = await startStudioApp('postgres', postgresUrl, { database: second, dispose: () => second.close() });
  return {
    a,
    b,
    async close() {
      await b.close();
      await second.close();
      await a.close();
      await store.dispose();
    },
  };
}

/** Polls `check` until it holds; the milliseconds that took. Throws after 5 s with `what`. */
export async function untilTrue(check: () => Promise<boolean>, what: string): Promise<number> {
  const start = performance.now();
  for (;;) {
    if (await check()) return performance.now() - start;
    if (performance.now() - start > 5_000) throw new Error(what);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export const STORY = {
  title: 'Falcons Rally Past Rivals in Overtime Thriller',
  body: '<p>The <strong>Falcons</strong> came back from ten points down to win in overtime.</p>',
  subtitle: 'A late run seals it',
  tags: ['Comeback', 'Overtime'],
  writer: 'Dana Editor',
};
