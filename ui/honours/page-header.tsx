import type { ReactNode } from 'react';
import styles from '../styles/page-header.module.css';

export interface PageHeaderProps {
  title: string;
  /** A short line above the title (the section of the site). */
  eyebrow?: string | null;
  /** One paragraph under the title. */
  blurb?: string | null;
  /** Extra content under the blurb (filters, facts). */
  children?: ReactNode;
}

/** The head of an honours or info page: its one h1, in the shell's look. */
export function PageHeader({ title, eyebrow, blurb, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 className={styles.title}>{title}</h1>
      {blurb && <p className={styles.intro}>{blurb}</p>}
      {children}
    </header>
  );
}
