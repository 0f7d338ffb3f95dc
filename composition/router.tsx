import type { ComponentType } from 'react';
import { generatePath, redirect, useLocation, type LoaderFunction, type RouteObject } from 'react-router-dom';
import type { RouteDefinition, RouteHandle } from '../core/routing/route-definition';
import { resolveRoute, routesSharingUrls, type RouteMatch } from '../core/routing/route-resolution';
import { ROUTE_REDIRECTS, ROUTE_TABLE } from '../core/routing/route-table';
import { AppShell } from '../ui/shell/app-shell';
import { FatalError } from '../ui/shell/fatal-error';
import { PAGE_FAMILIES } from './families';
import type { PageBinding, PageContext } from './page-family';
import { RouteError } from './route-error';
import { PageFrame } from './routing/page-frame';
import { createRouting, type Routing } from './routing/routing';
import { RoutingRoot } from './routing/routing-root';

/** The page component of each route of a group, by route name. */
type LoadedPages = Record<string, ComponentType>;

/**
 * spec 2.1: the route a URL means among the rows registered under one pattern. Rows whose patterns
 * match the same URLs (coach_list and coach_coaching_records, staff_department and staff_bio) all
 * reach the router's first-ranked one, so the parameters' shape picks the row, its page and its page type.
 */
function meantRoute(route: RouteDefinition, group: readonly RouteDefinition[], pathname: string): RouteMatch | undefined {
  if (group.length === 1) return undefined;
  const match = resolveRoute(pathname, group);
  return match && match.route !== route ? match : undefined;
}

/** Builds the data router's routes from core's route table (data) and the page bindings. */
export function buildRoutes(root: () => Promise<unknown>, context: PageContext, routing: Routing = createRouting(context)): RouteObject[] {
  const bindings: Record<string, PageBinding> = Object.assign({}, ...PAGE_FAMILIES.map((family) => family.pages(context)));
  const routed = ROUTE_TABLE.filter((route) => bindings[route.name] !== undefined);
  // spec 2.2: every page runs the global guards before its own loader.
  const guarded: Record<string, LoaderFunction> = Object.fromEntries(routed.map((route) => [route.name, routing.guardPage(route, bindings[route.name]?.loader)]));
  const pages: RouteObject[] = routed.map((route) => {
    const group = routesSharingUrls(route, routed);
    const handle: RouteHandle = { route };
    const child: RouteObject = {
      id: route.name,
      path: route.path === '/' ? undefined : route.path,
      index: route.path === '/' ? true : undefined,
      handle,
      errorElement: <RouteError />,
      action: bindings[route.name]?.action,
      loader: (args) => {
        const meant = meantRoute(route, group, new URL(args.request.url).pathname);
        return meant ? (guarded[meant.route.name] as LoaderFunction)({ ...args, params: meant.params }) : (guarded[route.name] as LoaderFunction)(args);
      },
      lazy: async () => {
        try {
          const loaded: LoadedPages = Object.fromEntries(
            await Promise.all(group.map(async (row) => [row.name, (await (bindings[row.name] as PageBinding).load()).default] as const)),
          );
          return {
            Component: () => {
              const meant = meantRoute(route, group, useLocation().pathname)?.route ?? route;
              const Page = loaded[meant.name] as ComponentType;
              return (
                <PageFrame routeName={meant.name} pageType={meant.pageType}>
                  <Page />
                </PageFrame>
              );
            },
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
    return child;
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
