import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { ClockToken, LoggerToken, SessionStorageToken } from '../core/platform/platform.tokens';
import { PageNavigatorToken } from '../core/routing/routing.tokens';
import { readBootConfig } from '../adapters/browser/boot-config-reader';
import { StorageReloadPathStore } from '../adapters/browser/storage-reload-path-store';
import { AppRoot } from './app-root';
import { createContainer } from './container';
import { createShellLoaders } from './loaders';
import { buildRoutes } from './router';
import { startSiteUpdate } from './site-update';

const boot = readBootConfig();
// spec 1: a version banner is logged to the console at start-up.
console.info(`%cAthletics site v${boot.version}%c tenant ${boot.tenant}`, 'font-weight:bold', 'font-weight:normal');

const container = createContainer(boot);
const { root, context } = createShellLoaders(container);
const router = createBrowserRouter(buildRoutes(root, context));
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
createRoot(rootElement).render(
  <StrictMode>
    <AppRoot container={container} router={router} />
  </StrictMode>,
);
