import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser } from './browser';
import { startE2eServer, type E2eServer, type E2eServerOptions } from './e2e-server';
import { hostOf, openVisitor, type Visit, type VisitorOptions } from './visitor';

/** The real server on the seeded build and the system Chromium, for one test file. */
export interface E2eSession {
  readonly server: E2eServer;
  readonly browser: Browser;
  /** A public API answer of a school, which must be a 200. */
  apiJson<T>(path: string, tenant: string): Promise<T>;
  /** A school's visitor (past takeovers and splash by default) on a page whose main content is there. */
  visit(path: string, options?: VisitorOptions): Promise<Visit>;
}

/** Starts the server and the browser before the file's tests and stops them after. */
export function e2eSession(options: E2eServerOptions = {}): E2eSession {
  let server: E2eServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startE2eServer(options);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const session: E2eSession = {
    get server() {
      if (!server) throw new Error('The e2e server starts in beforeAll');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('The browser starts in beforeAll');
      return browser;
    },
    async apiJson<T>(path: string, tenant: string): Promise<T> {
      const response = await fetch(session.server.url(path), { headers: { tenant } });
      expect(response.status, path).toBe(200);
      return (await response.json()) as T;
    },
    async visit(path: string, options: VisitorOptions = {}): Promise<Visit> {
      const visitor = await openVisitor(session.browser, session.server, options);
      await visitor.page.goto(session.server.url(path, hostOf(options.tenant ?? 'ridgemont')));
      await visitor.page.getByRole('main').waitFor();
      return visitor;
    },
  };
  return session;
}

/** The server-rendered site, the same site rendered in the browser (its API answered in the page), and one Chromium. */
export interface E2eSitePair {
  readonly server: E2eServer;
  /** Every page rendered in the browser: for tests that answer the site's API calls in the browser. */
  readonly browserRendered: E2eServer;
  readonly browser: Browser;
}

/** Starts both sites and the browser before the file's tests and stops them after. */
export function e2eSitePair(): E2eSitePair {
  let servers: [E2eServer, E2eServer] | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    servers = await Promise.all([startE2eServer(), startE2eServer({ serverRendering: false })]);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all(servers?.map((server) => server.close()) ?? []);
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The sites and the browser start in beforeAll');
    return value;
  };
  return {
    get server() {
      return started(servers)[0];
    },
    get browserRendered() {
      return started(servers)[1];
    },
    get browser() {
      return started(browser);
    },
  };
}
