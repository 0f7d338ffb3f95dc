import type { ReactNode } from 'react';
import styles from './honours.module.css';

/** Says in words that a list is empty (never a blank area). */
export function EmptyState({ children, role }: { children: ReactNode; role?: 'status' }) {
  return (
    <div className={styles.empty} role={role}>
      {children}
    </div>
  );
}
