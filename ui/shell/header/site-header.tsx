import { Suspense, useCallback, useRef } from 'react';
import { Link } from '../../routing/link';
import type { NavigationItem } from '../../../core/navigation/navigation-item';
import { isSearchOpen } from '../../../core/search/search-overlay.machine';
import type { SiteSetup } from '../../../core/settings/site-config';
import type { SportPageData } from '../../../core/shell/sport-page-data';
import { DesktopNav } from '../navigation/desktop-nav';
import { MobileNav } from '../navigation/mobile-nav';
import { SearchOverlay } from '../search/search-overlay';
import { useSearchOverlay } from '../search/use-search-overlay';
import { SmartLink } from '../smart-link';
import { lazyView } from '../../routing/lazy-view';
import { useStickyHeader } from './use-sticky-header';
import styles from './site-header.module.css';

// spec 9: logo width 98.
const LOGO_WIDTH = 98;
/** The tallest the logo shows (the desktop header's 80px less its padding); CSS sets the box, the logo fits inside. */
const LOGO_HEIGHT = 64;

// DESIGN 7: a sport's own menu is code for sport pages only; a server-rendered one is loaded before hydrating.
const SportNav = lazyView('sport-nav', () => import('../navigation/sport-nav'));

interface SiteHeaderProps {
  setup: SiteSetup | null;
  navigation: readonly NavigationItem[];
  sportPage: SportPageData | undefined;
}

/** spec 1 and 2.3: sticky header with logo, sponsor slot, header buttons, search and navigation. */
export function SiteHeader({ setup, navigation, sportPage }: SiteHeaderProps) {
  const searchActor = useSearchOverlay();
  const headerRef = useRef<HTMLElement>(null);
  useStickyHeader(headerRef);
  const identity = setup?.identity;
  const schoolName = identity?.schoolName ?? 'Athletics';
  const headerButtons = identity?.headerButtons ?? [];
  const sponsor = identity?.sponsorLogo ?? null;
  const logo = setup?.config.logo;
  const hasNavigation = navigation.length > 0;

  // spec 4: the mobile panel opening is a tab switch, so the search overlay gives way.
  const closeSearch = useCallback(() => {
    if (isSearchOpen(searchActor.getSnapshot())) searchActor.send({ type: 'search.toggle' });
  }, [searchActor]);

  return (
    <header ref={headerRef} className={styles.header}>
      {(headerButtons.length > 0 || sponsor) && (
        <div className={styles.utility}>
          <div className={styles.utilityInner}>
            {sponsor && (
              <SmartLink href={sponsor.url} newWindow={sponsor.open_in_new_window} className={styles.sponsor}>
                {sponsor.image ? (
                  <img src={sponsor.image} alt={sponsor.title} height={24} className={styles.sponsorImage} />
                ) : (
                  sponsor.title
                )}
              </SmartLink>
            )}
            {headerButtons.length > 0 && (
              <ul role="list" aria-label="Quick links" className={styles.buttons}>
                {headerButtons.map((button) => (
                  <li key={`${button.url}-${button.title}`}>
                    <SmartLink href={button.url} newWindow={button.open_in_new_window} className={styles.headerButton}>
                      {button.title}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
      <div className={styles.bar} data-header-bar="">
        <div className={styles.barInner}>
          <div className={styles.start}>{hasNavigation && <MobileNav items={navigation} onToggleTab={closeSearch} />}</div>
          <Link to="/" className={styles.logoLink}>
            {logo ? (
              <img src={logo} alt={schoolName} width={LOGO_WIDTH} height={LOGO_HEIGHT} className={styles.logo} />
            ) : (
              <span className={styles.logoText}>{schoolName}</span>
            )}
          </Link>
          {hasNavigation && <DesktopNav items={navigation} />}
          <div className={styles.end}>
            <SearchOverlay actor={searchActor} />
          </div>
        </div>
      </div>
      {sportPage && sportPage.sportNavigation.length > 0 && (
        <Suspense fallback={null}>
          <SportNav key={sportPage.sport.id} sport={sportPage.sport} items={sportPage.sportNavigation} />
        </Suspense>
      )}
    </header>
  );
}
