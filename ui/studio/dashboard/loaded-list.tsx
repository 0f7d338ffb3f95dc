import type { ReactNode } from 'react';
import styles from '../studio.module.css';
import type { Loaded } from '../use-studio-load';

interface LoadedListProps<T> {
  loaded: Loaded<T[]>;
  /** "Loading the scheduled stories…" */
  loading: string;
  /** What an empty list says ("Nothing is scheduled."). */
  empty: string;
  keyOf: (item: T) => string | number;
  children: (item: T) => ReactNode;
}

/** A dashboard list as it loads, fails, is empty or lists its items. */
export function LoadedList<T>({ loaded, loading, empty, keyOf, children }: LoadedListProps<T>) {
  if (loaded.state === 'loading') return <p role="status">{loading}</p>;
  if (loaded.state === 'failed') return <p role="alert">{loaded.message}</p>;
  if (loaded.value.length === 0) return <p>{empty}</p>;
  return (
    <ul className={styles.list}>
      {loaded.value.map((item) => (
        <li key={keyOf(item)}>{children(item)}</li>
      ))}
    </ul>
  );
}
