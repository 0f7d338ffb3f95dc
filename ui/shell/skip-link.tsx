import type { MouseEvent } from 'react';
import styles from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** spec 1: the first stop in the tab order; moves focus (not just scroll) to the main content. */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink} onClick={skip}>
      Skip to main content
    </a>
  );
}
