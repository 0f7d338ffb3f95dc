import type { GameCentreView } from '../../core/live/game-centre-view';
import type { LiveStreamStatus } from '../../core/live/live-stream.port';
import { ConnectionStatus } from './connection-status';
import styles from './game-centre.module.css';
import { TeamBlock } from './team-block';

export interface TeamFallback {
  name: string;
  logo: string | null;
}

/** The live or final scoreboard: both teams, the score, the period and the clock, and the connection. */
export function GameHead({ view, fallbacks, status }: { view: GameCentreView; fallbacks: { school: TeamFallback; opponent: TeamFallback }; status: LiveStreamStatus | null }) {
  const [visiting, home] = view.teams;
  const logo = (team: typeof home) => team.logo ?? (team.isSchool ? fallbacks.school.logo : fallbacks.opponent.logo);
  const leader = view.isComplete && home.score !== visiting.score ? (home.score > visiting.score ? home.side : visiting.side) : null;
  return (
    <section className={styles.head} aria-labelledby="game-head-title">
      <h2 id="game-head-title" className="visually-hidden">
        Score
      </h2>
      <div className={styles.headGrid}>
        <TeamBlock name={visiting.name} rank={visiting.rank} logo={logo(visiting)} record={visiting.record} score={view.hasStarted ? visiting.score : null} color={visiting.color} sideLabel="Away" isSchool={visiting.isSchool} winner={leader === visiting.side} />
        <div className={styles.state}>
          <p className={styles.period}>{view.status}</p>
          {view.clock && (
            <p className={styles.clock}>
              <span className="visually-hidden">Clock: </span>
              <time>{view.clock}</time>
            </p>
          )}
          {status && <ConnectionStatus status={status} />}
        </div>
        <TeamBlock name={home.name} rank={home.rank} logo={logo(home)} record={home.record} score={view.hasStarted ? home.score : null} color={home.color} sideLabel="Home" isSchool={home.isSchool} winner={leader === home.side} />
      </div>
    </section>
  );
}
