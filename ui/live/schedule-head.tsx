import type { GameResult } from '../../core/games/game';
import type { LiveStreamStatus } from '../../core/live/live-stream.port';
import { ConnectionStatus } from './connection-status';
import styles from './game-centre.module.css';
import type { TeamFallback } from './game-head';
import { TeamBlock } from './team-block';

/** The head before any live document: the two teams from the schedule, and the result once there is one. */
export function ScheduleHead({ school, opponent, schoolIsHome, neutral, result, statusText, connection }: { school: TeamFallback; opponent: TeamFallback; schoolIsHome: boolean; neutral: boolean; result: GameResult | null; statusText: string | null; connection: LiveStreamStatus | null }) {
  const schoolBlock = { ...school, score: result?.team_score ?? null, isSchool: true, winner: result?.status === 'W' };
  const opponentBlock = { ...opponent, score: result?.opponent_score ?? null, isSchool: false, winner: result?.status === 'L' };
  const [away, home] = schoolIsHome ? [opponentBlock, schoolBlock] : [schoolBlock, opponentBlock];
  return (
    <section className={styles.head} aria-labelledby="game-head-title">
      <h2 id="game-head-title" className="visually-hidden">
        Teams
      </h2>
      <div className={styles.headGrid}>
        <TeamBlock {...away} sideLabel="Away" />
        <div className={styles.state}>
          {statusText ? <p className={styles.period}>{statusText}</p> : <p className={styles.versus}>{neutral ? 'vs' : 'at'}</p>}
          {connection && <ConnectionStatus status={connection} />}
        </div>
        <TeamBlock {...home} sideLabel="Home" />
      </div>
    </section>
  );
}
