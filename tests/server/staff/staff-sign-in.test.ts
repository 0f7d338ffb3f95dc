import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { LOGIN_WINDOW_MS, MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ADDRESS } from '../../../server/auth/login-limits';
import { SESSION_IDLE_MS } from '../../../server/auth/staff-sessions';
import { parseTrustProxy } from '../../../server/config';
import { DEMO_SCHOOLS } from '../../../demo/schools';
import { demoStaffOf } from '../../../demo/staff';
import { staffSessions } from '../../../server/store/tables/staff';
import { testNow } from '../../support/test-clock';
import { openTestStore, storeKinds, type TestStore } from '../../support/test-store';
import { signInStaff } from '../support/staff-sign-in';

const RIDGEMONT = demoStaffOf(DEMO_SCHOOLS[0]!);
const MINUTE = 60_000;

describe.each(storeKinds(inject('postgresUrl')))('staff sign-in on %s', (kind) => {
  let store: TestStore;
  let app: FastifyInstance;
  // The server's clock, moved by the tests (idle expiry, the rate limit's window).
  let offset = 0;
  let address = 0;

  beforeAll(async () => {
    store = await openTestStore(kind, inject('postgresUrl'));
    app = await buildApp({ database: store.database, now: () => testNow() + offset });
  });
  afterAll(async () => {
    await app?.close();
    await store?.dispose();
  });

  /** Each test signs in from an address of its own, so the per-address limit of one does not touch another. */
  const nextAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;
  const login = (body: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/v2/Auth/login', headers: { tenant: 'ridgemont', 'content-type': 'application/json', ...headers }, payload: body as object });
  const session = (cookie: string | undefined, tenant = 'ridgemont') => app.inject({ method: 'GET', url: '/api/v2/Auth/session', headers: { tenant, ...(cookie ? { cookie } : {}) } });
  const post = (url: string, headers: Record<string, string>) => app.inject({ method: 'POST', url, headers: { tenant: 'ridgemont', ...headers } });
  const cookieOf = (setCookie: unknown) => String([setCookie].flat()[0]).split(';')[0]!;

  it('signs the seeded staff member in with an HttpOnly, SameSite=Lax session cookie and answers who and the CSRF token', async () => {
    const response = await login({ email: ` ${RIDGEMONT.email.toUpperCase()} `, password: RIDGEMONT.password }, { 'x-forwarded-for': nextAddress() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^staff_session=[\w-]{40,}; Path=\/; HttpOnly; SameSite=Lax$/);
    const body = response.json();
    expect(body.staff).toEqual({ email: RIDGEMONT.email, displayName: RIDGEMONT.displayName, role: 'admin' });
    expect(body.csrfToken).toMatch(/^[\w-]{40,}$/);
    expect(JSON.stringify(body)).not.toContain('argon2');

    const current = await session(cookieOf(response.headers['set-cookie']));
    expect(current.json()).toEqual(body);
    expect(current.headers['cache-control']).toBe('private, no-store');
  });

  it('marks the cookie Secure outside localhost', async () => {
    const response = await login({ email: RIDGEMONT.email, password: RIDGEMONT.password }, { host: 'athletics.ridgemont.example.edu', 'x-forwarded-for': nextAddress() });
    expect(String(response.headers['set-cookie'])).toContain('; Secure');
  });

  it('answers an unknown email and a wrong password alike, and signs nobody in', async () => {
    const from = nextAddress();
    const unknown = await login({ email: 'nobody@ridgemont.example.edu', password: RIDGEMONT.password }, { 'x-forwarded-for': from });
    const wrong = await login({ email: RIDGEMONT.email, password: 'not the password' }, { 'x-forwarded-for': from });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.json().error.message).toBe('The email or password is not correct.');
    expect(unknown.headers['set-cookie']).toBeUndefined();
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a body that is not an email and a password with 400, and a sign-in from another site with 403', async () => {
    expect((await login({ email: 5 })).statusCode).toBe(400);
    expect((await login('nonsense')).statusCode).toBe(400);
    const crossSite = await login({ email: RIDGEMONT.email, password: RIDGEMONT.password }, { origin: 'https://evil.example', 'x-forwarded-for': nextAddress() });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.headers['set-cookie']).toBeUndefined();
  });

  it("knows no session of another school: that school's site sees nobody signed in", async () => {
    const { cookie } = await signInStaff(app, 'ridgemont');
    expect((await session(cookie, 'coastalbay')).json()).toEqual({ staff: null, csrfToken: null });
    const everywhere = await app.inject({ method: 'POST', url: '/api/v2/Auth/logout-everywhere', headers: { tenant: 'coastalbay', cookie, 'x-csrf-token': (await session(cookie)).json().csrfToken } });
    expect(everywhere.statusCode).toBe(403);
    expect((await session(cookie)).json().staff).not.toBeNull();
  });

  it('finds nobody behind a forged or malformed cookie', async () => {
    for (const cookie of ['staff_session=' + 'A'.repeat(43), 'staff_session=../../etc', 'staff_session=', 'other=1']) {
      expect((await session(cookie)).json()).toEqual({ staff: null, csrfToken: null });
    }
  });

  it('ends a session after 12 idle hours, and keeps one that is used', async () => {
    const { cookie } = await signInStaff(app, 'ridgemont');
    offset += SESSION_IDLE_MS - MINUTE;
    expect((await session(cookie)).json().staff).not.toBeNull();
    // Used a moment ago: another 12 hours less a minute from now it still holds.
    offset += SESSION_IDLE_MS - MINUTE;
    expect((await session(cookie)).json().staff).not.toBeNull();
    offset += SESSION_IDLE_MS;
    expect((await session(cookie)).json()).toEqual({ staff: null, csrfToken: null });
  });

  it('signs out only with the CSRF token, from our own pages, and the cookie then signs nobody in', async () => {
    const { cookie, csrfToken } = await signInStaff(app, 'ridgemont');
    expect((await post('/api/v2/Auth/logout', { cookie })).statusCode).toBe(403);
    expect((await post('/api/v2/Auth/logout', { cookie, 'x-csrf-token': 'guess' })).statusCode).toBe(403);
    // A cross-site form post carries no custom header; even one that did is refused by its origin.
    expect((await post('/api/v2/Auth/logout', { cookie, 'x-csrf-token': csrfToken, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await post('/api/v2/Auth/logout', { cookie, 'x-csrf-token': csrfToken, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await session(cookie)).json().staff).not.toBeNull();

    const out = await post('/api/v2/Auth/logout', { cookie, 'x-csrf-token': csrfToken, origin: 'http://localhost' });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    expect((await session(cookie)).json()).toEqual({ staff: null, csrfToken: null });
  });

  it('checks the CSRF token on every state-changing request made with the session, not only its own', async () => {
    const { cookie } = await signInStaff(app, 'ridgemont');
    const subscribe = await app.inject({ method: 'POST', url: '/api/v2/Subscriptions', headers: { tenant: 'ridgemont', cookie, 'content-type': 'application/json' }, payload: { email: 'fan@example.com', sports: [] } });
    expect(subscribe.statusCode).toBe(403);
    expect(subscribe.json().error.code).toBe('csrf_token_invalid');
  });

  it('signs out everywhere: every session of the account ends', async () => {
    const first = await signInStaff(app, 'ridgemont');
    const second = await signInStaff(app, 'ridgemont');
    const other = await signInStaff(app, 'coastalbay');
    expect((await post('/api/v2/Auth/logout-everywhere', { cookie: first.cookie, 'x-csrf-token': first.csrfToken })).statusCode).toBe(200);
    expect((await session(second.cookie)).json().staff).toBeNull();
    expect((await session(other.cookie, 'coastalbay')).json().staff).not.toBeNull();
    expect((await post('/api/v2/Auth/logout-everywhere', {})).statusCode).toBe(401);
  });

  it('gives every sign-in a new session id and stores only its hash', async () => {
    const first = await signInStaff(app, 'ridgemont');
    const again = await app.inject({ method: 'POST', url: '/api/v2/Auth/login', headers: { tenant: 'ridgemont', cookie: first.cookie, 'content-type': 'application/json', 'x-csrf-token': first.csrfToken }, payload: { email: RIDGEMONT.email, password: RIDGEMONT.password } });
    expect(again.statusCode).toBe(200);
    expect(cookieOf(again.headers['set-cookie'])).not.toBe(first.cookie);
    expect((await session(first.cookie)).json().staff).toBeNull();
    const stored = (await store.database.db.select({ idHash: staffSessions.idHash }).from(staffSessions)).map((row) => row.idHash);
    expect(stored).not.toContain(cookieOf(again.headers['set-cookie']).split('=')[1]);
  });

  it('locks an account after 5 failed sign-ins for 15 minutes, even for the right password, then lets it in', async () => {
    const email = DEMO_SCHOOLS[1] ? demoStaffOf(DEMO_SCHOOLS[1]).email : '';
    const coastal = (body: object, from: string) => app.inject({ method: 'POST', url: '/api/v2/Auth/login', headers: { tenant: 'coastalbay', 'content-type': 'application/json', 'x-forwarded-for': from }, payload: body });
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT; attempt++) expect((await coastal({ email, password: `wrong ${attempt}` }, nextAddress())).statusCode).toBe(401);
    const locked = await coastal({ email, password: demoStaffOf(DEMO_SCHOOLS[1]!).password }, nextAddress());
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_WINDOW_MS / 1000);
    offset += LOGIN_WINDOW_MS;
    expect((await coastal({ email, password: demoStaffOf(DEMO_SCHOOLS[1]!).password }, nextAddress())).statusCode).toBe(200);
  });

  it('limits one address guessing many accounts', async () => {
    const from = nextAddress();
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ADDRESS; attempt++) {
      expect((await login({ email: `guess${attempt}@ridgemont.example.edu`, password: 'wrong password' }, { 'x-forwarded-for': from })).statusCode).toBe(401);
    }
    expect((await login({ email: RIDGEMONT.email, password: RIDGEMONT.password }, { 'x-forwarded-for': from })).statusCode).toBe(429);
    expect((await login({ email: RIDGEMONT.email, password: RIDGEMONT.password }, { 'x-forwarded-for': nextAddress() })).statusCode).toBe(200);
  });

  it('counts a client that is not behind our proxy by its own address, whatever X-Forwarded-For it sends', async () => {
    const from = `198.51.100.${address % 250}`;
    let guess = 0;
    // A new account and a new forwarded address each time: only the real address is the same.
    const attempt = (password: string) =>
      app.inject({ method: 'POST', url: '/api/v2/Auth/login', remoteAddress: from, headers: { tenant: 'ridgemont', 'content-type': 'application/json', 'x-forwarded-for': nextAddress() }, payload: { email: `spoofer${++guess}@ridgemont.example.edu`, password } });
    for (let tried = 0; tried < MAX_FAILURES_PER_ADDRESS; tried++) expect((await attempt('wrong password')).statusCode).toBe(401);
    expect((await attempt('wrong password')).statusCode).toBe(429);
    offset += LOGIN_WINDOW_MS;
  });
});

describe('TRUST_PROXY', () => {
  it('believes forwarded addresses from a proxy on this machine unless told otherwise', () => {
    expect(parseTrustProxy(undefined)).toBe('loopback');
    expect(parseTrustProxy('')).toBe('loopback');
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy(' 10.0.0.0/8, loopback ')).toBe('10.0.0.0/8, loopback');
  });
});
