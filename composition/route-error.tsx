import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { routeByName } from '../core/routing/route-table';
import { RouteName } from '../core/routing/route-names';
import { FatalError } from '../ui/shell/fatal-error';
import NotFoundPage from '../ui/pages/not-found/not-found-page';
import { PageFrame } from './routing/page-frame';

const NOT_FOUND_PAGE_TYPE = routeByName(RouteName.NotFound)?.pageType ?? '404';

/** A page's error: a 404 from a loader shows the not-found page inside the shell; anything else is fatal (spec 2.4, 8). */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PageFrame routeName={RouteName.NotFound} pageType={NOT_FOUND_PAGE_TYPE}>
        <NotFoundPage />
      </PageFrame>
    );
  }
  return (
    <PageFrame routeName={null} pageType="">
      <FatalError />
    </PageFrame>
  );
}
