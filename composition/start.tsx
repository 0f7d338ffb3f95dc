import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { ClockToken, LoggerToken, SessionStorageToken } from '../core/platform/platform.tokens';
import { PageNavigatorToken } from '../core/routing/routing.tokens';
import { readBootConfig } from '../adapters/browser/boot-config-reader';
import { readHydrationData } from '../adapters/browser/hydration-data-reader';
import { HydrationClock } from '../adapters/browser/hydration-clock';
import { systemClock } from '../adapters/browser/system-clock';
import { StorageReloadPathStore } from '../adapters/browser/storage-reload-path-store';
import { AppRoot } from './app-root';
import { createContainer } from './container';
import { HydratedPageResources } from './hydrated-page-resources';
import { createShellLoaders } from './loaders';
import { BrowserHydrationTurns, HydrationTurnsContext } from '../ui/routing/hydration-turns';
import { preloadViews } from '../ui/routing/lazy-view';
import { loadDeferredViews } from '../ui/routing/near-viewport-view';
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
 * Marks the page as answering its controls once the first render's effects have run (a parent's effects
 * run after its children's), and for a hydrated page once every part has taken its turn: a
 * server-rendered page shows its controls before its code has run, and its machines (the splash's, the
 * carousels') start in those effects.
 */
function MarkHydrated({ turns, clock, children }: { turns: BrowserHydrationTurns | null; clock: HydrationClock | null; children: ReactNode }) {
  useEffect(() => {
    const mark = () => {
      clock?.release();
      document.documentElement.dataset.hydrated = 'true';
    };
    // A page hydrated in turns answers once its last part has taken its turn.
    if (turns) turns.whenSettled(mark);
    else mark();
  }, [turns, clock]);
  return children;
}

/**
 * The start's steps run as separate tasks (building the router, hydrating, the site update check), so
 * the browser can paint and answer input between them rather than wait on one long task (DESIGN 7).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Starts the site in the page: hydrates the server's markup, or renders the page when the server did not. */
export async function start(): Promise<void> {
  const boot = readBootConfig();
  // spec 1: a version banner is logged to the console at start-up.
  console.info(`%cAthletics site v${boot.version}%c tenant ${boot.tenant}`, 'font-weight:bold', 'font-weight:normal');

  const hydrationData = readHydrationData();
  const container = createContainer(boot);
  // The views' time only: cookies, timers and the site update keep the system's.
  const clock = hydrationData?.renderedAt == null ? null : new HydrationClock(systemClock, hydrationData.renderedAt);
  const { root, context } = createShellLoaders(container);
  const routing = createRouting(context, { viewClock: clock ?? undefined });
  await nextTask();
  const routes = buildRoutes(root, context, routing);
  await nextTask();
  if (hydrationData) await Promise.all([loadMatchedRoutes(routes), preloadViews(hydrationData.views)]);
  await nextTask();
  // The first render is the server's page: its current sport, and the resources its views fetched.
  routing.runtime.currentSport.prime(hydrationData?.currentSport ?? undefined);
  const resources = hydrationData ? new HydratedPageResources(hydrationData.resources) : null;
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
  const firstLocation = router.state.location;
  const stopReleasing = router.subscribe((state) => {
    if (state.location.key === firstLocation.key && state.navigation.state === 'idle') return;
    resources?.release();
    // A part of this page still waiting for the visitor cannot follow a navigation within the page (a
    // hash, a query) without its code; a navigation to another page leaves it behind unhydrated.
    if ((state.navigation.location ?? state.location).pathname === firstLocation.pathname) loadDeferredViews();
    stopReleasing();
  });
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('The page has no #root element.');
  const turns = hydrationData ? new BrowserHydrationTurns(hydrationData.parts) : null;
  const app = (
    <StrictMode>
      <HydrationTurnsContext.Provider value={turns}>
        <MarkHydrated turns={turns} clock={clock}>
          <AppRoot container={container} router={router} resources={resources} />
        </MarkHydrated>
      </HydrationTurnsContext.Provider>
    </StrictMode>
  );
  await nextTask();
  if (hydrationData && turns) {
    hydrateRoot(rootElement, app, {
      // Reported as React reports them by default; the page is then the browser's render.
      onRecoverableError(error) {
        turns.renderedInstead();
        globalThis.reportError(error);
      },
      onCaughtError(error) {
        turns.renderedInstead();
        console.error(error);
      },
    });
  }
  else createRoot(rootElement).render(app);
  // spec 4 site update: only a served build knows its id; the dev server has none to compare.
  if (boot.build) {
    await nextTask();
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
}
