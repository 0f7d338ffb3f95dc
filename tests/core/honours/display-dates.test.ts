import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatEventDateTime, formatLongDate, isoDay } from '../../../core/honours/display-dates';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number) => String(n).padStart(2, '0');
const dayArb = fc.record({ year: fc.integer({ min: 1900, max: 2099 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) });

describe('display dates', () => {
  it('shows a zone-less wire date as written, whatever zone is asked for (v2-reference 1.5)', () => {
    fc.assert(
      fc.property(dayArb, fc.constantFrom('UTC', 'America/Denver', 'Pacific/Kiritimati', 'Asia/Tokyo', undefined), ({ year, month, day }, zone) => {
        const wire = `${year}-${pad(month)}-${pad(day)}T00:00:00`;
        expect(formatLongDate(wire, zone)).toBe(`${MONTHS[month - 1]} ${day}, ${year}`);
        expect(isoDay(wire, zone)).toBe(`${year}-${pad(month)}-${pad(day)}`);
        expect(formatLongDate(`${year}-${pad(month)}-${pad(day)}`, zone)).toBe(`${MONTHS[month - 1]} ${day}, ${year}`);
      }),
    );
  });

  it('shows an instant in the zone asked for', () => {
    expect(formatLongDate('2026-11-21T02:00:00.000Z', 'UTC')).toBe('November 21, 2026');
    expect(formatLongDate('2026-11-21T02:00:00.000Z', 'America/Denver')).toBe('November 20, 2026');
    expect(formatEventDateTime('2026-11-21T19:00:00.000Z', 'America/Denver')).toBe('Sat, Nov 21, 2026, 12:00 PM');
    // An unknown zone name still shows the date (in UTC).
    expect(formatLongDate('2026-11-21T19:00:00.000Z', 'Not/AZone')).toBe('November 21, 2026');
  });

  it('gives nothing for a value that is not a date', () => {
    for (const value of ['', 'soon', null, undefined, '2026-13-45T00:00:00']) expect(formatLongDate(value)).toBeUndefined();
  });
});
