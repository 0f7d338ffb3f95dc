import { Suspense, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { SplashContent } from '../../core/splash/splash-content';
import { hasSplashDismissalCookie, isSplashPath, isSplashVisible } from '../../core/splash/splash-rules';
import { useCurrentSport } from '../routing/current-sport-context';
import { lazyView } from '../routing/lazy-view';
import { renderedAlone, usePageResource } from '../routing/page-resources';
import { usePlatform } from '../routing/platform-context';
import { useSplashServices } from '../splash/splash-services';

// DESIGN 7: the overlay (and its machine) loads only when a splash is to be shown.
const SplashOverlay = lazyView('splash-overlay', () => import('../splash/splash-overlay'));

/**
 * spec 2.5/4: the splash of the home page (or of the current sport) over the layout, when the
 * visibility rules allow it; never on a splash path, where the splash route shows it itself.
 */
function SiteSplashView() {
  const services = useSplashServices();
  const { clock, cookies } = usePlatform();
  const { pathname } = useLocation();
  // The studio is a workplace: the fans' splash never covers it.
  const onSplashPath = isSplashPath(pathname) || pathname.startsWith('/studio');
  // spec 7: the home page asks with sport id 0, a sport's pages with their sport.
  const sportId = useCurrentSport()?.sport.id ?? 0;
  // #12: on a page the server renders, the splash comes with the page (and shows in its markup).
  const splash = usePageResource<SplashContent | null>(services && !onSplashPath ? `splash:${sportId}` : null, () => services!.repository.forSport(sportId));

  // Decided once per splash fetched: the overlay sets its own 'shown' cookie, which must not hide it while it is up.
  const content = useMemo(() => {
    const hasDismissalCookie = splash !== null && hasSplashDismissalCookie(splash.id, (name) => cookies.get(name) !== undefined);
    return isSplashVisible({ content: splash, now: clock.now(), hasDismissalCookie, onSplashPath: false }) ? splash : null;
  }, [splash, clock, cookies]);

  if (onSplashPath || !content) return null;
  return (
    <Suspense fallback={null}>
      <SplashOverlay key={content.id} content={content} onSplashRoute={false} />
    </Suspense>
  );
}

/** Rendered alone: it may suspend on the server while its page resource loads (page-resources.ts). */
export const SiteSplash = renderedAlone(SiteSplashView);
