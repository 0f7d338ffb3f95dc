import { redirect, type LoaderFunction, type LoaderFunctionArgs } from 'react-router-dom';
import type { Clock } from '../../core/platform/clock.port';
import type { CookieJar } from '../../core/platform/cookie-jar.port';
import type { RouteDefinition } from '../../core/routing/route-definition';
import { RouteName } from '../../core/routing/route-names';
import { validateRoute } from '../../core/routing/route-param-rules';
import { routeRuleRedirect } from '../../core/routing/route-rules';
import type { PageNavigator } from '../../core/routing/page-navigator.port';
import type { RedirectsRepository } from '../../core/routing/redirects-repository.port';
import { isFullPageRedirect } from '../../core/routing/redirects';
import { unknownPathOutcome, type UnknownPathOutcome } from '../../core/routing/unknown-path';
import type { Sport } from '../../core/sports/sport';
import { findSportBySlug } from '../../core/sports/sports-state';
import { takeoverCookieOptions, takeoverDestination, TAKEOVER_COOKIE_VALUE } from '../../core/takeovers/takeover-destination';
import { shouldCheckTakeovers } from '../../core/takeovers/takeover-rules';
import type { TakeoversRepository } from '../../core/takeovers/takeovers-repository.port';

export interface GuardDeps {
  /** spec 4: the sports list, fetched once. */
  sports(): Promise<readonly Sport[]>;
  /** spec 2.2 setup: the site's configuration (settings, SEO) and sports, loaded once and cached. */
  setup(): Promise<void>;
  takeovers: TakeoversRepository;
  redirects: RedirectsRepository;
  navigator: PageNavigator;
  cookies: CookieJar;
  clock: Clock;
}

export interface Guards {
  /** Wraps a page's loader in the global guards of spec 2.2; pages without a loader get the guards alone. */
  guardPage(route: RouteDefinition, loader?: LoaderFunction): LoaderFunction;
  /** The loader of the catch-all route: the 404 page's external-urls, legacy-urls and redirects guards. */
  unknownPath: LoaderFunction;
}

/** The status of a thrown loader answer: a Response, or react-router's `data(..., { status })`. */
function thrownStatus(error: unknown): number | undefined {
  if (error instanceof Response) return error.status;
  const init = (error as { init?: { status?: unknown } } | null)?.init;
  return typeof init?.status === 'number' ? init.status : undefined;
}

export function createGuards(deps: GuardDeps): Guards {
  const isCurrentDocument = (url: string) => deps.navigator.isCurrentDocument(url);

  // spec 2.2: a target with a protocol or relative to the host loads in full; others stay in the router.
  function go(url: string): Promise<Response> | Response {
    return isFullPageRedirect(url) ? deps.navigator.load(url) : redirect(url);
  }

  function follow(outcome: UnknownPathOutcome): Promise<Response> | Response {
    return outcome.kind === 'full-page' ? deps.navigator.load(outcome.url) : redirect(outcome.url);
  }

  async function takeoverUrl(route: RouteDefinition, params: LoaderFunctionArgs['params']): Promise<string | undefined> {
    if (!shouldCheckTakeovers(route.name)) return undefined;
    // spec 7: the home page asks with sport id 0, a sport home with its sport.
    const sportId = route.name === RouteName.SportHome ? findSportBySlug(await deps.sports(), params.slug ?? '')?.id : 0;
    if (sportId === undefined) return undefined;
    const hasCookie = (name: string) => deps.cookies.get(name) !== undefined;
    const destination = takeoverDestination(await deps.takeovers.forSport(sportId), hasCookie);
    if (!destination || isCurrentDocument(destination.url)) return undefined;
    // spec 4: the cookie makes the takeover show once.
    for (const name of destination.cookies) deps.cookies.set(name, TAKEOVER_COOKIE_VALUE, takeoverCookieOptions(deps.clock.now()));
    // A browser that refuses the cookie would be taken over on every visit: let it see the page.
    return destination.cookies.every(hasCookie) ? destination.url : undefined;
  }

  // After a 404: the 404 page's legacy-urls and redirects guards may know where the page went.
  async function notFoundFallback(url: URL, error: unknown): Promise<Response> {
    const outcome = unknownPathOutcome(url.pathname, url.search, { redirects: await deps.redirects.all(), isCurrentDocument });
    if (outcome.kind === 'not-found') throw error;
    return follow(outcome);
  }

  return {
    guardPage(route, loader) {
      return async (args) => {
        const url = new URL(args.request.url);
        try {
          // spec 2.2, global order: validate, setup, takeovers, route-rule redirect.
          const invalid = validateRoute(route.name, args.params, url.pathname);
          if (invalid) throw new Response(invalid.message, { status: invalid.status, statusText: 'Not Found' });
          // The page's data loads while the guards decide (their calls are cached after the first
          // page), so a first visit waits for one round of requests, not three; the answer is used
          // only once every guard has let the page through.
          const page = Promise.resolve().then(() => (loader ? loader(args) : null));
          page.catch(() => {});
          await deps.setup();
          const takeover = await takeoverUrl(route, args.params);
          if (takeover) return deps.navigator.load(takeover);
          const rule = routeRuleRedirect(url.pathname);
          if (rule !== undefined) return go(`${rule}${url.search}`);
          return (await page) ?? null;
        } catch (error) {
          if (thrownStatus(error) !== 404) throw error;
          return notFoundFallback(url, error);
        }
      };
    },

    async unknownPath({ request }) {
      const url = new URL(request.url);
      return follow(unknownPathOutcome(url.pathname, url.search, { redirects: await deps.redirects.all(), isCurrentDocument }));
    },
  };
}
