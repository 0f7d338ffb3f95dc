import { useState, type ReactNode } from 'react';

/**
 * Its children, from the first time `shown` is true on. A closed drop-down's links wait for it to
 * open: the two main navigations' closed panels were over half of every page's markup, sent and
 * hydrated on every first load (#12). Kept once shown, so closing does not rebuild them.
 */
export function OnceShown({ shown, children }: { shown: boolean; children: ReactNode }) {
  const [once, setOnce] = useState(shown);
  if (shown && !once) setOnce(true);
  return once ? children : null;
}
