import { useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '../shell/skip-link';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(layer: HTMLElement): HTMLElement[] {
  return Array.from(layer.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.getClientRects().length > 0);
}

/**
 * Makes everything outside `layer` inert: the siblings of the layer and of each of its ancestors
 * up to <body>. Answers the undo, which clears exactly the elements this call made inert, so a
 * closing overlay never leaves the page inert, and one that was inert already stays so.
 */
export function inertOutside(layer: HTMLElement): () => void {
  const made: HTMLElement[] = [];
  for (let node: HTMLElement = layer; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      if (sibling.tagName === 'SCRIPT' || sibling.tagName === 'STYLE' || sibling.tagName === 'LINK') continue;
      sibling.inert = true;
      made.push(sibling);
    }
  }
  return () => {
    for (const element of made) element.inert = false;
  };
}

/** Tab and Shift+Tab wrap around inside the layer instead of leaving it. */
function trapTab(layer: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const items = focusables(layer);
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const outside = !(active instanceof Node) || !layer.contains(active);
  if (event.shiftKey && (outside || active === first || !items.includes(active as HTMLElement))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

export interface ModalLayerProps {
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * A modal layer (spec 4 splash): while it is mounted the page behind it is inert and Tab stays
 * inside it; when it unmounts the page is interactive again and, if the focus was inside the
 * layer, it returns to what had it before (or to the main content).
 */
export function ModalLayer({ className, style, children }: ModalLayerProps) {
  const ref = useRef<HTMLDivElement>(null);

  // A layout effect: on unmount its cleanup runs before the layer leaves the DOM, so it can still
  // tell whether the focus is inside the layer (and must be given back) or was never taken.
  useLayoutEffect(() => {
    const layer = ref.current;
    if (!layer) return;
    const before = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const undoInert = inertOutside(layer);
    const onKeyDown = (event: KeyboardEvent) => trapTab(layer, event);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const focusInside = document.activeElement instanceof Node && layer.contains(document.activeElement);
      undoInert();
      if (!focusInside) return;
      const target = before?.isConnected && !before.closest('[inert]') ? before : document.getElementById(MAIN_CONTENT_ID);
      target?.focus({ preventScroll: true });
    };
  }, []);

  return (
    <div ref={ref} className={className} style={style}>
      {children}
    </div>
  );
}
