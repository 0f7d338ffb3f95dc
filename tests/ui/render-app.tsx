import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, redirect, RouterProvider, useSearchParams, type RouteObject } from 'react-router-dom';
import { homeTeams, type HomePageData } from '../../core/home/front-page-data';
import type { RouteDefinition, RouteHandle, RouteLayout } from '../../core/routing/route-definition';
import type { ShellData } from '../../core/shell/shell-data';
import type { SportPageData } from '../../core/shell/sport-page-data';
import HomePage from '../../ui/pages/home/home-page';
import NotFoundPage from '../../ui/pages/not-found/not-found-page';
import SportHomePage from '../../ui/pages/sport-home/sport-home-page';
import { AppShell } from '../../ui/shell/app-shell';
import { PlatformContext } from '../../ui/routing/platform-context';
import { FatalError } from '../../ui/shell/fatal-error';
import { useDocumentTitle } from '../../ui/shell/use-document-title';
import { testNow } from '../support/test-clock';
import { footballPage, shellData } from './fixtures/shell-data';

function handle(name: string, path: string, layout: RouteLayout): RouteHandle {
  const route: RouteDefinition = { name, path, layout, signIn: false, contentId: false, pageType: name };
  return { route };
}

function SearchPage() {
  const [params] = useSearchParams();
  useDocumentTitle('Search');
  return <h1>Results for “{params.get('q')}”</h1>;
}

function TicketsPage() {
  useDocumentTitle('Tickets - Northfield Athletics');
  return <h1>Tickets</h1>;
}

function StaffPrintPage() {
  return <h1>Staff directory (print)</h1>;
}

export interface RenderAppOptions {
  /** The root loader's answer, or a function that may throw. */
  shell?: ShellData | (() => ShellData);
  sportPages?: Record<string, SportPageData>;
}

/** The shell and pages in a memory data router shaped like composition's router. */
export function renderApp(path = '/', options: RenderAppOptions = {}) {
  const shell = options.shell ?? shellData;
  const sportPages = options.sportPages ?? { football: footballPage };
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      loader: () => (typeof shell === 'function' ? shell() : shell),
      element: <AppShell />,
      errorElement: <FatalError />,
      HydrateFallback: () => null,
      children: [
        {
          index: true,
          // The home page's feed is empty here; its teams come from the shell's sports, as the real loader's do.
          loader: (): HomePageData => ({ stories: [], upcoming: [], results: [], scoreboard: [], countdown: null, teams: homeTeams((typeof shell === 'function' ? shell() : shell).sports) }),
          element: <HomePage />,
          handle: handle('Home', '/', 'full-width'),
        },
        {
          path: 'sports/:slug',
          loader: ({ params }) => {
            const page = sportPages[params.slug ?? ''];
            if (!page) throw redirect('/404');
            return page;
          },
          element: <SportHomePage />,
          handle: handle('sport_home', '/sports/:slug', 'full-width'),
        },
        { path: 'search', element: <SearchPage />, handle: handle('Search', '/search', 'default') },
        { path: 'tickets', element: <TicketsPage />, handle: handle('tickets', '/tickets', 'default') },
        { path: 'staff-directory/print', element: <StaffPrintPage />, handle: handle('staff_list_print', '/staff-directory/print', 'full-screen') },
        {
          path: 'boom',
          loader: () => {
            throw new Error('Scoreboard feed exploded');
          },
          element: <p>never</p>,
          handle: handle('boom', '/boom', 'default'),
        },
        { path: '404', element: <NotFoundPage />, handle: handle('NotFoundPage', '/404', 'default') },
        { path: '*', loader: () => redirect('/404'), element: <></> },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  // The app's clock is the tests' (the footer's year, the alerts' end dates): the same on any day the suite runs.
  const platform = { clock: { now: testNow }, cookies: { get: () => undefined, set: () => {}, remove: () => {} } };
  const view = render(
    <PlatformContext.Provider value={platform}>
      <RouterProvider router={router} />
    </PlatformContext.Provider>,
  );
  return { router, user, ...view };
}
