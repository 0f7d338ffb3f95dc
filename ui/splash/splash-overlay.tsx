import { useEffect, useId, type CSSProperties, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { isFullPageRedirect } from '../../core/routing/redirects';
import type { SplashContent } from '../../core/splash/splash-content';
import { splashClickTarget, splashCookieName, splashCookieOptions, type SplashCookieKind } from '../../core/splash/splash-rules';
import { isSplashShown, splashMachine } from '../../core/splash/splash.machine';
import { usePlatform } from '../routing/platform-context';
import { ModalLayer } from './modal-layer';
import { SplashMedia } from './splash-media';
import { useSplashServices } from './splash-services';
import styles from './splash-overlay.module.css';

const COOKIE_VALUE = '1';

export interface SplashOverlayProps {
  content: SplashContent;
  /** On /splash/{splashId}: 'Continue to Home' then goes to /. */
  onSplashRoute: boolean;
  /** The splash route's title is the page's h1; over another page it is an h2. */
  headingLevel?: 1 | 2;
  /** Called once the splash has closed (continued, skipped, or followed). */
  onClosed?: () => void;
}

/**
 * spec 4 Splash visibility: the full-screen splash, shown once the visibility rules said so. The
 * machine decides; this binds its effects to cookies, focus, navigation and the click API.
 */
export default function SplashOverlay({ content, onSplashRoute, headingLevel = 2, onClosed }: SplashOverlayProps) {
  const { clock, cookies } = usePlatform();
  const services = useSplashServices();
  const navigate = useNavigate();
  const titleId = useId();

  // useMachine keeps the machine of the first render; the ports it closes over are the app's, stable for its life.
  const setCookie = (kind: SplashCookieKind, splashId: number) => cookies.set(splashCookieName(kind, splashId), COOKIE_VALUE, splashCookieOptions(kind, clock.now()));
  const machine = splashMachine.provide({
    actions: {
      setShownCookie: (_, { splashId }) => setCookie('shown', splashId),
      setContinueCookie: (_, { splashId }) => setCookie('continue', splashId),
      setPermanentCookie: (_, { splashId }) => setCookie('skip', splashId),
      // Found by its splash, not by a useId: a page the server rendered keeps the ids the server gave it.
      focusSplash: () => document.querySelector<HTMLElement>(`[role="dialog"][data-splash-id="${content.id}"]`)?.focus(),
      navigate: (_, { url }) => {
        if (isFullPageRedirect(url) && services) void services.navigator.load(url);
        else void navigate(url);
      },
      logClickFailure: (_, { message, error }) => services?.logger.error(message, error),
    },
    actors: {
      recordClick: fromPromise<void, { splashId: number }>(async ({ input }) => {
        if (!services) throw new Error('No splash API to record the click with.');
        await services.repository.recordClick(input.splashId);
      }),
    },
  });

  const [snapshot, send] = useMachine(machine, { input: { splashId: content.id, link: content.link, onSplashRoute, visible: true } });
  const shown = isSplashShown(snapshot);
  const done = snapshot.status === 'done';

  // spec 4: Escape does what 'Continue to Home' does.
  useEffect(() => {
    if (!shown) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') send({ type: 'splash.escape' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shown, send]);

  useEffect(() => {
    if (done) onClosed?.();
  }, [done, onClosed]);

  if (!shown) return null;

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const followMedia = (event: MouseEvent) => {
    event.preventDefault();
    send({ type: 'splash.mediaClick' });
  };

  return (
    // spec 4: a modal dialog: the page behind it is inert and Tab stays inside until it closes.
    <ModalLayer className={styles.backdrop} style={{ '--splash-bg': content.backgroundColor, '--splash-fg': content.foregroundColor } as CSSProperties}>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={styles.dialog} data-splash-id={content.id}>
        <Heading id={titleId} className={styles.title}>
          {content.title}
        </Heading>
        <SplashMedia content={content} href={splashClickTarget(content)} onFollow={followMedia} />
        {content.html && <div className={styles.html} dangerouslySetInnerHTML={{ __html: content.html }} />}
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => send({ type: 'splash.continue' })}>
            Continue to Home
          </button>
          <button type="button" className={styles.secondary} onClick={() => send({ type: 'splash.skip' })}>
            Skip Permanently
          </button>
        </div>
      </div>
    </ModalLayer>
  );
}
