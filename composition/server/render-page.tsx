import { renderToStringAsync } from 'preact-render-to-string';
import type { VNode } from 'preact';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { PageRender, PageRenderer, PageRenderRequest } from '../../core/rendering/page-renderer.port';
import { DocumentHeadCollector, DocumentHeadContext } from '../../ui/routing/document-head';
import { AppProviders } from '../app-root';
import { createShellLoaders } from '../loaders';
import { buildRoutes } from '../router';
import { createServerContainer } from './server-container';

const isRedirect = (status: number) => status >= 300 && status < 400;

/**
 * #12: renders a page on the server with the browser's route table, loaders and views: react-router's
 * static handler runs the guards and loaders, and the views render with the site's renderer (Preact,
 * as in the browser). The route data goes with the markup for the browser to hydrate with.
 */
export async function renderPage(request: PageRenderRequest): Promise<PageRender> {
  const { container, cookies } = createServerContainer(request);
  const cookiesOf = () => ({ read: [...cookies.read], set: [...cookies.setCookies] });
  const { root, context } = createShellLoaders(container);
  const handler = createStaticHandler(buildRoutes(root, context));
  const result = await handler.query(new Request(request.url));
  if (result instanceof Response) {
    const location = result.headers.get('location');
    return isRedirect(result.status) && location ? { kind: 'redirect', status: result.status, location, cookies: cookiesOf() } : { kind: 'client' };
  }
  // An error screen (a loader's 404 or fault) is left to the browser, which shows it as it always has.
  if (result.errors) return { kind: 'client' };
  const router = createStaticRouter(handler.dataRoutes, result);
  const collector = new DocumentHeadCollector();
  const markup = await renderToStringAsync(
    (
      <DocumentHeadContext.Provider value={collector}>
        <AppProviders container={container}>
          <StaticRouterProvider router={router} context={result} hydrate={false} />
        </AppProviders>
      </DocumentHeadContext.Provider>
    ) as unknown as VNode,
  );
  const hydration = JSON.stringify({ loaderData: result.loaderData, actionData: result.actionData, errors: null });
  return { kind: 'page', status: result.statusCode, markup, head: collector.head, hydration, cookies: cookiesOf() };
}

export const pageRenderer: PageRenderer = { render: renderPage };
