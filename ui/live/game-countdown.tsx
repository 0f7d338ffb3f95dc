import { useRef } from 'react';
import type { Clock } from '../../core/platform/clock.port';
import { CountdownDigits, useCountdown } from '../countdown/countdown-timer';
import { COUNTDOWN_UNITS } from '../countdown/countdown-units';
import styles from './game-centre.module.css';

/**
 * spec 3/4: the countdown to the game, ticking each second and stopping at zero. Not a live region.
 * #24: a tick renders only the digits that change; off screen it does not tick.
 */
export function GameCountdown({ target, clock }: { target: number; clock: Clock }) {
  const timer = useRef<HTMLDivElement>(null);
  const { actor, finished } = useCountdown(target, clock, timer);
  if (finished) return <p className={styles.countdownDone}>Game time!</p>;
  return (
    <div ref={timer} className={styles.countdown} role="timer" aria-label="Countdown to the game" aria-live="off">
      {COUNTDOWN_UNITS.map(([unit, label]) => (
        <p key={unit} className={styles.countdownUnit} data-unit={unit}>
          <CountdownDigits actor={actor} unit={unit} className={styles.countdownValue} />
          <span className={styles.countdownLabel}>{label}</span>
        </p>
      ))}
    </div>
  );
}
