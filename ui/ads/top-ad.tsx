import { useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useMatches } from 'react-router-dom';
import { topAdSlotId } from '../../core/ads/ad-slots';
import type { RouteHandle } from '../../core/routing/route-definition';
import { CLOSE_TOP_AD_LABEL, CLOSE_TOP_AD_TEXT, isTopAdVisible, showCloseTopAd, topAdMachine, type TopAdDevice } from '../../core/ads/top-ad.machine';
import { CloseIcon } from '../shell/icons';
import { AdSlot } from './ad-slot';
import styles from './top-ad.module.css';

// spec 9: the top ad's sizes change at md (768 px); below it the device counts as mobile.
const DESKTOP_QUERY = '(min-width: 768px)';

function routeNameOf(matches: ReturnType<typeof useMatches>): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle && typeof handle === 'object' && 'route' in handle) return handle.route.name;
  }
  return undefined;
}

/** The media query list of md and up; null where the environment has no matchMedia. */
function desktopMedia(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : null;
}

function deviceNow(): TopAdDevice {
  const media = desktopMedia();
  return media && !media.matches ? 'mobile' : 'desktop';
}

/**
 * spec 2.3/9: the top ad above the header: htlad-top on Home and Sport Home, htlad-common-top
 * elsewhere, in room reserved before it loads (50 px, 90 px from md). On mobile it stays, with a
 * 26 px close button; on desktop it hides once the page scrolls past its height (200 ms throttle).
 */
export function TopAd() {
  const slotId = topAdSlotId(routeNameOf(useMatches()));
  const rootRef = useRef<HTMLElement>(null);
  const actor = useActorRef(topAdMachine, { input: { device: 'desktop' } });
  const visible = useSelector(actor, isTopAdVisible);
  const showClose = useSelector(actor, showCloseTopAd);
  const dismissed = useSelector(actor, (snapshot) => snapshot.context.dismissed);

  useEffect(() => {
    const media = desktopMedia();
    const onDevice = () => actor.send({ type: 'topAd.deviceChanged', device: deviceNow() });
    const onScroll = () => actor.send({ type: 'topAd.scroll', y: window.scrollY, height: rootRef.current?.offsetHeight ?? 0 });
    onDevice();
    onScroll();
    media?.addEventListener('change', onDevice);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      media?.removeEventListener('change', onDevice);
      window.removeEventListener('scroll', onScroll);
    };
  }, [actor]);

  if (dismissed) return null;
  return (
    <aside ref={rootRef} aria-label="Advertisement" className={styles.topAd} data-top-ad={visible ? 'shown' : 'hidden'}>
      <AdSlot key={slotId} slotId={slotId} className={styles.slot} frameHidden={!visible}>
        {showClose && (
          <button type="button" className={styles.close} aria-label={CLOSE_TOP_AD_LABEL} title={CLOSE_TOP_AD_TEXT} onClick={() => actor.send({ type: 'topAd.close' })}>
            <CloseIcon />
          </button>
        )}
      </AdSlot>
    </aside>
  );
}
