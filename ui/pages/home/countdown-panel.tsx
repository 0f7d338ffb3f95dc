import { useMachine } from '@xstate/react';
import { countdownMachine, countdownValue, isCountdownFinished } from '../../../core/countdown/countdown.machine';
import type { FeaturedCountdown } from '../../../core/home/home-feed';
import { dayLabel } from '../../../core/home/home-feed-rules';
import { usePlatform } from '../../routing/platform-context';
import { SmartLink } from '../../shell/smart-link';
import styles from './countdown-panel.module.css';

const UNITS = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** spec 3/4: the countdown to the next featured game, ticking each second and stopping at zero. */
export function CountdownPanel({ countdown }: { countdown: FeaturedCountdown }) {
  const { clock } = usePlatform();
  const [snapshot] = useMachine(countdownMachine, { input: { target: countdown.target, clock } });
  const parts = countdownValue(snapshot);
  const finished = isCountdownFinished(snapshot);
  const schedule = countdown.sport.slug ? `/sports/${countdown.sport.slug}/schedule` : null;

  return (
    <section className={styles.band} aria-labelledby="home-countdown-title">
      <div className={styles.inner}>
        <div className={styles.game}>
          <h2 id="home-countdown-title" className={styles.eyebrow}>
            Next featured game
          </h2>
          <p className={styles.title}>{schedule ? <SmartLink href={schedule}>{countdown.title}</SmartLink> : countdown.title}</p>
          <p className={styles.details}>
            <time dateTime={countdown.date}>{dayLabel(countdown.date)}</time>
            {countdown.time && <span>{countdown.time}</span>}
            {countdown.location && <span>{countdown.location}</span>}
          </p>
        </div>
        {finished ? (
          <p className={styles.gameDay}>It&apos;s game day!</p>
        ) : (
          <div role="timer" aria-label={`Time until ${countdown.title}`} className={styles.timer}>
            {UNITS.map(([unit, label]) => (
              <p key={unit} className={styles.unit} data-unit={unit}>
                <span className={styles.value}>{pad(parts[unit])}</span>
                <span className={styles.label}>{label}</span>
              </p>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
