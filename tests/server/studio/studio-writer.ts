import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../../server/app';
import { createStaffAccount } from '../../../server/auth/staff-accounts';
import { DEMO_SCHOOLS } from '../../../demo/schools';
import { demoStaffOf } from '../../../demo/staff';
import { TenantDirectory } from '../../../server/tenants/tenant-directory';
import { testNow } from '../../support/test-clock';
import { openTestStore, type StoreKind, type TestStore } from '../../support/test-store';

export const SCHOOL = DEMO_SCHOOLS[0]!.key;
export const OTHER_SCHOOL = DEMO_SCHOOLS[1]!.key;

export interface Session {
  tenant: string;
  cookie: string;
  csrfToken: string;
}

export interface Answer {
  status: number;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- a test reads what the wire says
  headers: Record<string, unknown>;
  body: string;
  raw: Buffer;
}

export interface CallOptions {
  json?: unknown;
  payload?: Buffer;
  headers?: Record<string, string>;
  ifMatch?: number | string;
}

/** One request to the app as a staff session (none: signed out), with its If-Match and JSON body; the answer's JSON read when it is JSON. */
export async function callAs(app: FastifyInstance, session: Session | null, method: string, url: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { tenant: session?.tenant ?? SCHOOL, ...options.headers };
  if (session) {
    headers.cookie = session.cookie;
    headers['x-csrf-token'] = session.csrfToken;
  }
  if (options.ifMatch !== undefined) headers['if-match'] = typeof options.ifMatch === 'number' ? `"${options.ifMatch}"` : options.ifMatch;
  let payload: string | Buffer | undefined = options.payload;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.json);
  }
  const response = await app.inject({ method: method as 'GET', url, headers, payload });
  let json: unknown;
  try {
    json = response.body ? JSON.parse(response.body) : null;
  } catch {
    json = null;
  }
  return { status: response.statusCode, json, headers: response.headers, body: response.body, raw: response.rawPayload };
}

/** The real app over a seeded store, with a clock the test moves and helpers to call /api/studio as staff. */
export interface StudioWriter {
  app: FastifyInstance;
  store: TestStore;
  /** Moves the server's clock on by `ms`. */
  advance(ms: number): void;
  now(): number;
  signIn(tenant?: string, account?: { email: string; password: string }): Promise<Session>;
  /** A new staff account of the school, signed in. */
  addAccount(role: 'editor' | 'admin', tenant?: string): Promise<Session & { accountId: number; email: string }>;
  call(session: Session | null, method: string, url: string, options?: CallOptions): Promise<Answer>;
  close(): Promise<void>;
}

let accounts = 0;

export async function startStudioWriter(kind: StoreKind, postgresUrl: string | null, appOptions: Partial<AppOptions> = {}): Promise<StudioWriter> {
  const store = await openTestStore(kind, postgresUrl);
  let offset = 0;
  const now = () => testNow() + offset;
  const app = await buildApp({ database: store.database, now, scheduler: false, ...appOptions });
  const tenants = new TenantDirectory(store.database.db);
  await tenants.load();

  const signIn = async (tenant = SCHOOL, account?: { email: string; password: string }): Promise<Session> => {
    const { email, password } = account ?? demoStaffOf(DEMO_SCHOOLS.find((school) => school.key === tenant)!);
    const response = await app.inject({ method: 'POST', url: '/api/v2/Auth/login', headers: { tenant, 'content-type': 'application/json' }, payload: { email, password } });
    if (response.statusCode !== 200) throw new Error(`sign-in as ${email} answered ${response.statusCode}: ${response.body}`);
    const setCookie = [response.headers['set-cookie']].flat().find((value): value is string => typeof value === 'string' && value.startsWith('staff_session='));
    return { tenant, cookie: setCookie!.split(';')[0]!, csrfToken: (response.json() as { csrfToken: string }).csrfToken };
  };

  return {
    app,
    store,
    advance: (ms) => {
      offset += ms;
    },
    now,
    signIn,
    async addAccount(role, tenant = SCHOOL) {
      const email = `${role}${++accounts}-${Math.round(testNow())}@${tenant}.example.edu`;
      const password = `a long password ${accounts}`;
      const row = await createStaffAccount(store.database.db, tenants.byTenantKey(tenant)!.id, { email, password, role, displayName: `Test ${role} ${accounts}` });
      return { ...(await signIn(tenant, { email, password })), accountId: row.id, email };
    },
    call: (session, method, url, options) => callAs(app, session, method, url, options),
    async close() {
      await app.close();
      await store.dispose();
    },
  };
}

export interface FilePart {
  name: string;
  filename: string;
  contentType: string;
  body: Buffer;
}

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipartBody(parts: Array<FilePart | { name: string; value: string }>): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----studio-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`), part.body, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
