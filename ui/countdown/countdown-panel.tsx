import { useId, useRef } from 'react';
import type { FeaturedCountdown } from '../../core/home/home-feed';
import { dayLabel } from '../../core/home/home-feed-rules';
import { inTurn } from '../routing/hydration-turns';
import { usePlatform } from '../routing/platform-context';
import { SmartLink } from '../shell/smart-link';
import { CountdownDigits, useCountdown } from './countdown-timer';
import { COUNTDOWN_UNITS } from './countdown-units';
import styles from './countdown-panel.module.css';

/**
 * spec 3/4: the countdown band of the front pages (the home page's next featured game, a sport
 * home's next game), ticking each second and stopping at zero. A tick renders only the digits that
 * change (#24), and the countdown does not tick while the band is off screen.
 */
function CountdownPanelView({ countdown, heading }: { countdown: FeaturedCountdown; heading: string }) {
  const { clock } = usePlatform();
  const band = useRef<HTMLElement>(null);
  const { actor, finished } = useCountdown(countdown.target, clock, band);
  const headingId = useId();
  const schedule = countdown.sport.slug ? `/sports/${countdown.sport.slug}/schedule` : null;

  return (
    <section ref={band} className={styles.band} aria-labelledby={headingId} data-countdown-game={countdown.game_id}>
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
                <CountdownDigits actor={actor} unit={unit} className={styles.value} />
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
