export type RouteLayout = 'default' | 'full-width' | 'full-screen';

/** One row of the spec 2.1 route table, as data. */
export interface RouteDefinition {
  /** The spec's route name, e.g. 'roster_list'. */
  name: string;
  /** A react-router path pattern: ':param' and optional ':param?'. */
  path: string;
  layout: RouteLayout;
  /** Under /hidden: requires a signed-in staff session. */
  signIn: boolean;
  /** A detail page that needs a content id. */
  contentId: boolean;
  /** The page type reported for SEO and analytics (spec 2.2). */
  pageType: string;
}

/** Attached to each router match as its `handle`, so the shell can read layout flags. */
export interface RouteHandle {
  route: RouteDefinition;
}
