import { lazy, Suspense, useEffect, useLayoutEffect, useRef, type FocusEvent } from 'react';
import { useMachine } from '@xstate/react';
import { isMobileNavOpen, mobilePanelMachine, type ToggleTabValue } from '../../../core/navigation/mobile-panel.machine';
import type { NavigationItem } from '../../../core/navigation/navigation-item';
import { CloseIcon, MenuIcon } from '../icons';
import { useDocumentClass } from '../use-document-class';
import { useRouteChange } from '../use-route-change';
import { OnceShown } from './once-shown';
import styles from './mobile-nav.module.css';

const PANEL_ID = 'mobile-nav-panel';

const loadPanel = () => import('./mobile-nav-panel');
// DESIGN 7: the panel's links load on the way to the first open, not with every page.
const MobileNavPanel = lazy(loadPanel);

interface MobileNavProps {
  items: readonly NavigationItem[];
  /** spec 4: opening the panel emits toggleTab('navigation') so sibling overlays can close. */
  onToggleTab: (value: ToggleTabValue) => void;
}

/** spec 2.3: below lg the main navigation is an off-canvas panel opened by a 'Menu' toggle. */
export function MobileNav({ items, onToggleTab }: MobileNavProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [snapshot, send] = useMachine(
    mobilePanelMachine.provide({ actions: { emitToggleTab: (_, params) => onToggleTab(params.value) } }),
  );
  const open = isMobileNavOpen(snapshot);

  useRouteChange(() => send({ type: 'mobileNav.routeChanged' }));
  useDocumentClass('nav-is-open', open);

  // The panel starts where the header bar ends, wherever the sticky header currently sits.
  useLayoutEffect(() => {
    if (!open) return;
    const bar = rootRef.current?.closest('[data-header-bar]');
    const top = bar ? Math.max(0, bar.getBoundingClientRect().bottom) : 0;
    rootRef.current?.style.setProperty('--panel-top', `${top}px`);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      send({ type: 'mobileNav.toggle' });
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, send]);

  const preload = () => void loadPanel();

  // Focus moving to something outside the toggle and panel closes it (a click on the panel's
  // own background gives no relatedTarget and must not).
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !rootRef.current?.contains(next)) send({ type: 'mobileNav.focusLeft' });
  };

  return (
    <div ref={rootRef} className={styles.root} onBlur={onBlur}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={() => send({ type: 'mobileNav.toggle' })}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        <span className={styles.toggleText}>Menu</span>
      </button>
      <div className={styles.backdrop} hidden={!open} onClick={() => send({ type: 'mobileNav.blur' })} />
      <div id={PANEL_ID} className={styles.panel} hidden={!open}>
        <OnceShown shown={open}>
          <Suspense fallback={null}>
            <MobileNavPanel id={PANEL_ID} items={items} />
          </Suspense>
        </OnceShown>
      </div>
    </div>
  );
}
