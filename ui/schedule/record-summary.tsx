import type { ScheduleRecord } from '../../core/schedule/schedule-game';
import styles from './schedule.module.css';

/** The season's records: overall, conference, home, away, neutral and the streak. */
export function RecordSummary({ record, headingId = 'record-title' }: { record: ScheduleRecord; headingId?: string }) {
  const items: Array<[string, string]> = [
    ['Overall', record.overall_percentage ? `${record.overall} (${record.overall_percentage})` : record.overall],
    ['Conference', record.conference],
    ['Home', record.home],
    ['Away', record.away],
    ['Neutral', record.neutral],
    ['Streak', record.streak || '-'],
  ];
  return <RecordSection headingId={headingId} items={items} />;
}

/** A Record section: each label with its figure ('-' for none). */
export function RecordSection({ headingId, items }: { headingId: string; items: ReadonlyArray<readonly [string, string]> }) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        Record
      </h2>
      <dl className={styles.record}>
        {items.map(([label, value]) => (
          <div key={label} className={styles.recordItem}>
            <dt>{label}</dt>
            <dd>{value || '-'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
