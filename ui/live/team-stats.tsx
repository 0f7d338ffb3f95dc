import type { CSSProperties } from 'react';
import type { StatComparisonRow } from '../../core/live/game-centre-box-score';
import type { LiveTeamView } from '../../core/live/game-centre-view';
import styles from './game-centre.module.css';

/** Team totals side by side, visiting team first, with a bar of each team's share where values are numbers. */
export function TeamStats({ rows, visiting, home }: { rows: StatComparisonRow[]; visiting: LiveTeamView; home: LiveTeamView }) {
  if (rows.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="team-stats-title">
      <h2 id="team-stats-title" className={styles.cardTitle}>
        Team stats
      </h2>
      <table className={`${styles.table} ${styles.compare}`}>
        <caption className="visually-hidden">Team stats, {visiting.name} and {home.name}</caption>
        <thead>
          <tr>
            <th scope="col">{visiting.name}</th>
            <th scope="col">Stat</th>
            <th scope="col">{home.name}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td>{row.visiting}</td>
              <th scope="row">
                {row.label}
                {row.homeShare !== null && <span className={styles.shareBar} style={{ '--home-share': `${Math.round(row.homeShare * 100)}%` } as CSSProperties} aria-hidden="true" />}
              </th>
              <td>{row.home}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
