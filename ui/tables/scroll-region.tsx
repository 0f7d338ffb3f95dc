import type { ReactNode } from 'react';

interface ScrollRegionProps {
  className: string | undefined;
  /** What the region holds, as a screen reader announces it. */
  label: string;
  children: ReactNode;
}

/** A labelled region a keyboard can focus and scroll, around what may be wider than the page (a table, preformatted text). */
export function ScrollRegion({ className, label, children }: ScrollRegionProps) {
  return (
    <div className={className} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
