import { lazy, Suspense, useEffect, useRef, type FocusEvent, type PointerEvent } from 'react';
import { useMachine } from '@xstate/react';
import { desktopNavMachine, isItemOpen, isNavOpen } from '../../../core/navigation/desktop-nav.machine';
import type { NavigationItem } from '../../../core/navigation/navigation-item';
import { navigationDropdownSlotId } from '../../../core/ads/ad-slots';
import { ChevronIcon } from '../icons';
import { SmartLink } from '../smart-link';
import { useDocumentClass } from '../use-document-class';
import { useRouteChange } from '../use-route-change';
import { OnceShown } from './once-shown';
import styles from './desktop-nav.module.css';

const loadPanel = () => import('./desktop-nav-panel');
// DESIGN 7: a drop-down's links load when the bar is first approached (pointer or focus), not with every page.
const DesktopNavPanel = lazy(loadPanel);

function hasColumns(item: NavigationItem): boolean {
  return item.columns.some((column) => column.items.length > 0);
}

function triggerId(id: number): string {
  return `main-nav-trigger-${id}`;
}

/** spec 2.3: the desktop main navigation (>= lg): level-1 bar with level-2 drop-down columns. */
export function DesktopNav({ items }: { items: readonly NavigationItem[] }) {
  const navRef = useRef<HTMLElement>(null);
  const [snapshot, send] = useMachine(
    desktopNavMachine.provide({
      actions: { focusTrigger: (_, params) => document.getElementById(triggerId(params.id))?.focus() },
    }),
  );
  const open = isNavOpen(snapshot);
  // spec 9: htlad-common-navigation_dropdown{n}, one per drop-down, counted from 1.
  const dropdownNumbers = new Map(items.filter(hasColumns).map((item, index) => [item.id, index + 1]));

  useRouteChange(() => send({ type: 'nav.routeChanged' }));
  useDocumentClass('nav-is-open', open);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') send({ type: 'nav.escape' });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, send]);

  const onPointerEnter = (item: NavigationItem) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    send({ type: 'nav.hover', id: item.id });
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && open) send({ type: 'nav.leave' });
  };
  const onClick = (item: NavigationItem) => send({ type: 'nav.click', id: item.id });
  // Keyboard users leaving the bar should not leave a panel open behind them.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !navRef.current?.contains(next)) send({ type: 'nav.leave' });
  };

  return (
    <nav ref={navRef} aria-label="Main" className={styles.nav} onBlur={onBlur} onPointerEnter={loadPanel} onFocus={loadPanel}>
      <ul role="list" className={styles.bar}>
        {items.map((item) => {
          if (!hasColumns(item)) {
            return (
              <li key={item.id} className={styles.item}>
                <SmartLink href={item.url} newWindow={item.open_in_new_window} className={styles.trigger}>
                  {item.title}
                </SmartLink>
              </li>
            );
          }
          const itemOpen = isItemOpen(snapshot, item.id);
          const panelId = `main-nav-panel-${item.id}`;
          return (
            <li key={item.id} className={styles.item} onPointerEnter={onPointerEnter(item)} onPointerLeave={onPointerLeave}>
              <button
                type="button"
                id={triggerId(item.id)}
                className={styles.trigger}
                aria-expanded={itemOpen}
                aria-controls={panelId}
                onClick={() => onClick(item)}
              >
                {item.title}
                <ChevronIcon className={styles.chevron} />
              </button>
              <div id={panelId} className={styles.panel} hidden={!itemOpen}>
                <OnceShown shown={itemOpen}>
                  <Suspense fallback={null}>
                    <DesktopNavPanel columns={item.columns} adSlotId={navigationDropdownSlotId(dropdownNumbers.get(item.id) ?? 1)} open={itemOpen} />
                  </Suspense>
                </OnceShown>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
