import type { LiveTeamView } from '../../core/live/game-centre-view';
import type { TeamLeader } from '../../core/live/game-centre-box-score';
import styles from './game-centre.module.css';

/** Each team's leader in each category the feed ranks. */
export function TeamLeaders({ teams }: { teams: Array<{ team: LiveTeamView; leaders: TeamLeader[] }> }) {
  if (teams.every(({ leaders }) => leaders.length === 0)) return null;
  return (
    <section className={styles.card} aria-labelledby="leaders-title">
      <h2 id="leaders-title" className={styles.cardTitle}>
        Team leaders
      </h2>
      <div className={styles.columns}>
        {teams.map(({ team, leaders }) => (
          <div key={team.side}>
            <h3 className={styles.subTitle}>{team.name}</h3>
            {leaders.length > 0 ? (
              <dl className={styles.leaders}>
                {leaders.map((leader) => (
                  <div key={leader.category} className={styles.leader}>
                    <dt>{leader.category}</dt>
                    <dd>
                      <span>{leader.player}</span> <strong>{leader.value}</strong>
                    </dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className={styles.muted}>No leaders yet.</p>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
