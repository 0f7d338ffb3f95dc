import { renderToStringAsync } from 'preact-render-to-string';
import type { VNode } from 'preact';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router-dom';
import type { PageRender, PageRenderer, PageRenderRequest } from '../../core/rendering/page-renderer.port';
import type { ShellData } from '../../core/shell/shell-data';
import type { SportPageData } from '../../core/shell/sport-page-data';
import { DocumentHeadCollector, DocumentHeadContext } from '../../ui/routing/document-head';
import { HydrationTurnsContext } from '../../ui/routing/hydration-turns';
import { RenderedViewsContext } from '../../ui/routing/lazy-view';
import { PageResourcesContext } from '../../ui/routing/page-resources';
import { sportPageOf } from '../../ui/shell/route-layout';
import { AppProviders } from '../app-root';
import { createShellLoaders } from '../loaders';
import type { PageContext } from '../page-family';
import { buildRoutes } from '../router';
import { renderedPageSport } from '../routing/rendered-sport';
import { createRouting } from '../routing/routing';
import { sportNavigationSource } from '../routing/sport-navigation-cache';
import { createServerContainer } from './server-container';
import { ServerHydrationMarks } from './server-hydration-marks';
import { ServerPageResources } from './server-page-resources';

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
  const routing = createRouting(context);
  const handler = createStaticHandler(buildRoutes(root, context, routing));
  const result = await handler.query(new Request(request.url));
  if (result instanceof Response) {
    const location = result.headers.get('location');
    return isRedirect(result.status) && location ? { kind: 'redirect', status: result.status, location, cookies: cookiesOf() } : { kind: 'client' };
  }
  // A loader's 404 renders the not-found page in place (its route's error element), as the browser
  // shows it; any other loader error is a fault the server cannot answer for: it is unavailable (503).
  if (result.errors && !Object.values(result.errors).every((error) => isRouteErrorResponse(error) && error.status === 404)) return { kind: 'error', status: 503 };
  const currentSport = await currentSportOf(result, context);
  routing.runtime.currentSport.prime(currentSport ?? undefined);
  const router = createStaticRouter(handler.dataRoutes, result);
  const collector = new DocumentHeadCollector();
  const resources = new ServerPageResources();
  const views = new Set<string>();
  const markup = await renderToStringAsync(
    (
      <DocumentHeadContext.Provider value={collector}>
        <PageResourcesContext.Provider value={resources}>
          <RenderedViewsContext.Provider value={views}>
            <HydrationTurnsContext.Provider value={new ServerHydrationMarks()}>
              <AppProviders container={container}>
                <StaticRouterProvider router={router} context={result} hydrate={false} />
              </AppProviders>
            </HydrationTurnsContext.Provider>
          </RenderedViewsContext.Provider>
        </PageResourcesContext.Provider>
      </DocumentHeadContext.Provider>
    ) as unknown as VNode,
  );
  const hydration = JSON.stringify({ loaderData: result.loaderData, actionData: result.actionData, errors: result.errors, resources: resources.values(), currentSport, views: [...views] });
  return { kind: 'page', status: result.statusCode, markup, head: collector.head, hydration, cookies: cookiesOf() };
}

type QueryResult = Exclude<Awaited<ReturnType<ReturnType<typeof createStaticHandler>['query']>>, Response>;

/** spec 2.2: the page's current sport with its navigation (the page's own when its data carries it), or null. */
async function currentSportOf(result: QueryResult, context: PageContext): Promise<SportPageData | null> {
  const shell = result.loaderData.root as ShellData | undefined;
  const sport = renderedPageSport(result.matches, result.location.pathname, shell?.sports ?? []);
  if (!sport) return null;
  const pageData = sportPageOf(result.matches.map((match) => ({ handle: match.route.handle, data: result.loaderData[match.route.id] })));
  const sportNavigation = pageData?.sport.id === sport.id ? pageData.sportNavigation : await sportNavigationSource(context.container)(sport.id);
  return { sport, sportNavigation };
}

export const pageRenderer: PageRenderer = { render: renderPage };
