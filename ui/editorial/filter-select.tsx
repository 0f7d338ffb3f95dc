import type { FilterOption } from '../../core/editorial/filter-option';
import styles from './editorial.module.css';

export interface FilterSelectProps {
  id: string;
  /** The query parameter the form submits. */
  name: string;
  label: string;
  /** The first option, which clears the filter. */
  allLabel: string;
  options: readonly FilterOption[];
  value: number | null;
}

/** A labelled select of a list filter; its empty first option means no filter. */
export function FilterSelect({ id, name, label, allLabel, options, value }: FilterSelectProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value === null ? '' : String(value)} className={styles.control}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
