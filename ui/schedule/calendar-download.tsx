import { useMachine } from '@xstate/react';
import { useId, useSyncExternalStore } from 'react';
import { downloadStatus } from '../../core/schedule/calendar-download.machine';
import { webcalUrl } from '../../core/schedule/calendar-feed';
import { CopyButton } from '../copy/copy-button';
import { useScheduleServices } from './schedule-services';
import styles from './schedule.module.css';

const noSubscribe = () => () => {};

/**
 * The season as a calendar: a button that downloads the .ics file (fetched through the API, saved
 * in the browser), and the webcal address calendar apps subscribe to.
 */
export function CalendarDownload({ sportId, sportTitle, seasonTitle, fileName }: { sportId: number; sportTitle: string; seasonTitle: string | null; fileName: string }) {
  const { calendarDownload } = useScheduleServices();
  const [snapshot, send] = useMachine(calendarDownload, { input: { sportId, fileName } });
  const status = downloadStatus(snapshot);
  const inputId = useId();
  const hintId = useId();
  // The page's own origin (which names the school); none while rendering outside a browser.
  const origin = useSyncExternalStore(noSubscribe, () => window.location.origin, () => '');
  const feed = origin ? webcalUrl(origin, sportId) : '';
  const season = seasonTitle ? `${seasonTitle} ` : '';

  return (
    <section className={`${styles.subscribe} ${styles.noPrint}`} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>Add to your calendar</h2>
      <div className={styles.inline}>
        <button type="button" className={styles.button} onClick={() => send({ type: 'calendar.download' })} disabled={status.busy} aria-describedby={`${inputId}-status`}>
          Download {season}schedule (.ics)
        </button>
        <span id={`${inputId}-status`} role="status" className={styles.status}>
          {status.message}
        </span>
      </div>
      {feed && (
        <div className={`${styles.inline} ${styles.feedRow}`}>
          <label className={styles.field} htmlFor={inputId}>
            Subscribe (webcal)
            <input id={inputId} className={styles.input} type="text" readOnly value={feed} aria-describedby={hintId} onFocus={(event) => event.currentTarget.select()} />
          </label>
          <CopyButton text={feed} label={`Copy the ${sportTitle} calendar address`} className={styles.buttonSecondary} statusClassName={styles.status}>
            Copy
          </CopyButton>
        </div>
      )}
      <p id={hintId} className={styles.hint}>
        Paste the address into your calendar app to keep the {sportTitle} schedule up to date.
      </p>
    </section>
  );
}
