import { Link } from '../routing/link';
import { LOCATION_FILTERS, type LocationFilter as Filter } from '../../core/games/game-rules';
import styles from './schedule.module.css';

/**
 * spec 9: the location filters All, Home, Away and Neutral, as links that put the filter in the URL
 * (`?location=home`) so a filtered schedule can be shared and bookmarked.
 */
export function LocationFilterLinks({ current, pathFor, label = 'Show games' }: { current: Filter; pathFor: (filter: Filter) => string; label?: string }) {
  return (
    <nav aria-label={label}>
      <ul role="list" className={styles.segmented}>
        {LOCATION_FILTERS.map((filter) => (
          <li key={filter.value}>
            <Link to={pathFor(filter.value)} className={styles.segment} aria-current={filter.value === current ? 'true' : undefined} preventScrollReset>
              {filter.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
