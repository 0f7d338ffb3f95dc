import type { createBrowserRouter } from 'react-router-dom';
import { createActor, fromPromise } from 'xstate';
import type { Clock } from '../core/platform/clock.port';
import type { Logger } from '../core/platform/logger.port';
import type { PageNavigator } from '../core/routing/page-navigator.port';
import { siteUpdateMachine } from '../core/site-update/site-update.machine';
import type { BuildManifest, ReloadPathStore } from '../core/site-update/site-update.port';

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'subscribe'>;

export interface SiteUpdateDeps {
  router: Router;
  /** The build this page was loaded from. */
  buildId: string;
  clock: Clock;
  manifest: BuildManifest;
  store: ReloadPathStore;
  navigator: Pick<PageNavigator, 'load'>;
  logger?: Logger;
}

/**
 * spec 4 site update: checks the build manifest every hour (spec 9); once a newer build is out,
 * the next navigation is a full page load of its target, so the visitor lands on the new build
 * where they were going. Answers a stop function.
 */
export function startSiteUpdate({ router, buildId, clock, manifest, store, navigator, logger }: SiteUpdateDeps): () => void {
  const machine = siteUpdateMachine.provide({
    actions: {
      storeReloadPath: (_, reload) => store.write(reload),
      clearReloadPath: () => store.clear(),
      reloadAt: (_, { path }) => void navigator.load(path),
    },
    actors: {
      checkBuild: fromPromise(async () => {
        try {
          return await manifest.latestBuildId();
        } catch (error) {
          logger?.debug('Build check failed; retrying at the next interval', error);
          throw error;
        }
      }),
    },
  });
  const actor = createActor(machine, { input: { buildId, clock, storedReload: store.read() } }).start();
  let lastNavigation: string | undefined;
  const unsubscribe = router.subscribe((state) => {
    const target = state.navigation.location;
    if (state.navigation.state === 'idle' || !target) return;
    // One event per navigation (a navigation passes through several router states).
    const key = `${target.key}|${target.pathname}${target.search}${target.hash}`;
    if (key === lastNavigation) return;
    lastNavigation = key;
    actor.send({ type: 'siteUpdate.navigate', path: `${target.pathname}${target.search}${target.hash}` });
  });
  return () => {
    unsubscribe();
    actor.stop();
  };
}
