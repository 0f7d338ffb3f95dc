import type { ReactNode } from 'react';
import styles from './schedule.module.css';

/** The heading of a schedule-family page: the sport (or site) as an eyebrow and the page's one h1. */
export function PageHeading({ eyebrow, title, children }: { eyebrow?: string | null; title: string; children?: ReactNode }) {
  return (
    <header className={styles.pageHeader}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 className={styles.title}>{title}</h1>
      {children}
    </header>
  );
}
