import type { AddressInfo } from 'node:net';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import type { SplashResponseWire } from '../../../contract/splash';
import { splashCookieName } from '../../../core/splash/splash-rules';
import { DEMO_SCHOOLS } from '../../../demo/schools';
import { AppRoot } from '../../../composition/app-root';
import { createContainer } from '../../../composition/container';
import { createShellLoaders } from '../../../composition/loaders';
import { buildRoutes } from '../../../composition/router';
import type { CookieJar } from '../../../core/platform/cookie-jar.port';
import { ClockToken, CookieJarToken } from '../../../core/platform/platform.tokens';
import type { PageNavigator } from '../../../core/routing/page-navigator.port';
import { PageNavigatorToken } from '../../../core/routing/routing.tokens';
import { buildApp } from '../../../server/app';
import { openTestStore, type TestStore } from '../../support/test-store';
import { testNow } from '../../support/test-clock';

export interface BrowserPorts {
  cookies?: CookieJar;
  navigator?: PageNavigator;
  /** The fetch of the app's API calls, e.g. a browserSession()'s, which keeps a staff sign-in. */
  fetch?: typeof fetch;
}

export interface SeededApp {
  /** The API base of the real server, e.g. 'http://127.0.0.1:1234/api/v2'. */
  apiBase: string;
  /** The server's seeded store, to find what no public endpoint lists (hidden content). */
  store: TestStore;
  /** GET a JSON resource from the real server as a school. */
  api<T>(path: string, tenant?: string): Promise<T>;
  /**
   * Renders the real app (composition's router and container) at `path`, with data from the real
   * server; `ports` replaces the browser's cookie jar or page navigator (jsdom cannot load documents).
   */
  renderAt(path: string, tenant?: string, ports?: BrowserPorts): ReturnType<typeof render> & { router: ReturnType<typeof createMemoryRouter> };
  close(): Promise<void>;
}

/**
 * The visitor of these tests has continued past every running splash (spec 4), as the browser
 * tests' visitors have: a splash whose content arrives late would otherwise cover, and take the
 * focus from, the page a test drives. The splash tests bring a cookie jar of their own.
 */
async function continuePastSplashes(apiBase: string): Promise<void> {
  for (const school of DEMO_SCHOOLS) {
    const headers = { tenant: school.key };
    const sports = (await (await fetch(`${apiBase}/Sports`, { headers })).json()) as Array<{ id: number }>;
    for (const sportId of [0, ...sports.map((sport) => sport.id)]) {
      const response = await fetch(sportId === 0 ? `${apiBase}/Splash` : `${apiBase}/Splash/${sportId}`, { headers });
      if (response.status !== 200) continue;
      // A sport without a splash may answer 200 with no data.
      const { data } = (await response.json()) as { data: SplashResponseWire['data'] | null };
      if (!data) continue;
      document.cookie = `${splashCookieName('continue', data.id)}=1; path=/`;
    }
  }
}

/** The real server on a seeded embedded store, listening on a free port, and the real app wired to it; both on the tests' clock. */
export async function startSeededApp(): Promise<SeededApp> {
  const store: TestStore = await openTestStore('pglite', null);
  const app = await buildApp({ database: store.database, now: testNow });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const apiBase = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v2`;
  await continuePastSplashes(apiBase);
  return {
    apiBase,
    store,
    async api<T>(path: string, tenant = 'ridgemont') {
      const response = await fetch(`${apiBase}${path}`, { headers: { tenant } });
      return (await response.json()) as T;
    },
    renderAt(path, tenant = 'ridgemont', ports = {}) {
      const container = createContainer({ tenant, apiBase, version: 'test' }, { fetch: ports.fetch });
      container.rebind(ClockToken).toConstantValue({ now: testNow });
      if (ports.navigator) container.rebind(PageNavigatorToken).toConstantValue(ports.navigator);
      if (ports.cookies) container.rebind(CookieJarToken).toConstantValue(ports.cookies);
      const { root, context } = createShellLoaders(container);
      const router = createMemoryRouter(buildRoutes(root, context), { initialEntries: [path] });
      return Object.assign(render(<AppRoot container={container} router={router} />), { router });
    },
    async close() {
      // The rendered pages' live streams and requests stay open after their test (jsdom keeps them): closing waited
      // over a minute for them; they are cut first.
      app.server.closeAllConnections();
      await app.close();
      await store.dispose();
    },
  };
}
