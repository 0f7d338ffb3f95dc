import type { Browser, BrowserContext, Page } from 'playwright-core';
import { splashCookieName } from '../../../core/splash/splash-rules';
import { watchErrors } from './browser';
import type { E2eServer } from './e2e-server';

export interface Visit {
  page: Page;
  context: BrowserContext;
  /** Console and page errors seen so far. */
  errors: string[];
}

export interface VisitorOptions {
  tenant?: string;
  /** Whether the visitor has already seen the running takeovers (default true). */
  seenTakeovers?: boolean;
  /** Whether the visitor has already continued past the running splash pages (default true). */
  seenSplash?: boolean;
  width?: number;
  /** Lets a test inject axe-core past our CSP. */
  bypassCSP?: boolean;
  /** Another site of the same demo (e.g. the in-memory one) that gets the same takeover and splash cookies. */
  alsoOn?: string;
}

/** The host a school's fans use: the first school is the default host. */
export const hostOf = (tenant: string): string | undefined => (tenant === 'ridgemont' ? undefined : tenant);

async function apiJson<T>(server: E2eServer, path: string, tenant: string): Promise<T> {
  const response = await fetch(server.url(path), { headers: { tenant } });
  return (await response.json()) as T;
}

/** The cookie names of every takeover the school runs (home and each sport home). */
async function takeoverCookies(server: E2eServer, tenant: string): Promise<string[]> {
  const sports = await apiJson<Array<{ id: number }>>(server, '/api/v2/Sports', tenant);
  const lists = await Promise.all(
    [0, ...sports.map((sport) => sport.id)].map((id) => apiJson<{ takeovers: Array<{ cookie: string | null }> }>(server, `/api/v2/Takeovers?sportId=${id}`, tenant)),
  );
  return lists.flatMap((list) => list.takeovers.flatMap((takeover) => (takeover.cookie ? [takeover.cookie] : [])));
}

/** The continue cookies of every splash the school runs (home and each sport), so no splash covers the page. */
async function splashCookies(server: E2eServer, tenant: string): Promise<string[]> {
  const sports = await apiJson<Array<{ id: number }>>(server, '/api/v2/Sports', tenant);
  const ids = await Promise.all(
    [0, ...sports.map((sport) => sport.id)].map(async (id) => {
      const response = await fetch(server.url(id === 0 ? '/api/v2/Splash' : `/api/v2/Splash/${id}`), { headers: { tenant } });
      // A sport without a splash may answer 200 with no data.
      return response.status === 200 ? ((await response.json()) as { data: { id: number } | null }).data?.id : undefined;
    }),
  );
  return ids.flatMap((id) => (id === undefined ? [] : [splashCookieName('continue', id)]));
}

// Per server, not per address: files sharing a worker's modules can get a port an earlier file's server had.
const splashCookieCache = new WeakMap<E2eServer, Map<string, Promise<string[]>>>();

/**
 * Gives a browser context (e.g. `page.context()` of a bare `browser.newPage()`) a school's splash
 * continue cookies, so the running splash (spec 4) does not cover the pages a test drives.
 */
export async function continuePastSplash(context: BrowserContext, server: E2eServer, tenant = 'ridgemont', alsoOn?: string): Promise<void> {
  const cached = splashCookieCache.get(server) ?? new Map<string, Promise<string[]>>();
  splashCookieCache.set(server, cached);
  let names = cached.get(tenant);
  if (!names) {
    names = splashCookies(server, tenant);
    cached.set(tenant, names);
  }
  const urls = [server.url('/', hostOf(tenant)), ...(alsoOn ? [alsoOn] : [])];
  await context.addCookies((await names).flatMap((name) => urls.map((url) => ({ name, value: '1', url }))));
}

/**
 * A browser context for a school. By default the visitor has already seen the running takeovers
 * (spec 4: each shows once) and continued past the running splash pages, so the page asked for is
 * the page shown, uncovered.
 */
export async function openVisitor(browser: Browser, server: E2eServer, options: VisitorOptions = {}): Promise<Visit> {
  const tenant = options.tenant ?? 'ridgemont';
  const context = await browser.newContext({ viewport: { width: options.width ?? 1366, height: 900 }, bypassCSP: options.bypassCSP ?? false });
  if (options.seenTakeovers !== false) {
    const names = await takeoverCookies(server, tenant);
    const urls = [server.url('/', hostOf(tenant)), ...(options.alsoOn ? [options.alsoOn] : [])];
    await context.addCookies(names.flatMap((name) => urls.map((url) => ({ name, value: 'seen', url }))));
  }
  if (options.seenSplash !== false) await continuePastSplash(context, server, tenant, options.alsoOn);
  const page = await context.newPage();
  return { page, context, errors: watchErrors(page) };
}
