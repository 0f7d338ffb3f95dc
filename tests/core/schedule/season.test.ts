import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findSeasonByYearOrTitle, resolveSeason, seasonStartYear, type Season } from '../../../core/schedule/season';

const seasonsArb = fc
  .uniqueArray(fc.integer({ min: 1990, max: 2040 }), { minLength: 1, maxLength: 6 })
  .chain((years) =>
    fc.record({
      spans: fc.boolean(),
      current: fc.option(fc.integer({ min: 0, max: years.length - 1 }), { nil: undefined }),
    }).map(({ spans, current }) =>
      years.map<Season>((year, index) => ({
        title: spans ? `${year}-${String((year + 1) % 100).padStart(2, '0')}` : String(year),
        scheduleId: 100 + index,
        isCurrent: index === current,
      })),
    ),
  );

describe('spec 2.2 schedule guard: resolving the season title', () => {
  it('without a title picks the current season, else the first (newest)', () => {
    fc.assert(
      fc.property(seasonsArb, fc.constantFrom(undefined, null, '', '  '), (seasons, title) => {
        const resolution = resolveSeason(seasons, title);
        const expected = seasons.find((season) => season.isCurrent) ?? seasons[0];
        expect(resolution).toEqual({ kind: 'season', season: expected });
      }),
    );
  });

  it('finds every listed title, in any case, and calls anything else unknown', () => {
    fc.assert(
      fc.property(seasonsArb, fc.string({ maxLength: 8 }), (seasons, other) => {
        for (const season of seasons) {
          expect(resolveSeason(seasons, season.title.toUpperCase())).toEqual({ kind: 'season', season });
        }
        const known = seasons.some((season) => season.title.toLowerCase() === other.trim().toLowerCase());
        if (!known && other.trim() !== '') expect(resolveSeason(seasons, other)).toEqual({ kind: 'unknown' });
      }),
    );
  });

  it('a sport without seasons has none to show, and every title is unknown', () => {
    expect(resolveSeason([], undefined)).toEqual({ kind: 'no-seasons' });
    expect(resolveSeason([], '2026')).toEqual({ kind: 'unknown' });
  });
});

describe('season years', () => {
  it('reads the first year of single-year and two-year titles', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), (year) => {
        expect(seasonStartYear(String(year))).toBe(year);
        expect(seasonStartYear(`${year}-${String((year + 1) % 100).padStart(2, '0')}`)).toBe(year);
        expect(seasonStartYear(`${year}1`)).toBeUndefined();
      }),
    );
    expect(seasonStartYear('Spring')).toBeUndefined();
  });

  it('finds a season by its title or by its first year', () => {
    fc.assert(
      fc.property(seasonsArb, (seasons) => {
        for (const season of seasons) {
          expect(findSeasonByYearOrTitle(seasons, season.title)).toEqual(season);
          expect(findSeasonByYearOrTitle(seasons, String(seasonStartYear(season.title)))).toEqual(season);
        }
        expect(findSeasonByYearOrTitle(seasons, '1800')).toBeUndefined();
        expect(findSeasonByYearOrTitle(seasons, '')).toBeUndefined();
      }),
    );
  });
});
