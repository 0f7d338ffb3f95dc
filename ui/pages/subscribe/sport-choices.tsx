import info from '../../info/info.module.css';
import styles from './sport-choices.module.css';
import { withChoice } from '../../../core/forms/choices';

interface SportChoicesProps {
  sports: ReadonlyArray<{ id: number; title: string }>;
  news: readonly string[];
  finals: readonly string[];
  onNews: (value: string[]) => void;
  onFinals: (value: string[]) => void;
}

/**
 * Issue 46: each sport's two choices side by side, news (the newsletter) and final scores, one row a sport, so a
 * long list of sports stays one list. Each box is named for its sport and choice ("Baseball final scores").
 */
export function SportChoices({ sports, news, finals, onNews, onFinals }: SportChoicesProps) {
  return (
    <fieldset className={info.fieldset}>
      <legend>What would you like to hear about? (optional)</legend>
      <p className={info.hint}>News: our newsletter; none chosen means news of every sport. Final scores: an email when a game ends.</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Sport</th>
            <th scope="col">News</th>
            <th scope="col">Final scores</th>
          </tr>
        </thead>
        <tbody>
          {sports.map((sport) => {
            const value = String(sport.id);
            return (
              <tr key={sport.id}>
                <th scope="row">{sport.title}</th>
                <td>
                  <input type="checkbox" name="sports" value={value} aria-label={`${sport.title} news`} checked={news.includes(value)} onChange={() => onNews(withChoice(news, value, !news.includes(value)))} />
                </td>
                <td>
                  <input type="checkbox" name="finals" value={value} aria-label={`${sport.title} final scores`} checked={finals.includes(value)} onChange={() => onFinals(withChoice(finals, value, !finals.includes(value)))} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </fieldset>
  );
}
