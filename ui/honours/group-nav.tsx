import { Link } from '../routing/link';
import styles from './honours.module.css';

export interface GroupNavProps {
  label: string;
  options: ReadonlyArray<{ key: string; name: string; href: string }>;
  current: string;
}

/** The ways a list can be grouped, as links; the current one is marked for assistive technology. */
export function GroupNav({ label, options, current }: GroupNavProps) {
  if (options.length < 2) return null;
  return (
    <nav className={styles.groupNav} aria-label={label}>
      <ul role="list">
        {options.map((option) => (
          <li key={option.key}>
            <Link to={option.href} className={styles.groupLink} aria-current={option.key === current ? 'page' : undefined}>
              {option.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
