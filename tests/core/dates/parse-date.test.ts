import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_TIMESTAMP_MS, parseDate, toTimestamp } from '../../../core/dates/parse-date';

const inRange = fc.integer({ min: -MAX_TIMESTAMP_MS, max: MAX_TIMESTAMP_MS });

describe('parseDate', () => {
  it('accepts every epoch-ms number in the ECMAScript time range', () => {
    fc.assert(fc.property(inRange, (ms) => {
      expect(parseDate(ms)).toEqual({ ok: true, value: ms });
    }));
  });

  it('rejects numbers beyond ±8.64e15 ms as out of range', () => {
    const beyond = fc.oneof(
      fc.double({ min: MAX_TIMESTAMP_MS + 1, max: 1e300, noNaN: true }),
      fc.double({ min: -1e300, max: -MAX_TIMESTAMP_MS - 1, noNaN: true }),
    );
    fc.assert(fc.property(beyond, (ms) => {
      expect(parseDate(ms)).toEqual({ ok: false, reason: 'Timestamp out of range' });
    }));
  });

  it('round-trips every in-range time through its ISO string', () => {
    fc.assert(
      fc.property(inRange, (ms) => {
        expect(parseDate(new Date(ms).toISOString())).toEqual({ ok: true, value: ms });
        expect(parseDate(new Date(ms))).toEqual({ ok: true, value: ms });
      }),
    );
  });

  it('reports ISO dates past the range as out of range, not as invalid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 275761, max: 999999 }), fc.boolean(), (year, negative) => {
        const text = `${negative ? '-' : '+'}${String(year).padStart(6, '0')}-06-15T12:00:00Z`;
        expect(parseDate(text)).toEqual({ ok: false, reason: 'Timestamp out of range' });
      }),
    );
    expect(parseDate('+275760-09-13T00:00:00.000Z')).toEqual({ ok: true, value: MAX_TIMESTAMP_MS });
    expect(parseDate('+275760-09-13T00:00:01+00:00')).toEqual({ ok: false, reason: 'Timestamp out of range' });
    expect(parseDate('-271821-04-20')).toEqual({ ok: true, value: -MAX_TIMESTAMP_MS });
    expect(parseDate('-271821-04-19')).toEqual({ ok: false, reason: 'Timestamp out of range' });
    expect(parseDate('+275760-09-13T10:00:00-10:00')).toEqual({ ok: false, reason: 'Timestamp out of range' });
  });

  it('rejects text that is not a date as invalid input', () => {
    const junk = fc.stringMatching(/^[a-z ]{0,12}$/).filter((s) => Number.isNaN(Date.parse(s)));
    fc.assert(fc.property(junk, (text) => {
      expect(parseDate(text)).toEqual({ ok: false, reason: 'invalid input' });
    }));
    expect(parseDate('2024-13-01')).toEqual({ ok: false, reason: 'invalid input' });
    expect(parseDate('+300000-13-01')).toEqual({ ok: false, reason: 'invalid input' });
  });

  it('rejects non-finite numbers, invalid Dates and other types as invalid input', () => {
    for (const input of [Number.NaN, Number.POSITIVE_INFINITY, new Date(Number.NaN), null, undefined, {}, true]) {
      expect(parseDate(input)).toEqual({ ok: false, reason: 'invalid input' });
    }
  });

  it('toTimestamp gives the value or undefined', () => {
    fc.assert(fc.property(inRange, (ms) => {
      expect(toTimestamp(ms)).toBe(ms);
    }));
    expect(toTimestamp('nope')).toBeUndefined();
  });
});
