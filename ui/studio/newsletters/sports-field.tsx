import { useShellData } from '../../shell/use-shell-data';
import studio from '../studio.module.css';
import styles from './newsletters.module.css';
import { FieldMessage } from '../shell/studio-field';
import { withChoice } from '../../../core/forms/choices';

/** The sports a newsletter goes to, as checkboxes; none ticked: everyone. */
export function SportsField({ sportIds, error, onChange }: { sportIds: number[]; error?: string; onChange: (sportIds: number[]) => void }) {
  const sports = useShellData().sports.filter((sport) => !(sport as { nonSport?: boolean }).nonSport);
  const chosen = sports.filter((sport) => sportIds.includes(sport.id));
  const toggle = (id: number, on: boolean) => onChange(withChoice(sportIds, id, on));
  return (
    <fieldset className={styles.fieldset} aria-describedby={`newsletter-audience${error ? ' newsletter-sportIds-error' : ''}`}>
      <legend>Who it goes to</legend>
      <p id="newsletter-audience" role="status" className={studio.hint}>
        {chosen.length === 0 ? 'Everyone: every confirmed fan (no sport ticked).' : `Fans of ${chosen.map((sport) => sport.title).join(', ')}.`}
      </p>
      <ul className={styles.checks}>
        {sports.map((sport) => (
          <li key={sport.id}>
            <label className={styles.check}>
              <input type="checkbox" checked={sportIds.includes(sport.id)} onChange={(event) => toggle(sport.id, event.target.checked)} />
              {sport.title}
            </label>
          </li>
        ))}
      </ul>
      {sportIds.length > 0 && (
        <button type="button" className={studio.button} onClick={() => onChange([])}>
          Send to everyone instead
        </button>
      )}
      <FieldMessage id="newsletter-sportIds" error={error} />
    </fieldset>
  );
}
