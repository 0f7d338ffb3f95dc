import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resultCount, SEARCH_TYPE_LABELS, searchQueryFrom, searchQueryString, type SearchQuery } from '../../../core/search-results/search-query';
import { SEARCH_RESULT_TYPES } from '../../../core/search-results/search-result';
import { searchUrl } from '../../../core/search/search-overlay.machine';

// eslint-disable-next-line no-control-regex
const text = fc.string({ maxLength: 80 }).map((value) => value.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim());
const query = fc.record({ q: text, type: fc.option(fc.constantFrom(...SEARCH_RESULT_TYPES), { nil: null }), page: fc.integer({ min: 0, max: 300 }) });

describe('the search query (spec 2.1: /search?q=)', () => {
  it('reads back what it writes', () => {
    fc.assert(
      fc.property(query, (value: SearchQuery) => {
        expect(searchQueryFrom(new URLSearchParams(searchQueryString(value)))).toEqual(value);
      }),
    );
  });

  it("reads the search overlay's submissions (spec 2.3: /search?q={query})", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), (typed) => {
        // eslint-disable-next-line no-control-regex
        fc.pre(!/[\u0000-\u001f\u007f]/.test(typed));
        const url = new URL(searchUrl(typed), 'https://site.example');
        expect(searchQueryFrom(url.searchParams)).toEqual({ q: typed.trim().replace(/\s+/g, ' ').slice(0, 200).trim(), type: null, page: 0 });
      }),
    );
  });

  it('ignores an unknown type and names every known one', () => {
    expect(searchQueryFrom(new URLSearchParams('q=rams&type=video')).type).toBeNull();
    expect(searchQueryFrom(new URLSearchParams('q=rams&type=COACH')).type).toBe('coach');
    for (const type of SEARCH_RESULT_TYPES) expect(SEARCH_TYPE_LABELS[type].one.length).toBeGreaterThan(0);
    expect(resultCount(1)).toBe('1 result');
    expect(resultCount(0)).toBe('0 results');
  });
});
