import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { analyticsLabel } from '../../core/analytics/analytics-labels';
import { currentSportFromRoute } from '../../core/routing/current-sport';
import { CURRENT_SPORT_EXCLUDED_ROUTES } from '../../core/routing/current-sport-exclusions';
import { useCollectedHead } from '../../ui/routing/document-head';
import { applyDocumentMeta, PageMetaContext, resolvePageMeta, type PageMetaFrame } from '../../ui/routing/page-meta';
import { useShellData } from '../../ui/shell/use-shell-data';
import { useRoutingRuntime } from './routing-runtime';

export interface PageFrameProps {
  /** The route's name in the route table, or null for a screen that is no route's (the fatal error). */
  routeName: string | null;
  /** spec 2.2: the page type reported for SEO and analytics ('' reports as 'unknown'). */
  pageType: string;
  children: ReactNode;
}

/**
 * Around every page (and the page-level 404 and error screens): after each page load it sets
 * the current sport from the route (spec 2.2), reports the page type and analytics label on the
 * body, and writes default title and description that the page's own (usePageMeta or
 * useDocumentTitle, both passive effects) then replace.
 */
export function PageFrame({ routeName, pageType, children }: PageFrameProps) {
  const runtime = useRoutingRuntime();
  const params = useParams();
  const { pathname } = useLocation();
  const { setup, sports, seo = null } = useShellData();
  const sport = currentSportFromRoute(params, sports, routeName, CURRENT_SPORT_EXCLUDED_ROUTES);
  const sportTitle = sport?.title;
  const frame = useMemo<PageMetaFrame>(() => ({ pageType, seo, tokens: { path: pathname, sport_title: sportTitle } }), [pageType, seo, pathname, sportTitle]);
  const siteName = setup?.identity.siteName || setup?.identity.schoolName || '';
  const defaults = resolvePageMeta(frame, { title: siteName });
  useCollectedHead({ title: defaults.title, description: defaults.description ?? '' });

  // Layout effects: before paint (no flash of the previous page's sport navigation) and before
  // every passive effect, so the page's own title and description land last.
  useLayoutEffect(() => {
    runtime?.currentSport.set(sport);
  }, [runtime, sport]);

  useLayoutEffect(() => {
    document.body.dataset.pageType = pageType;
    document.body.dataset.analyticsLabel = analyticsLabel(pageType);
  }, [pageType]);

  useLayoutEffect(() => {
    applyDocumentMeta({ title: defaults.title, description: defaults.description ?? '' });
  }, [defaults.title, defaults.description]);

  return <PageMetaContext.Provider value={frame}>{children}</PageMetaContext.Provider>;
}
