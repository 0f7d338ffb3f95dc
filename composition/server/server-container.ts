import type { Container } from 'inversify';
import { redirect } from 'react-router-dom';
import { LocationPageNavigator } from '../../adapters/browser/location-page-navigator';
import { RequestCookieJar } from '../../adapters/ssr/request-cookie-jar';
import type { Clock } from '../../core/platform/clock.port';
import { ClockToken, CookieJarToken } from '../../core/platform/platform.tokens';
import type { PageNavigator } from '../../core/routing/page-navigator.port';
import { PageNavigatorToken } from '../../core/routing/routing.tokens';
import type { PageRenderRequest } from '../../core/rendering/page-renderer.port';
import type { BootConfig } from '../../core/settings/boot-config';
import { createContainer } from '../container';

/**
 * The container a page renders with on the server (#12): the browser's, with the page's API calls
 * made through the request's `fetch`, the server's clock (stopped at the render's instant), the visitor's cookies, and a full page load
 * (a takeover, an external redirect) answered as an HTTP redirect.
 */
export function createServerContainer(request: PageRenderRequest & { boot: BootConfig }): { container: Container; cookies: RequestCookieJar; renderedAt: number } {
  const container = createContainer(request.boot, { fetch: request.fetch });
  // #24: the page is rendered as of one instant, which goes with it: the browser's first render reads
  // the same (adapters/browser/hydration-clock.ts).
  const renderedAt = request.now();
  const clock: Clock = { now: () => renderedAt };
  const cookies = new RequestCookieJar(request.cookies, clock);
  container.rebind<Clock>(ClockToken).toConstantValue(clock);
  container.rebind(CookieJarToken).toConstantValue(cookies);
  const location = {
    href: request.url,
    assign(url: string) {
      throw redirect(url);
    },
  };
  container.rebind<PageNavigator>(PageNavigatorToken).toConstantValue(new LocationPageNavigator({ location } as unknown as Pick<Window, 'location'>));
  return { container, cookies, renderedAt };
}
