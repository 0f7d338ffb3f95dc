import { request } from 'node:http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_SCHOOLS, type DemoSchool } from '../../../demo/schools';
import { demoStaffOf } from '../../../demo/staff';
import { axeViolations, describeViolations } from './axe';
import type { E2eServer } from './e2e-server';
import type { E2eSession } from './e2e-session';
import { hostOf, openVisitor, type Visit, type VisitorOptions } from './visitor';

/** Both demo schools, for it.each. */
export const SCHOOLS: readonly DemoSchool[] = DEMO_SCHOOLS.filter((school) => school.key === 'ridgemont' || school.key === 'coastalbay');
export const SAVE = { timeout: 15_000 };
/** The phone width for one school (where the studio's layout matters), the desktop one for the other. */
export const STUDIO_WIDTH: Record<string, number> = { ridgemont: 1366, coastalbay: 375 };

export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(describeViolations(await axeViolations(page))).toBe('');
}

/** A school's page address on its own host. */
/** A sport of the school's as the public API lists it. */
export interface SportWire {
  id: number;
  title: string;
  globalSportNameSlug: string | null;
  nonSport?: boolean;
}

/** The school's first real sport (not a 'sport' such as the band) with pages of its own. */
export async function firstSport(session: E2eSession, tenant: string): Promise<SportWire> {
  const sports = await session.apiJson<SportWire[]>('/api/v2/Sports', tenant);
  return sports.find((sport) => !sport.nonSport && sport.globalSportNameSlug)!;
}

export const siteUrl = (server: E2eServer, path: string, tenant: string): string => server.url(path, hostOf(tenant));

/**
 * A school's page or feed as the server sends it to the school's own host (fetch cannot resolve
 * coastalbay.localhost, nor send another Host header, so this asks 127.0.0.1 naming the host).
 */
export function fetchSite(server: E2eServer, path: string, tenant: string): Promise<{ status: number; text: string; location: string | undefined }> {
  const url = new URL(siteUrl(server, path, tenant));
  return new Promise((resolve, reject) => {
    const asked = request({ host: '127.0.0.1', port: server.port, path: url.pathname + url.search, headers: { host: url.host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), location: response.headers.location }));
      response.on('error', reject);
    });
    asked.on('error', reject);
    asked.end();
  });
}

export interface StaffLogin {
  email: string;
  password: string;
}

/** A staff member signed in through the API: the session cookie and the CSRF token every write sends. */
export interface StaffApi {
  cookie: { name: string; value: string };
  /** A studio API call as this member; `ifMatch` is the version a PUT needs. */
  call(method: string, path: string, body?: unknown, ifMatch?: number): Promise<{ status: number; json: Record<string, unknown> }>;
  /** A multipart upload to /api/studio/media. */
  upload(file: Buffer, name: string, alt: string): Promise<{ status: number; json: Record<string, unknown> }>;
}

export async function staffApi(server: E2eServer, tenant: string, login: StaffLogin = demoStaffOf(SCHOOLS.find((school) => school.key === tenant)!)): Promise<StaffApi> {
  const signIn = await fetch(server.url('/api/v2/Auth/login'), { method: 'POST', headers: { tenant, 'content-type': 'application/json' }, body: JSON.stringify(login) });
  expect(signIn.status, `sign-in of ${login.email}`).toBe(200);
  const [name, value] = signIn.headers.getSetCookie()[0]!.split(';')[0]!.split('=') as [string, string];
  const cookie = `${name}=${value}`;
  const session = (await (await fetch(server.url('/api/v2/Auth/session'), { headers: { tenant, cookie } })).json()) as { csrfToken: string };
  const headers = { tenant, cookie, 'x-csrf-token': session.csrfToken };
  const answer = async (response: Response) => ({ status: response.status, json: (response.headers.get('content-type')?.includes('json') ? await response.json() : {}) as Record<string, unknown> });
  return {
    cookie: { name, value },
    async call(method, path, body, ifMatch) {
      const extra: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
      if (ifMatch !== undefined) extra['if-match'] = `"${ifMatch}"`;
      return answer(await fetch(server.url(path), { method, headers: { ...headers, ...extra }, body: body === undefined ? undefined : JSON.stringify(body) }));
    },
    async upload(file, fileName, alt) {
      const form = new FormData();
      form.append('alt', alt);
      form.append('file', new Blob([new Uint8Array(file)]), fileName);
      return answer(await fetch(server.url('/api/studio/media'), { method: 'POST', headers, body: form }));
    },
  };
}

/** A browser context signed in as a staff member of the school (the sign-in form itself is covered in studio.e2e.test.ts). */
export async function openStaff(browser: Browser, server: E2eServer, tenant: string, options: { width?: number; login?: StaffLogin } = {}): Promise<Visit & { api: StaffApi }> {
  const api = await staffApi(server, tenant, options.login);
  const visit = await openVisitor(browser, server, { tenant, bypassCSP: true, width: options.width });
  await visit.context.addCookies([{ ...api.cookie, url: siteUrl(server, '/', tenant) }]);
  await moveBrowserClock(visit.context, server);
  return { ...visit, api };
}

/** A fan's browser whose clock stands where the server's does (the server's may have been moved on). */
export async function openFan(browser: Browser, server: E2eServer, options: VisitorOptions = {}): Promise<Visit> {
  const visit = await openVisitor(browser, server, options);
  await moveBrowserClock(visit.context, server);
  return visit;
}

const movedBy = new WeakMap<BrowserContext, number>();

/** Moves a context's clock on to the server's (a moved clock is replayed in the context's later pages too). */
export async function moveBrowserClock(context: BrowserContext, server: E2eServer): Promise<void> {
  const behind = server.clockOffset() - (movedBy.get(context) ?? 0);
  if (behind <= 0) return;
  await context.clock.fastForward(behind);
  movedBy.set(context, server.clockOffset());
}

/** Moves the server's clock and the given browsers' clocks on together. */
export async function moveClocks(server: E2eServer, ms: number, ...contexts: BrowserContext[]): Promise<void> {
  server.advanceClock(ms);
  for (const context of contexts) await moveBrowserClock(context, server);
}

/** The value a datetime-local input takes for `ms` after the page's clock (the tests' clock, installed in every page), in the page's time zone. */
export function localInputIn(page: Page, ms: number): Promise<string> {
  return page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead);
    return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  }, ms);
}
