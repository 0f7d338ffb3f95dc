import type { ReactNode } from 'react';
import styles from '../styles/page-header.module.css';

/** The heading of a schedule-family page: the sport (or site) as an eyebrow and the page's one h1. */
export function PageHeading({ eyebrow, title, children }: { eyebrow?: string | null; title: string; children?: ReactNode }) {
  return (
    <header className={styles.header}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 className={styles.title}>{title}</h1>
      {children}
    </header>
  );
}
