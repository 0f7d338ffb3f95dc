import { useMachine } from '@xstate/react';
import { countdownMachine, countdownValue, isCountdownFinished } from '../../core/countdown/countdown.machine';
import type { Clock } from '../../core/platform/clock.port';
import { COUNTDOWN_UNITS, padUnit } from '../countdown/countdown-units';
import styles from './game-centre.module.css';

/** spec 3/4: the countdown to the game, ticking each second and stopping at zero. Not a live region. */
export function GameCountdown({ target, clock }: { target: number; clock: Clock }) {
  const [snapshot] = useMachine(countdownMachine, { input: { target, clock } });
  const value = countdownValue(snapshot);
  if (isCountdownFinished(snapshot)) return <p className={styles.countdownDone}>Game time!</p>;
  return (
    <div className={styles.countdown} role="timer" aria-label="Countdown to the game" aria-live="off">
      {COUNTDOWN_UNITS.map(([unit, label]) => (
        <p key={unit} className={styles.countdownUnit}>
          <span className={styles.countdownValue}>{padUnit(value[unit])}</span>
          <span className={styles.countdownLabel}>{label}</span>
        </p>
      ))}
    </div>
  );
}
