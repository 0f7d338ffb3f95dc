import type { SituationView } from '../../core/live/game-centre-situation';
import styles from './game-centre.module.css';

const BASES = [
  { base: 'second', x: 50, y: 12 },
  { base: 'third', x: 12, y: 50 },
  { base: 'first', x: 88, y: 50 },
] as const;

/** Baseball and softball: the count, outs and runners on base (a diamond, with the same in words). */
export function Situation({ situation }: { situation: SituationView }) {
  return (
    <section className={styles.card} aria-labelledby="situation-title">
      <h2 id="situation-title" className={styles.cardTitle}>
        Situation
      </h2>
      <div className={styles.situation}>
        <svg className={styles.diamond} viewBox="0 0 100 100" role="img" aria-label={situation.basesText}>
          <rect x="42" y="80" width="16" height="16" transform="rotate(45 50 88)" className={styles.home} />
          {BASES.map(({ base, x, y }) => (
            <rect key={base} x={x - 9} y={y - 9} width="18" height="18" transform={`rotate(45 ${x} ${y})`} className={situation.runners[base] !== null ? styles.baseOn : styles.base} />
          ))}
        </svg>
        <dl className={styles.facts}>
          {situation.inningLabel && (
            <div>
              <dt>Inning</dt>
              <dd>{situation.inningLabel}</dd>
            </div>
          )}
          <div>
            <dt>Count</dt>
            <dd>
              {situation.count} <span className={styles.muted}>(balls-strikes)</span>
            </dd>
          </div>
          <div>
            <dt>Outs</dt>
            <dd>{situation.outsText}</dd>
          </div>
          <div>
            <dt>On base</dt>
            <dd>
              {situation.basesText}
              {(['first', 'second', 'third'] as const)
                .filter((base) => situation.runners[base])
                .map((base) => (
                  <span key={base} className={styles.runner}>
                    {' '}
                    {base}: {situation.runners[base]}
                  </span>
                ))}
            </dd>
          </div>
          {situation.batter && (
            <div>
              <dt>At bat</dt>
              <dd>{situation.batter}</dd>
            </div>
          )}
          {situation.pitcher && (
            <div>
              <dt>Pitching</dt>
              <dd>
                {situation.pitcher}
                {situation.pitchCount !== null && ` (${situation.pitchCount} pitches)`}
              </dd>
            </div>
          )}
        </dl>
      </div>
    </section>
  );
}
