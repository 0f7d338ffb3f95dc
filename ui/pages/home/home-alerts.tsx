import { useState } from 'react';
import type { Alert } from '../../../core/alerts/alert';
import { alertDismissalCookieName, alertDismissalCookieOptions, DEFAULT_ALERT_MAX, visibleAlerts } from '../../../core/alerts/alert-rules';
import { usePlatform } from '../../routing/platform-context';
import { CloseIcon } from '../../shell/icons';
import { SmartLink } from '../../shell/smart-link';
import styles from './home-alerts.module.css';

const DISMISSED = '1';

/** spec 2.5/4: the site's alerts (enabled, on the web, not past their end; newest first, at most `max`: default one), each dismissible for 12 hours. */
export function HomeAlerts({ alerts, max = DEFAULT_ALERT_MAX }: { alerts: readonly Alert[]; max?: number }) {
  const { clock, cookies } = usePlatform();
  const [dismissed, setDismissed] = useState<readonly number[]>([]);
  const isDismissed = (id: number) => dismissed.includes(id) || cookies.get(alertDismissalCookieName(id)) !== undefined;
  const shown = visibleAlerts(alerts, clock.now(), max, isDismissed);
  if (shown.length === 0) return null;

  const dismiss = (id: number) => {
    cookies.set(alertDismissalCookieName(id), DISMISSED, alertDismissalCookieOptions(clock.now()));
    setDismissed((ids) => [...ids, id]);
  };

  return (
    <section aria-label="Alerts" className={styles.alerts}>
      {shown.map((alert) => (
        <div key={alert.id} className={styles.alert} data-alert-id={alert.id}>
          <p className={styles.text}>
            <strong className={styles.title}>{alert.title}</strong>
            {alert.message && <span> {alert.message}</span>}
            {alert.link && (
              <>
                {' '}
                <SmartLink href={alert.link} className={styles.link}>
                  Learn more<span className="visually-hidden"> about {alert.title}</span>
                </SmartLink>
              </>
            )}
          </p>
          <button type="button" className={styles.dismiss} onClick={() => dismiss(alert.id)} aria-label={`Dismiss alert: ${alert.title}`}>
            <CloseIcon />
          </button>
        </div>
      ))}
    </section>
  );
}
