import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDayOf, dateTimeAttribute, isCalendarDay, isoDay, longDate, MONTH_NAMES, shortDate } from '../../../core/editorial/content-dates';

const day = fc.date({ min: new Date(Date.UTC(1, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true }).map((date) => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }));

describe('content dates, shown as the API writes them', () => {
  it('reads the calendar day of a wire date and writes it back', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 86_399 }), (value, seconds) => {
        const time = `T${String(Math.floor(seconds / 3600)).padStart(2, '0')}:${String(Math.floor(seconds / 60) % 60).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
        const text = `${isoDay(value)}${time}`;
        expect(calendarDayOf(text)).toEqual(value);
        expect(dateTimeAttribute(text)).toBe(isoDay(value));
        // Never shifted into another zone: the written day is the shown day.
        expect(longDate(text)).toBe(`${MONTH_NAMES[value.month - 1]} ${value.day}, ${value.year}`);
        expect(shortDate(`${isoDay(value)}T23:59:59.000Z`)).toBe(`${MONTH_NAMES[value.month - 1]!.slice(0, 3)} ${value.day}, ${value.year}`);
      }),
    );
  });

  it('agrees with the calendar on which days exist', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), (year, month, d) => {
        const probe = new Date(Date.UTC(2000, month - 1, d));
        probe.setUTCFullYear(year);
        const real = month >= 1 && month <= 12 && d >= 1 && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === d;
        expect(isCalendarDay({ year, month, day: d })).toBe(real);
      }),
    );
  });

  it('shows nothing for text that is not a date', () => {
    for (const text of ['', 'soon', '2025-02-30T00:00:00', '2025-13-01', null, undefined]) {
      expect(longDate(text)).toBe('');
      expect(dateTimeAttribute(text)).toBe('');
    }
  });
});
