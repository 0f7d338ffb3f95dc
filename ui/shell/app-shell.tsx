import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router-dom';
import '../styles/global.css';
import { TopAd } from '../ads/top-ad';
import { RotatorControl } from '../rotators/rotator-control';
import { useCurrentSport } from '../routing/current-sport-context';
import { InTurn } from '../routing/hydration-turns';
import { usePlatform } from '../routing/platform-context';
import { SiteFooter } from './footer/site-footer';
import { SiteHeader } from './header/site-header';
import { RouteAnnouncer } from './route-announcer';
import { ShellPresence } from './shell-presence';
import { SiteSplash } from './site-splash';
import { layoutOf, sportPageOf } from './route-layout';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { themeStyle } from './theme-style';
import { useShellData } from './use-shell-data';
import { useViewportClass } from './use-viewport-class';
import styles from './app-shell.module.css';

/**
 * spec 1: the site shell around every page: skip link, sticky header with the navigations,
 * main content, footer and the route announcer, in the tenant's colours.
 */
export function AppShell() {
  const { setup, navigation } = useShellData();
  const matches = useMatches();
  // While the next page loads, the page shown is about to change: assistive technology may wait for it.
  const loading = useNavigation().state === 'loading';
  const layout = layoutOf(matches);
  const currentSport = useCurrentSport();
  const { clock } = usePlatform();
  useViewportClass();
  // spec 2.2: a page whose data carries no sport navigation shows the current sport's.
  const sportPage = sportPageOf(matches) ?? currentSport;
  // spec 2.2: full-screen hides the skip link and the areas above and below.
  const fullScreen = layout === 'full-screen';

  return (
    <div className={styles.shell} style={themeStyle(setup?.identity.theme)} data-layout={layout}>
      {!fullScreen && <SkipLink />}
      {/* spec 1: pause/play for every autoplaying carousel, when the page has one. */}
      {!fullScreen && (
        <InTurn>
          <RotatorControl />
        </InTurn>
      )}
      {/* spec 2.3: the top ad above the header. */}
      {!fullScreen && (
        <InTurn>
          <TopAd />
        </InTurn>
      )}
      {!fullScreen && (
        <InTurn>
          <SiteHeader setup={setup} navigation={navigation} sportPage={sportPage} />
        </InTurn>
      )}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={layout === 'default' ? styles.contained : styles.wide} aria-busy={loading || undefined}>
        <ShellPresence value={true}>
          <InTurn>
            <Outlet />
          </InTurn>
        </ShellPresence>
      </main>
      {!fullScreen && (
        <InTurn>
          <SiteFooter setup={setup} year={new Date(clock.now()).getFullYear()} />
        </InTurn>
      )}
      <RouteAnnouncer />
      {/* spec 2.5: the splash over the layout (the splash route shows its own). */}
      <InTurn>
        <SiteSplash />
      </InTurn>
      {/* spec 2.2: a new page starts at the top; a hash scrolls to its element. */}
      <ScrollRestoration />
    </div>
  );
}
