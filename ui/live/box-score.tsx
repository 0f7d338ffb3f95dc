import type { BoxScoreTable } from '../../core/live/game-centre-box-score';
import type { LiveTeamView } from '../../core/live/game-centre-view';
import { ScrollRegion } from '../tables/scroll-region';
import styles from './game-centre.module.css';

/** Each team's box score, one table per player group, with the first column naming the player. */
export function BoxScore({ teams }: { teams: Array<{ team: LiveTeamView; tables: BoxScoreTable[] }> }) {
  if (teams.every(({ tables }) => tables.length === 0)) return null;
  return (
    <section className={styles.card} aria-labelledby="box-score-title">
      <h2 id="box-score-title" className={styles.cardTitle}>
        Box score
      </h2>
      {teams.map(({ team, tables }) => (
        <div key={team.side} className={styles.boxTeam}>
          <h3 className={styles.subTitle}>{team.name}</h3>
          {tables.length === 0 && <p className={styles.muted}>No player stats yet.</p>}
          {tables.map((table) => {
            const caption = `${team.name} ${table.title}`;
            return (
              <ScrollRegion key={table.group} className={styles.scroll} label={caption}>
                <table className={styles.table}>
                  <caption className={styles.caption}>{caption}</caption>
                  <thead>
                    <tr>
                      {table.columns.map((column) => (
                        <th key={column.key} scope="col">
                          {column.description ? <abbr title={column.description}>{column.label}</abbr> : column.label}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {table.rows.map((row, index) => (
                      <tr key={index}>
                        {row.map((value, cell) =>
                          cell === 0 ? (
                            <th key={cell} scope="row">
                              {value}
                            </th>
                          ) : (
                            <td key={cell}>{value}</td>
                          ),
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            );
          })}
        </div>
      ))}
    </section>
  );
}
