import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { positiveIntFrom, queryStringOf, textFrom } from '../../../core/editorial/query-params';
import { sportFilterOptions } from '../../../core/editorial/sport-options';
import type { Sport } from '../../../core/sports/sport';

describe('query parameters', () => {
  it('writes a query string that URLSearchParams reads back, without empty values', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.option(fc.oneof(fc.string(), fc.integer()), { nil: null })), { maxLength: 6 }), (entries) => {
        const query = queryStringOf(entries);
        const kept = entries.filter(([, value]) => value !== null && String(value) !== '');
        if (kept.length === 0) {
          expect(query).toBe('');
          return;
        }
        expect(query.startsWith('?')).toBe(true);
        expect([...new URLSearchParams(query)]).toEqual(kept.map(([name, value]) => [name, String(value)]));
      }),
    );
  });

  it('reads only positive whole numbers', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 999_999_999 }), (n) => {
        expect(positiveIntFrom(` ${n} `)).toBe(n);
      }),
    );
    for (const text of ['0', '-1', '1.5', 'abc', '', null, '1e3', '1234567890']) expect(positiveIntFrom(text)).toBeNull();
  });

  it('cleans free text: single spaces, no control characters, bounded', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.integer({ min: 1, max: 300 }), (text, max) => {
        const clean = textFrom(text, max);
        expect(clean.length).toBeLessThanOrEqual(max);
        expect(clean).toBe(clean.trim());
        // eslint-disable-next-line no-control-regex
        expect(/[\u0000-\u001f\u007f]|\s{2}/.test(clean)).toBe(false);
      }),
    );
  });

  it('offers the real sports as filter options, by title', () => {
    const sport = (id: number, title: string, non_sport = false) => ({ id, title, non_sport }) as Sport;
    expect(sportFilterOptions([sport(3, 'Softball'), sport(1, 'Baseball'), sport(9, 'Spirit Squad', true)])).toEqual([
      { value: 1, label: 'Baseball' },
      { value: 3, label: 'Softball' },
    ]);
  });
});
