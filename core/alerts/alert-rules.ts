import type { CookieOptions } from '../platform/cookie-jar.port';
import { toTimestamp } from '../dates/parse-date';
import type { Alert } from './alert';

// spec 9: default alert max 1.
export const DEFAULT_ALERT_MAX = 1;

// spec 9: alert dismissal cookie 12 hours.
export const ALERT_DISMISSAL_COOKIE_LIFETIME_MS = 12 * 60 * 60 * 1000;

export const ALERT_DISMISSAL_COOKIE_PREFIX = 'alert-dismissed-';

/** One dismissal cookie per alert, so a new alert shows even after an older one was dismissed. */
export function alertDismissalCookieName(alertId: number): string {
  return `${ALERT_DISMISSAL_COOKIE_PREFIX}${alertId}`;
}

export function alertDismissalCookieOptions(now: number): CookieOptions {
  return { expires: now + ALERT_DISMISSAL_COOKIE_LIFETIME_MS, path: '/' };
}

// spec 4: an alert is past its endDate once now is after it; an unreadable endDate counts as past.
export function isAlertExpired(alert: Pick<Alert, 'endDate'>, now: number): boolean {
  if (alert.endDate === null || alert.endDate === '') return false;
  const end = toTimestamp(alert.endDate);
  return end === undefined || now > end;
}

export function isAlertActive(alert: Alert, now: number): boolean {
  return alert.enabled && alert.showOnWeb && !isAlertExpired(alert, now);
}

// spec 4: shown when enabled, showOnWeb and not past endDate; newest id first; at most `max`.
// Dismissing removes an alert from that limited list: it does not make room for an older one.
export function visibleAlerts(
  alerts: readonly Alert[],
  now: number,
  max: number = DEFAULT_ALERT_MAX,
  isDismissed: (alertId: number) => boolean = () => false,
): Alert[] {
  return alerts
    .filter((alert) => isAlertActive(alert, now))
    .sort((a, b) => b.id - a.id)
    .slice(0, Math.max(0, max))
    .filter((alert) => !isDismissed(alert.id));
}

// spec 4: dismissing removes the alert (the caller also sets its cookie).
export function dismissAlert(alerts: readonly Alert[], alertId: number): Alert[] {
  return alerts.filter((alert) => alert.id !== alertId);
}
