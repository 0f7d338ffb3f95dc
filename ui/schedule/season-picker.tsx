import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './schedule.module.css';

/**
 * A season selector: pick a season and press Go. The page changes on the button, not on every
 * arrow key in the list, so keyboard users can browse the seasons first (WCAG 3.2.2).
 */
export function SeasonPicker({ seasons, current, pathFor }: { seasons: readonly string[]; current: string | null; pathFor: (season: string) => string }) {
  const id = useId();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState(current ?? seasons[0] ?? '');
  if (seasons.length === 0) return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen) navigate(pathFor(chosen));
  }

  return (
    <form className={styles.inline} onSubmit={submit}>
      <label className={styles.field} htmlFor={id}>
        Season
        <select id={id} className={styles.select} value={chosen} onChange={(event) => setChosen(event.target.value)}>
          {seasons.map((season) => (
            <option key={season} value={season}>
              {season}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={styles.button}>
        Go
      </button>
    </form>
  );
}
