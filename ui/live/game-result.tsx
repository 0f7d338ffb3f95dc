import type { GameLink, GameResult } from '../../core/games/game';
import { resultText, resultWord } from '../../core/schedule/schedule-rules';
import { SmartLink } from '../shell/smart-link';
import styles from './game-centre.module.css';

export type GameOutcome = Pick<GameResult, 'status' | 'team_score' | 'opponent_score'>;

/** After the game: the school's result and the links to the recap and the full box score. */
export function GameResultSummary({ outcome, recap, boxscore, schoolName }: { outcome: GameOutcome | null; recap: GameLink | null; boxscore: string | null; schoolName: string }) {
  const status = outcome?.status.trim() ?? '';
  return (
    <section className={styles.card} aria-labelledby="result-title">
      <h2 id="result-title" className={styles.cardTitle}>
        Final result
      </h2>
      {outcome && resultText(outcome) !== '' ? (
        <p className={styles.result} data-status={status}>
          {resultText(outcome)}
          {status && <span className="visually-hidden"> ({resultWord(status)} for {schoolName})</span>}
        </p>
      ) : (
        <p className={styles.muted}>The final result will be posted soon.</p>
      )}
      {(recap || boxscore) && (
        <ul role="list" className={styles.links}>
          {recap && (
            <li>
              <SmartLink href={recap.url} className={styles.linkButton}>
                Read the recap<span className="visually-hidden">: {recap.title}</span>
              </SmartLink>
            </li>
          )}
          {boxscore && (
            <li>
              <SmartLink href={boxscore} className={styles.linkButton}>
                Full box score
              </SmartLink>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
