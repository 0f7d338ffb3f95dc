import type { ReactNode } from 'react';
import styles from '../styles/page-header.module.css';

export interface PageHeaderProps {
  /** A small line above the title (the school, the sport, the section). */
  eyebrow?: string | null;
  title: string;
  /** The h1's id, for aria-labelledby. */
  id?: string;
  children?: ReactNode;
}

/** The page's one h1, with its eyebrow and an optional introduction. */
export function PageHeader({ eyebrow, title, id, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      {children && <div className={styles.intro}>{children}</div>}
    </header>
  );
}
