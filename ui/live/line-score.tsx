import type { LineScoreView } from '../../core/live/game-centre-view';
import { PlainTable } from '../tables/plain-table';
import { ScrollRegion } from '../tables/scroll-region';
import styles from './game-centre.module.css';

function cell(value: number | null): string {
  return value === null ? '-' : String(value);
}

/** Period-by-period scores (and timeouts, when the feed counts them), visiting team first. */
export function LineScore({ lineScore }: { lineScore: LineScoreView }) {
  return (
    <section className={styles.card} aria-labelledby="line-score-title">
      <h2 id="line-score-title" className={styles.cardTitle}>
        Line score
      </h2>
      <ScrollRegion className={styles.scroll} label="Score by period">
        <table className={styles.table}>
          <caption className="visually-hidden">Score by period</caption>
          <thead>
            <tr>
              <th scope="col">Team</th>
              {lineScore.headings.map((heading) => (
                <th key={heading} scope="col">
                  {heading}
                </th>
              ))}
              <th scope="col">
                <abbr title="Total">T</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {lineScore.rows.map((row) => (
              <tr key={row.side}>
                <th scope="row">{row.name}</th>
                {row.periods.map((value, index) => (
                  <td key={lineScore.headings[index]}>{cell(value)}</td>
                ))}
                <td className={styles.total}>{row.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {lineScore.hasTimeouts && (
          <PlainTable className={styles.table} caption="Timeouts by period" captionClassName={styles.caption} columns={['Team', ...lineScore.headings]}>
            {lineScore.rows.map((row) => (
              <tr key={row.side}>
                <th scope="row">{row.name}</th>
                {row.timeouts.map((value, index) => (
                  <td key={lineScore.headings[index]}>{cell(value)}</td>
                ))}
              </tr>
            ))}
          </PlainTable>
        )}
      </ScrollRegion>
    </section>
  );
}
