import { Link } from '../routing/link';
import styles from './honours.module.css';

/** A link back to the list a detail page belongs to. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <p className={styles.back}>
      <Link to={to}>
        <span aria-hidden="true">← </span>
        {children}
      </Link>
    </p>
  );
}
