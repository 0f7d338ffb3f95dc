import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Alert } from '../../../core/alerts/alert';
import {
  ALERT_DISMISSAL_COOKIE_LIFETIME_MS,
  DEFAULT_ALERT_MAX,
  alertDismissalCookieName,
  alertDismissalCookieOptions,
  dismissAlert,
  isAlertActive,
  isAlertExpired,
  visibleAlerts,
} from '../../../core/alerts/alert-rules';

const NOW = Date.UTC(2025, 5, 1, 12);
const HOUR = 3_600_000;

const endDate = fc.oneof(
  fc.constant(null),
  fc.integer({ min: -1000, max: 1000 }).map((hours) => new Date(NOW + hours * HOUR).toISOString()),
);

const alert: fc.Arbitrary<Alert> = fc.record({
  id: fc.nat({ max: 10_000 }),
  title: fc.string(),
  enabled: fc.boolean(),
  showOnWeb: fc.boolean(),
  endDate,
  link: fc.constant(null),
  message: fc.constant(null),
});

const alerts = fc.uniqueArray(alert, { selector: (a) => a.id, maxLength: 15 });

describe('visible alerts', () => {
  it('keeps only enabled, showOnWeb, unexpired alerts, newest id first, at most max', () => {
    fc.assert(
      fc.property(alerts, fc.nat({ max: 6 }), (list, max) => {
        const shown = visibleAlerts(list, NOW, max);
        const eligible = list.filter((a) => a.enabled && a.showOnWeb && (a.endDate === null || Date.parse(a.endDate) >= NOW));
        expect(shown.length).toBe(Math.min(max, eligible.length));
        expect(shown.every((a) => eligible.includes(a))).toBe(true);
        for (let i = 1; i < shown.length; i++) expect(shown[i - 1]!.id).toBeGreaterThan(shown[i]!.id);
        const lowestShown = shown.at(-1)?.id ?? Number.POSITIVE_INFINITY;
        // Nothing newer than the last shown alert was left out.
        expect(eligible.filter((a) => a.id > lowestShown && !shown.includes(a))).toEqual([]);
      }),
    );
  });

  it('shows one alert by default', () => {
    expect(DEFAULT_ALERT_MAX).toBe(1);
    fc.assert(
      fc.property(alerts, (list) => {
        expect(visibleAlerts(list, NOW).length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('leaves out dismissed alerts', () => {
    fc.assert(
      fc.property(alerts, fc.array(fc.nat({ max: 10_000 })), (list, dismissed) => {
        const shown = visibleAlerts(list, NOW, 100, (id) => dismissed.includes(id));
        expect(shown.some((a) => dismissed.includes(a.id))).toBe(false);
      }),
    );
  });

  it('removes a dismissed alert from the limited list without making room for an older one (spec 4)', () => {
    const make = (id: number): Alert => ({ id, title: `a${id}`, enabled: true, showOnWeb: true, endDate: null, link: null, message: null });
    const list = [make(3), make(7), make(5)];
    expect(visibleAlerts(list, NOW).map((a) => a.id)).toEqual([7]);
    expect(visibleAlerts(list, NOW, DEFAULT_ALERT_MAX, (id) => id === 7)).toEqual([]);
    expect(visibleAlerts(list, NOW, 2, (id) => id === 7).map((a) => a.id)).toEqual([5]);
  });

  it('treats endDate as the last visible moment', () => {
    const end = '2025-06-01T12:00:00Z';
    const base: Alert = { id: 1, title: 't', enabled: true, showOnWeb: true, endDate: end, link: null, message: null };
    expect(isAlertActive(base, Date.parse(end))).toBe(true);
    expect(isAlertActive(base, Date.parse(end) + 1)).toBe(false);
    expect(isAlertExpired({ endDate: null }, NOW)).toBe(false);
    expect(isAlertExpired({ endDate: '' }, NOW)).toBe(false);
    expect(isAlertExpired({ endDate: 'not a date' }, NOW)).toBe(true);
  });
});

describe('alert dismissal', () => {
  it('removes exactly the dismissed alert', () => {
    fc.assert(
      fc.property(alerts, fc.nat({ max: 10_000 }), (list, id) => {
        const rest = dismissAlert(list, id);
        expect(rest).toEqual(list.filter((a) => a.id !== id));
      }),
    );
  });

  it('names one cookie per alert, lasting 12 hours', () => {
    expect(ALERT_DISMISSAL_COOKIE_LIFETIME_MS).toBe(12 * HOUR);
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat({ max: 4e12 }), (a, b, now) => {
        expect(alertDismissalCookieName(a) === alertDismissalCookieName(b)).toBe(a === b);
        expect(alertDismissalCookieOptions(now)).toEqual({ expires: now + 12 * HOUR, path: '/' });
      }),
    );
  });
});
