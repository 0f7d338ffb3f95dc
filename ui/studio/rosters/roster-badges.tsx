import type { RosterSummary } from '../../../core/studio/rosters/roster';
import styles from '../studio.module.css';

/** Hidden or Published, and Current, as words (not colour alone). */
export function RosterBadges({ roster }: { roster: Pick<RosterSummary, 'hidden' | 'current'> }) {
  return (
    <span className={styles.row}>
      <span className={styles.notice}>{roster.hidden ? 'Hidden' : 'Published'}</span>
      {roster.current && <span className={styles.notice}>Current</span>}
    </span>
  );
}
