import type { Fact } from '../../core/facilities/facility-rules';
import styles from './honours.module.css';

/** A detail page's facts (Sport, Year, Capacity, ...) as one description list; nothing when it has none. */
export function FactList({ label, facts }: { label: string; facts: readonly Fact[] }) {
  if (facts.length === 0) return null;
  return (
    <dl className={styles.facts} aria-label={label}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
