import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addSchool, parseAddSchoolArgs } from '../../../server/school/add-school';
import { exportSchool } from '../../../server/school/archive/export-school';
import { restoreSchool } from '../../../server/school/archive/restore-school';
import { removeSchool } from '../../../server/school/remove-school';
import { auditLog } from '../../../server/store/tables/studio';
import { openDatabase, type Database } from '../../../server/store/database';
import { tenants } from '../../../server/store/tables/foundation';
import { staffAccounts } from '../../../server/store/tables/staff';
import { testNow } from '../../support/test-clock';
import { startTestApi, type TestApi } from '../support/test-api';
import { buildApp } from '../../../server/app';
import { openTestStore, type TestStore } from '../../support/test-store';
import { TenantDirectory } from '../../../server/tenants/tenant-directory';

const postgresUrl = inject('postgresUrl');
const PASSWORD = 'correct horse battery staple';
const NEW_SCHOOL = ['--key', 'ridgeview', '--name', 'Ridgeview College', '--admin-email', 'AD@Ridgeview.edu', '--colors', '#f2b632,#0b3d6e', '--domain', 'athletics.ridgeview.edu', '--mascot', 'Hawk', '--time-zone', 'America/Chicago'];

interface OpenApiDocument {
  paths: Record<string, { get?: { parameters?: Array<{ name: string; in: string; required?: boolean }> } }>;
}

/** A value of the right shape for a parameter of an empty school: it names nothing that exists, which the API must answer without a 5xx. */
function placeholder(name: string): string {
  const lower = name.toLowerCase();
  if (lower.includes('date')) return '2026-09-01T00:00:00';
  if (lower === 'year') return '2026';
  if (lower.endsWith('id') || lower.endsWith('ids') || lower === 'id') return '1';
  if (lower === 'type') return 'ics';
  return 'football';
}

async function rowsOf(database: Database): Promise<{ tenants: number; accounts: number }> {
  const [schools] = await database.db.select({ n: count() }).from(tenants);
  const [accounts] = await database.db.select({ n: count() }).from(staffAccounts);
  return { tenants: schools!.n, accounts: accounts!.n };
}

describe('school:add on the embedded store', () => {
  let store: TestStore;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    store = await openTestStore('pglite', null);
    await addSchool(store.database, parseAddSchoolArgs(NEW_SCHOOL), PASSWORD, testNow);
    app = await buildApp({ database: store.database, now: testNow });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await store?.dispose();
  });

  const get = (url: string, headers: Record<string, string> = { tenant: 'ridgeview' }) => app.inject({ method: 'GET', url, headers });

  it('refuses a taken key, a taken domain, a weak password and bad colours, writing nothing', async () => {
    const before = await rowsOf(store.database);
    const attempts: Array<[string[], string, RegExp]> = [
      [NEW_SCHOOL, PASSWORD, /A school with the key 'ridgeview' already exists/],
      [['--key', 'other', '--name', 'Other College', '--admin-email', 'a@other.edu', '--domain', 'athletics.ridgeview.edu'], PASSWORD, /already served at athletics\.ridgeview\.edu \(ridgeview\)/],
      [['--key', 'other', '--name', 'Other College', '--admin-email', 'a@other.edu'], 'short', /at least 12 characters/],
    ];
    for (const [argv, password, message] of attempts) await expect(addSchool(store.database, parseAddSchoolArgs(argv), password, testNow)).rejects.toThrow(message);
    expect(() => parseAddSchoolArgs(['--key', 'other', '--name', 'Other', '--admin-email', 'a@b.edu', '--colors', 'red'])).toThrow(/Give two colours|#rrggbb/);
    expect(() => parseAddSchoolArgs(['--key', 'other', '--name', 'Other', '--admin-email', 'a@b.edu', '--time-zone', 'Mars/Olympus'])).toThrow(/IANA name/);
    expect(() => parseAddSchoolArgs(['--key', 'Not A Key', '--name', 'Other', '--admin-email', 'a@b.edu'])).toThrow(/lower-case letters/);
    expect(() => parseAddSchoolArgs(['--name', 'Other'])).toThrow(/usage: npm run school:add/);
    expect(await rowsOf(store.database)).toEqual(before);
  });

  it('serves the new school at its domain and <key>.localhost, with its settings, colours and logo', async () => {
    const directory = new TenantDirectory(store.database.db);
    await directory.load();
    for (const host of ['athletics.ridgeview.edu', 'ridgeview.localhost:3000']) expect(directory.byHost(host)?.key, host).toBe('ridgeview');
    const settings = (await get('/api/v2/common/settings')).json();
    expect(settings).toMatchObject({ tenant: 'ridgeview', schoolName: 'Ridgeview College', siteName: 'Ridgeview College Athletics', supportEmail: 'ad@ridgeview.edu', sponsorLogo: null, headerButtons: [] });
    // A gold primary takes dark text, a navy secondary white text (readable either way).
    expect(settings.theme).toEqual({ primaryColor: '#f2b632', primaryTextColor: '#1a1a1a', secondaryColor: '#0b3d6e', secondaryTextColor: '#ffffff' });
    expect(settings.settings).toMatchObject({ mascotSingular: 'Hawk', mascotPlural: 'Hawks' });
    expect((await get('/api/v2/Calendar/settings')).json()).toMatchObject({ timeZone: 'America/Chicago' });
    const logo = await app.inject({ method: 'GET', url: '/media/ridgeview/logo.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toContain('aria-label="Ridgeview College"');
    expect(logo.body).toContain('>RC</text>');
  });

  it('answers every GET path of the OpenAPI document (v2 and v2.1) for the empty school without a 5xx, with empty lists', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument;
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      if (!methods.get || path.includes('/live/') || path.endsWith('/stream')) continue;
      let url = path.replace(/\{(\w+)\}/g, (_, name: string) => placeholder(name)).replace('*', 'nothing/here.pdf');
      const query = (methods.get.parameters ?? []).filter((parameter) => parameter.in === 'query' && parameter.required).map((parameter) => `${parameter.name}=${placeholder(parameter.name)}`);
      if (query.length) url += `?${query.join('&')}`;
      const response = await get(url);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode >= 500) failures.push(`GET ${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    console.info(`empty school: ${[...statuses.values()].reduce((a, b) => a + b, 0)} GET paths answered, by status ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(failures).toEqual([]);
    expect((await get('/api/v2/Sports')).json()).toEqual([]);
    expect((await get('/api/v2/Stories')).json()).toMatchObject({ items: [] });
    expect((await get('/api/v2/Staff')).json()).toMatchObject({ items: [] });
  }, 120_000);

  it('lets its admin sign in with the password given, and no other school’s account', async () => {
    const signIn = (tenant: string, email: string, password: string) =>
      app.inject({ method: 'POST', url: '/api/v2/Auth/login', headers: { tenant, 'content-type': 'application/json' }, payload: { email, password } });
    const admin = await signIn('ridgeview', 'ad@ridgeview.edu', PASSWORD);
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ staff: { role: 'admin', email: 'ad@ridgeview.edu' } });
    expect((await signIn('ridgemont', 'ad@ridgeview.edu', PASSWORD)).statusCode).toBe(401);
  });

  it('exported and restored under another key, its admin still signs in and its creation names the new school', async () => {
    const restored = await restoreSchool(store.database, (await exportSchool(store.database, 'ridgeview')).bytes, { as: 'ridgeview-copy', hosts: [] });
    const created = await store.database.db.select().from(auditLog).where(and(eq(auditLog.tenantId, restored.tenantId), eq(auditLog.kind, 'school'), eq(auditLog.action, 'create')));
    expect(created.map((row) => row.itemId)).toEqual([restored.tenantId]);
    // A server started after the restore (on PGlite the command runs while no server does).
    const restarted = await buildApp({ database: store.database, now: testNow });
    try {
      const signIn = await restarted.inject({ method: 'POST', url: '/api/v2/Auth/login', headers: { tenant: 'ridgeview-copy', 'content-type': 'application/json' }, payload: { email: 'ad@ridgeview.edu', password: PASSWORD } });
      expect(signIn.statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});

describe.skipIf(!postgresUrl)('school:add and school:remove beside a running server on PostgreSQL', () => {
  let api: TestApi;
  let command: Database;

  beforeAll(async () => {
    api = await startTestApi('postgres', postgresUrl);
    await api.get('/api/v2/Sports');
    // The command's own connection, as `npm run school:add` opens beside the servers.
    command = await openDatabase({ databaseUrl: api.store.database.connectionString! });
  }, 120_000);
  afterAll(async () => {
    await command?.close();
    await api?.close();
  });

  async function waitForStatus(tenant: string, status: number): Promise<number> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const answer = await api.get('/api/v2/common/settings', tenant);
      if (answer.status === status) return status;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return (await api.get('/api/v2/common/settings', tenant)).status;
  }

  it('serves a school added by command at once, and stops serving it when removed', async () => {
    expect((await api.get('/api/v2/common/settings', 'ridgeview')).status).toBe(400);
    const added = await addSchool(command, parseAddSchoolArgs(NEW_SCHOOL), PASSWORD, testNow);
    expect(await waitForStatus('ridgeview', 200)).toBe(200);
    expect((await api.get('/api/v2/Sports', 'ridgeview')).json).toEqual([]);
    expect(await removeSchool(command, 'ridgeview')).toMatch(/Removed Ridgeview College \(ridgeview\)/);
    expect(await waitForStatus('ridgeview', 400)).toBe(400);
    const [left] = await command.db.select({ n: count() }).from(staffAccounts).where(eq(staffAccounts.tenantId, added.tenantId));
    expect(left!.n).toBe(0);
    await expect(removeSchool(command, 'ridgeview')).rejects.toThrow(/No school with the key 'ridgeview'/);
  }, 60_000);
});
