import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { readBootConfig } from '../adapters/browser/boot-config-reader';
import { AppRoot } from './app-root';
import { createContainer } from './container';
import { createShellLoaders } from './loaders';
import { buildRoutes } from './router';

const boot = readBootConfig();
// spec 1: a version banner is logged to the console at start-up.
console.info(`%cAthletics site v${boot.version}%c tenant ${boot.tenant}`, 'font-weight:bold', 'font-weight:normal');

const container = createContainer(boot);
const { root, context } = createShellLoaders(container);
const router = createBrowserRouter(buildRoutes(root, context));
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element.');
createRoot(rootElement).render(
  <StrictMode>
    <AppRoot container={container} router={router} />
  </StrictMode>,
);
