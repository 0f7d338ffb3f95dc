import { useMachine } from '@xstate/react';
import { useId } from 'react';
import { countdownMachine, countdownValue, isCountdownFinished } from '../../core/countdown/countdown.machine';
import type { FeaturedCountdown } from '../../core/home/home-feed';
import { dayLabel } from '../../core/home/home-feed-rules';
import { inTurn } from '../routing/hydration-turns';
import { usePlatform } from '../routing/platform-context';
import { SmartLink } from '../shell/smart-link';
import { COUNTDOWN_UNITS, padUnit } from './countdown-units';
import styles from './countdown-panel.module.css';

/**
 * spec 3/4: the countdown band of the front pages (the home page's next featured game, a sport
 * home's next game), ticking each second and stopping at zero.
 */
function CountdownPanelView({ countdown, heading }: { countdown: FeaturedCountdown; heading: string }) {
  const { clock } = usePlatform();
  const [snapshot] = useMachine(countdownMachine, { input: { target: countdown.target, clock } });
  const parts = countdownValue(snapshot);
  const finished = isCountdownFinished(snapshot);
  const headingId = useId();
  const schedule = countdown.sport.slug ? `/sports/${countdown.sport.slug}/schedule` : null;

  return (
    <section className={styles.band} aria-labelledby={headingId} data-countdown-game={countdown.game_id}>
      <div className={styles.inner}>
        <div className={styles.game}>
          <h2 id={headingId} className={styles.eyebrow}>
            {heading}
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
            {COUNTDOWN_UNITS.map(([unit, label]) => (
              <p key={unit} className={styles.unit} data-unit={unit}>
                <span className={styles.value}>{padUnit(parts[unit])}</span>
                <span className={styles.label}>{label}</span>
              </p>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

/** Hydrated in a turn of its own (its machine and clock start there: hydration-turns.tsx). */
export const CountdownPanel = inTurn(CountdownPanelView);
