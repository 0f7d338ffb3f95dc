import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clippingsQueryFrom, clippingsQueryString } from '../../../core/press-clips/clippings-query';

describe('the clippings query (?season=&sport=&page=)', () => {
  it('reads back what it writes', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 1000, max: 9999 }), { nil: null }), fc.option(fc.integer({ min: 1, max: 9999 }), { nil: null }), fc.integer({ min: 0, max: 200 }), (season, sportId, page) => {
        const query = { season, sportId, page };
        expect(clippingsQueryFrom(new URLSearchParams(clippingsQueryString(query)))).toEqual(query);
      }),
    );
  });

  it('drops what is not a season or a sport', () => {
    expect(clippingsQueryFrom(new URLSearchParams('season=25&sport=x&page=abc'))).toEqual({ season: null, sportId: null, page: 0 });
  });
});
