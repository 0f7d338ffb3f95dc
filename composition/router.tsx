import { generatePath, redirect, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../core/routing/route-definition';
import { ROUTE_REDIRECTS, ROUTE_TABLE } from '../core/routing/route-table';
import { AppShell } from '../ui/shell/app-shell';
import { FatalError } from '../ui/shell/fatal-error';
import { PAGE_FAMILIES } from './families';
import type { PageBinding, PageContext } from './page-family';
import { RouteError } from './route-error';
import { PageFrame } from './routing/page-frame';
import { createRouting } from './routing/routing';
import { RoutingRoot } from './routing/routing-root';

/** Builds the data router's routes from core's route table (data) and the page bindings. */
export function buildRoutes(root: () => Promise<unknown>, context: PageContext): RouteObject[] {
  const bindings: Record<string, PageBinding> = Object.assign({}, ...PAGE_FAMILIES.map((family) => family.pages(context)));
  const routing = createRouting(context);
  const pages: RouteObject[] = ROUTE_TABLE.flatMap((route) => {
    const page = bindings[route.name];
    if (!page) return [];
    const handle: RouteHandle = { route };
    const child: RouteObject = {
      id: route.name,
      path: route.path === '/' ? undefined : route.path,
      index: route.path === '/' ? true : undefined,
      handle,
      errorElement: <RouteError />,
      // spec 2.2: every page runs the global guards before its own loader.
      loader: routing.guardPage(route, page.loader),
      lazy: async () => {
        try {
          const { default: Page } = await page.load();
          return {
            Component: () => (
              <PageFrame routeName={route.name} pageType={route.pageType}>
                <Page />
              </PageFrame>
            ),
          };
        } catch (error) {
          // A page whose code cannot load (a deploy mid-visit, a network fault) is a fatal error of
          // that page (spec 2.4). A rejected lazy() would leave react-router rendering nothing at
          // all, so the failure is rethrown while rendering, where the route's errorElement catches it.
          return {
            Component: () => {
              throw error;
            },
          };
        }
      },
    } as RouteObject;
    return [child];
  });
  const redirects: RouteObject[] = ROUTE_REDIRECTS.map(([from, to]) => ({
    path: from,
    loader: ({ params, request }) => redirect(`${generatePath(to, params)}${new URL(request.url).search}`),
  }));
  return [
    {
      id: 'root',
      path: '/',
      loader: root,
      element: (
        <RoutingRoot runtime={routing.runtime}>
          <AppShell />
        </RoutingRoot>
      ),
      errorElement: <FatalError />,
      shouldRevalidate: () => false,
      // spec 2.1/2.2: an unknown path loads in full (external pages), follows a route rule or a legacy redirect, or ends on /404.
      children: [...pages, ...redirects, { path: '*', loader: routing.unknownPath }],
    },
  ];
}
