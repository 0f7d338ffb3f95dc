import type { ReactNode } from 'react';
import styles from '../styles/page-header.module.css';

interface PeopleHeaderProps {
  /** The line above the title, e.g. the sport. */
  eyebrow?: string | null;
  title: string;
  titleId?: string;
  children?: ReactNode;
}

/** The page's one h1, with the sport or section above it. */
export function PeopleHeader({ eyebrow, title, titleId = 'page-title', children }: PeopleHeaderProps) {
  return (
    <header className={styles.header}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {children}
    </header>
  );
}
