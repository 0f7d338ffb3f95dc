import { useMachine } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useMatches } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { isRotatorControlVisible, rotatorAnnouncement, rotatorControlLabel, rotatorControlMachine } from '../../core/rotators/rotator-control.machine';
import { prefersReducedMotion, RotatorHub, RotatorHubContext, useRotatorHub } from './rotator-hub';
import styles from './rotator-control.module.css';

/** The page-wide hub of carousels, made once per app; reduced motion starts it paused (spec 1). */
export function RotatorProvider({ children }: { children: ReactNode }) {
  const [hub] = useState(() => new RotatorHub(prefersReducedMotion()));
  return <RotatorHubContext.Provider value={hub}>{children}</RotatorHubContext.Provider>;
}

function routeNameOf(matches: ReturnType<typeof useMatches>): string {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as { route?: { name?: unknown } } | undefined;
    if (typeof handle?.route?.name === 'string') return handle.route.name;
  }
  return '';
}

/**
 * spec 1 and 4: 'Pause All Rotators' / 'Play All Rotators', shown only when the page has an
 * autoplaying carousel (looked for 2 s after the route name changes, and again whenever one starts
 * or stops), with its announcement.
 */
export function RotatorControl() {
  const hub = useRotatorHub();
  const routeName = routeNameOf(useMatches());
  // useMachine keeps the machine of the first render; the hub is the app's, stable for its life.
  const [snapshot, send] = useMachine(
    rotatorControlMachine.provide({
      guards: { startsPaused: () => hub?.paused ?? false },
      actions: { pauseAll: () => hub?.pauseAll(), playAll: () => hub?.playAll() },
      actors: { detectCarousel: fromPromise(async () => hub?.hasAutoplaying() ?? false) },
    }),
  );

  // The first page counts as a change from no page.
  useEffect(() => {
    send({ type: 'rotator.routeNameChanged' });
  }, [routeName, send]);
  // A carousel hydrated late (the visitor scrolled to it) or gone: the page is looked at again.
  useEffect(() => hub?.onChange(() => send({ type: 'rotator.carouselsChanged' })), [hub, send]);

  const announcement = rotatorAnnouncement(snapshot);
  return (
    <>
      {isRotatorControlVisible(snapshot) && (
        <button type="button" className={styles.control} data-rotator-control="" onClick={() => send({ type: 'rotator.toggle' })}>
          {rotatorControlLabel(snapshot)}
        </button>
      )}
      <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden" data-rotator-announcer="">
        {announcement ?? ''}
      </div>
    </>
  );
}
