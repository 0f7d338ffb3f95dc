import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { archiveQueryFrom, archiveQueryString, isFiltered, type ArchiveQuery } from '../../../core/stories/archive-query';

const query = fc.record({
  // eslint-disable-next-line no-control-regex
  search: fc.string({ maxLength: 60 }).map((text) => text.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim()),
  seasonYear: fc.option(fc.integer({ min: 1000, max: 9999 }), { nil: null }),
  sportId: fc.option(fc.integer({ min: 1, max: 99_999 }), { nil: null }),
  page: fc.integer({ min: 0, max: 500 }),
});

const read = (text: string) => new URLSearchParams(text);

describe('the archive query in the URL (?search=&season=&sport=&page=)', () => {
  it('reads back what it writes', () => {
    fc.assert(
      fc.property(query, (value: ArchiveQuery) => {
        expect(archiveQueryFrom(read(archiveQueryString(value)))).toEqual(value);
      }),
    );
  });

  it("keeps a sport archive's sport in its path, whatever the query says", () => {
    fc.assert(
      fc.property(query, fc.integer({ min: 1, max: 500 }), (value, fixed) => {
        const text = archiveQueryString(value, { sportInPath: true });
        expect(read(text).has('sport')).toBe(false);
        expect(archiveQueryFrom(read(`${text}&sport=77`), fixed).sportId).toBe(fixed);
        expect(isFiltered({ ...value, sportId: fixed }, { sportInPath: true })).toBe(value.search !== '' || value.seasonYear !== null);
      }),
    );
  });

  it('ignores values that are not filters', () => {
    const parsed = archiveQueryFrom(read('?season=20&sport=abc&page=-1&search=%20%20'));
    expect(parsed).toEqual({ search: '', seasonYear: null, sportId: null, page: 0 });
    expect(isFiltered(parsed)).toBe(false);
  });
});
