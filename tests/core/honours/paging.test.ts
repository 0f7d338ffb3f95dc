import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idFromQuery, listHref } from '../../../core/honours/paging';

describe('list filters from the URL', () => {
  it('reads a filter id only from a positive whole number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), (id) => {
        expect(idFromQuery(String(id))).toBe(id);
      }),
    );
    for (const raw of ['0', '-3', '1e3', 'x', '', null, undefined, '12a']) expect(idFromQuery(raw)).toBeUndefined();
  });
});

describe('list hrefs', () => {
  it('drops empty values and encodes the rest, keeping the order', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.stringMatching(/^[a-z]{1,6}$/), fc.option(fc.oneof(fc.string(), fc.integer()), { nil: undefined }))), (query) => {
        const href = listHref('/list', query);
        const kept = query.filter(([, value]) => value !== undefined && value !== '');
        if (kept.length === 0) {
          expect(href).toBe('/list');
          return;
        }
        const params = new URLSearchParams(href.slice('/list?'.length));
        expect([...params.entries()]).toEqual(kept.map(([name, value]) => [name, String(value)]));
      }),
    );
  });
});
