import { prerender } from 'react-dom/static';
import type { ReactNode } from 'react';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router-dom';
import type { PageRender, PageRenderer, PageRenderRequest } from '../../core/rendering/page-renderer.port';
import type { ShellData } from '../../core/shell/shell-data';
import type { SportPageData } from '../../core/shell/sport-page-data';
import { DocumentHeadCollector, DocumentHeadContext } from '../../ui/routing/document-head';
import { HydrationTurnsContext, ServerHydrationParts } from '../../ui/routing/hydration-turns';
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
import './server-html-parser';
import { createServerContainer } from './server-container';
import { ServerPageResources } from './server-page-resources';

const isRedirect = (status: number) => status >= 300 && status < 400;

/**
 * #12, #24: renders a page on the server with the browser's route table, loaders and views: react-router's
 * static handler runs the guards and loaders, and the views render with React's server renderer. The
 * route data goes with the markup for the browser to hydrate with.
 */
export async function renderPage(request: PageRenderRequest): Promise<PageRender> {
  const { container, cookies, renderedAt } = createServerContainer(request);
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
  const parts = new ServerHydrationParts();
  const markup = await renderToHtml(
    <DocumentHeadContext.Provider value={collector}>
      <PageResourcesContext.Provider value={resources}>
        <RenderedViewsContext.Provider value={views}>
          <HydrationTurnsContext.Provider value={parts}>
            <AppProviders container={container}>
              <StaticRouterProvider router={router} context={result} hydrate={false} />
            </AppProviders>
          </HydrationTurnsContext.Provider>
        </RenderedViewsContext.Provider>
      </PageResourcesContext.Provider>
    </DocumentHeadContext.Provider>,
  );
  const hydration = JSON.stringify({ loaderData: result.loaderData, actionData: result.actionData, errors: result.errors, resources: resources.values(), currentSport, views: [...views], parts: parts.count, renderedAt });
  return { kind: 'page', status: result.statusCode, markup, head: collector.head, hydration, cookies: cookiesOf() };
}

/**
 * The page's whole markup once every view has its data (the head, collected while rendering, goes
 * before it, and the page is cached whole, so nothing is sent before the last view has rendered).
 * A view that fails fails the render: the page is not sent half-rendered.
 */
async function renderToHtml(page: ReactNode): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerender(page, {
    // Every boundary in place: a large one would otherwise be sent apart and moved in by an inline
    // script, which the CSP forbids (DESIGN 8).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      failure ??= error;
    },
  });
  const html = await new Response(prelude).text();
  if (failure !== undefined) throw failure;
  return html;
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
