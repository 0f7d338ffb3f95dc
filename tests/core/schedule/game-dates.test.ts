import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayKey, daysInMonth, gameTimeText, localDayOf, longGameDate, shortGameDate, weekdayOf } from '../../../core/schedule/game-dates';
import { localDateArb } from './fixtures';

describe("game dates (the school's local wall-clock time)", () => {
  it('reads the local day of a wire date and writes it back', () => {
    fc.assert(
      fc.property(localDateArb, (date) => {
        const day = localDayOf(date)!;
        expect(dayKey(day)).toBe(date.slice(0, 10));
      }),
    );
  });

  it('rejects days that are not on the calendar', () => {
    expect(localDayOf('2026-02-29')).toBeUndefined();
    expect(localDayOf('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(localDayOf('2026-13-01')).toBeUndefined();
    expect(localDayOf('soon')).toBeUndefined();
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        expect(localDayOf(`${year}-${String(month).padStart(2, '0')}-${daysInMonth(year, month) + 1}`)).toBeUndefined();
      }),
    );
  });

  it('names the weekday the proleptic calendar gives', () => {
    fc.assert(
      fc.property(localDateArb, (date) => {
        const day = localDayOf(date)!;
        expect(weekdayOf(day)).toBe(new Date(`${date.slice(0, 10)}T12:00:00Z`).getUTCDay());
      }),
    );
    expect(shortGameDate('2026-11-14T13:00:00')).toBe('Sat, Nov 14');
    expect(longGameDate('2026-11-14T13:00:00')).toBe('Saturday, November 14, 2026');
    expect(shortGameDate('TBA')).toBe('TBA');
  });

  it("shows 'TBA' before 'All Day' before the time", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.option(fc.constantFrom('7:00 PM', '1:00 PM'), { nil: null }), (tbd, all_day, time) => {
        expect(gameTimeText({ tbd, all_day, time })).toBe(tbd ? 'TBA' : all_day ? 'All Day' : (time ?? ''));
      }),
    );
  });
});
