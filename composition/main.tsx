import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { ClockToken, LoggerToken, SessionStorageToken } from '../core/platform/platform.tokens';
import { PageNavigatorToken } from '../core/routing/routing.tokens';
import { readBootConfig } from '../adapters/browser/boot-config-reader';
import { readHydrationData } from '../adapters/browser/hydration-data-reader';
import { StorageReloadPathStore } from '../adapters/browser/storage-reload-path-store';
import { AppRoot } from './app-root';
import { createContainer } from './container';
import { HydratedPageResources } from './hydrated-page-resources';
import { createShellLoaders } from './loaders';
import { preloadViews } from '../ui/routing/lazy-view';
import { buildRoutes } from './router';
import { createRouting } from './routing/routing';
import { startSiteUpdate } from './site-update';

/**
 * #12: before hydrating, the code of the routes the server rendered is loaded, so the first render in
 * the browser is the server's page and not the router's empty wait for a lazy route.
 */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * DESIGN 8: the page's CSP forbids eval. zod's parser probes for it (new Function) to compile fast
 * paths, and the blocked probe is reported as a CSP violation on every page; jitless skips the probe.
 * zod reads this shared config when it loads, which is after this entry has run.
 */
function parseWithoutEval(): void {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
}

/**
 * Marks the page as answering its controls once the first render's effects have run (a parent's effects
 * run after its children's): a server-rendered page shows its controls before its code has run, and
 * its machines (the splash's, the carousels') start in those effects.
 */
function MarkHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return children;
}

async function start(): Promise<void> {
  parseWithoutEval();
  const boot = readBootConfig();
  // spec 1: a version banner is logged to the console at start-up.
  console.info(`%cAthletics site v${boot.version}%c tenant ${boot.tenant}`, 'font-weight:bold', 'font-weight:normal');

  const container = createContainer(boot);
  const { root, context } = createShellLoaders(container);
  const routing = createRouting(context);
  const routes = buildRoutes(root, context, routing);
  const hydrationData = readHydrationData();
  if (hydrationData) await Promise.all([loadMatchedRoutes(routes), preloadViews(hydrationData.views)]);
  // The first render is the server's page: its current sport, and the resources its views fetched.
  routing.runtime.currentSport.prime(hydrationData?.currentSport ?? undefined);
  const resources = hydrationData ? new HydratedPageResources(hydrationData.resources) : null;
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
  const firstLocation = router.state.location.key;
  const stopReleasing = router.subscribe((state) => {
    if (state.location.key === firstLocation && state.navigation.state === 'idle') return;
    resources?.release();
    stopReleasing();
  });
  // spec 4 site update: only a served build knows its id; the dev server has none to compare.
  if (boot.build) {
    startSiteUpdate({
      router,
      buildId: boot.build,
      clock: container.get(ClockToken),
      // The manifest's adapter (and its wire schema) loads with the first hourly check (DESIGN 7).
      manifest: { latestBuildId: () => import('../adapters/browser/fetch-build-manifest').then((m) => new m.FetchBuildManifest().latestBuildId()) },
      store: new StorageReloadPathStore(container.get(SessionStorageToken)),
      navigator: container.get(PageNavigatorToken),
      logger: container.get(LoggerToken),
    });
  }
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('The page has no #root element.');
  const app = (
    <StrictMode>
      <MarkHydrated>
        <AppRoot container={container} router={router} resources={resources} />
      </MarkHydrated>
    </StrictMode>
  );
  if (hydrationData) hydrateRoot(rootElement, app);
  else createRoot(rootElement).render(app);
}

void start();
