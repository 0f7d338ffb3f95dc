import { useEffect, useRef } from 'react';
import { useMachine } from '@xstate/react';
import type { SportNavigationItem } from '../../../core/navigation/navigation-item';
import { isSportItemExpanded, isSportNavOpen, sportSubMenuMachine } from '../../../core/navigation/sport-sub-menu.machine';
import type { Sport } from '../../../core/sports/sport';
import { SPORT_NAV_SPONSOR_AD_SLOT } from '../../../core/ads/ad-slots';
import { AdSlot } from '../../ads/ad-slot';
import { ChevronIcon } from '../icons';
import { SmartLink } from '../smart-link';
import { useDocumentClass } from '../use-document-class';
import { useRouteChange } from '../use-route-change';
import styles from './sport-nav.module.css';

const LINKS_ID = 'sport-nav-links';

interface SportNavProps {
  sport: Sport;
  items: readonly SportNavigationItem[];
}

/**
 * spec 2.3: the sport navigation under the header. From xl (1280 px) a bar; below it the first
 * item plus a 'Links' +/- toggle that opens the other items as a sub-menu.
 */
export function SportNav({ sport, items }: SportNavProps) {
  const rootRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const groupTriggers = useRef(new Map<number, HTMLButtonElement>());
  const [snapshot, send] = useMachine(sportSubMenuMachine);
  const open = isSportNavOpen(snapshot);
  const expandedId = snapshot.context.expandedId;

  useRouteChange(() => send({ type: 'sportNav.routeChanged' }));
  useDocumentClass('sport-nav-is-open', open);

  useEffect(() => {
    if (!open && expandedId === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusInside = rootRef.current?.contains(document.activeElement) ?? false;
      send({ type: 'sportNav.escape' });
      if (!focusInside) return;
      const trigger = expandedId === null ? undefined : groupTriggers.current.get(expandedId);
      (trigger ?? toggleRef.current)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, expandedId, send]);

  const home = items.find((item) => item.class_name === 'sport-home') ?? items[0];
  const others = items.filter((item) => item !== home);
  if (!home) return null;

  return (
    <nav ref={rootRef} aria-label={`${sport.title} navigation`} className={styles.sportNav}>
      <div className={styles.inner}>
        <SmartLink href={home.url} newWindow={home.open_in_new_window} className={styles.home}>
          {home.title}
        </SmartLink>
        {others.length > 0 && (
          <>
            <button
              ref={toggleRef}
              type="button"
              className={styles.linksToggle}
              aria-expanded={open}
              aria-controls={LINKS_ID}
              onClick={() => send({ type: 'sportNav.toggle' })}
            >
              Links
              <span aria-hidden="true" className={styles.sign}>
                {open ? '−' : '+'}
              </span>
            </button>
            <ul role="list" id={LINKS_ID} className={styles.links} data-open={open}>
              {others.map((item) => {
                if (item.separator) return <li key={item.id} role="separator" className={styles.separator} />;
                if (item.items.length === 0) {
                  return (
                    <li key={item.id} className={styles.item}>
                      <SmartLink href={item.url} newWindow={item.open_in_new_window} className={styles.link}>
                        {item.title}
                      </SmartLink>
                    </li>
                  );
                }
                const expanded = isSportItemExpanded(snapshot, item.id);
                const groupId = `${LINKS_ID}-${item.id}`;
                return (
                  <li key={item.id} className={`${styles.item} ${styles.group}`}>
                    <button
                      type="button"
                      ref={(node) => {
                        if (node) groupTriggers.current.set(item.id, node);
                        else groupTriggers.current.delete(item.id);
                      }}
                      className={styles.link}
                      aria-expanded={expanded}
                      aria-controls={groupId}
                      onClick={() => send({ type: 'sportNav.expand', id: item.id })}
                    >
                      {item.title}
                      <ChevronIcon className={styles.chevron} />
                    </button>
                    <ul role="list" id={groupId} className={styles.groupLinks} hidden={!expanded}>
                      {item.items.map((child) => (
                        <li key={child.id}>
                          <SmartLink href={child.url} newWindow={child.open_in_new_window} className={styles.groupLink}>
                            {child.title}
                          </SmartLink>
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
          </>
        )}
        {/* spec 9: the sport navigation's sponsor logo slot. */}
        <AdSlot slotId={SPORT_NAV_SPONSOR_AD_SLOT} sportId={sport.id} className={styles.sponsorAd} />
      </div>
    </nav>
  );
}

export default SportNav;
