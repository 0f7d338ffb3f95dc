import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { RosterSeason } from '../../core/roster/roster';
import styles from './people.module.css';

interface SeasonPickerProps {
  seasons: readonly RosterSeason[];
  current: RosterSeason | null;
  /** The page of a season. */
  pathFor: (season: RosterSeason) => string;
}

/**
 * The season selector: choosing a season and pressing Go opens that season's page, keeping the
 * page's query (sort, view). A button rather than a change of the select, so moving through the
 * options by keyboard does not leave the page (WCAG 3.2.2).
 */
export function SeasonPicker({ seasons, current, pathFor }: SeasonPickerProps) {
  const id = useId();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [chosen, setChosen] = useState(current?.roster_id ?? seasons[0]?.roster_id);
  if (seasons.length <= 1) return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const season = seasons.find((candidate) => candidate.roster_id === chosen);
    if (season && season.roster_id !== current?.roster_id) navigate(`${pathFor(season)}${search}`);
  }

  return (
    <form className={styles.field} onSubmit={submit} aria-label="Choose a season">
      <label htmlFor={id} className={styles.label}>
        Season
      </label>
      <span className={styles.fieldRow}>
        <select id={id} className={styles.control} value={chosen} onChange={(event) => setChosen(Number(event.target.value))}>
          {seasons.map((season) => (
            <option key={season.roster_id} value={season.roster_id}>
              {season.season}
            </option>
          ))}
        </select>
        <button type="submit" className={styles.button}>
          Go
        </button>
      </span>
    </form>
  );
}
