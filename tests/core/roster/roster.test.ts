import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACADEMIC_YEAR_RANK, academicYearRank } from '../../../core/roster/academic-year';
import type { RosterPlayer } from '../../../core/roster/roster-player';
import {
  ROSTER_COMPARATORS,
  ROSTER_SORT_OPTIONS,
  heightInInches,
  sortRoster,
  weightInPounds,
} from '../../../core/roster/roster-sort';

const YEARS = Object.keys(ACADEMIC_YEAR_RANK);

const player: fc.Arbitrary<RosterPlayer> = fc.record({
  id: fc.nat(),
  first_name: fc.constantFrom('Ana', 'Ben', 'Cleo', 'dan'),
  last_name: fc.constantFrom('Avery', 'brooks', 'Cole', 'Diaz'),
  academic_year: fc.option(fc.constantFrom(...YEARS, 'Unknown'), { nil: null }),
  hometown: fc.option(fc.constantFrom('Austin, Texas', 'boise, Idaho', 'Chicago, Ill.', ''), { nil: null }),
  position: fc.option(fc.constantFrom('QB', 'wr', 'OL', 'LB'), { nil: null }),
  uniform_number: fc.option(fc.oneof(fc.nat({ max: 99 }).map(String), fc.constantFrom('00', 'A', 'b', '')), { nil: null }),
  image: fc.constant(null),
  social_links: fc.constant([]),
  sport: fc.constant(null),
  height: fc.option(
    fc.oneof(
      fc.tuple(fc.integer({ min: 4, max: 7 }), fc.integer({ min: 0, max: 11 })).map(([f, i]) => `${f}-${i}`),
      fc.tuple(fc.integer({ min: 4, max: 7 }), fc.integer({ min: 0, max: 11 })).map(([f, i]) => `${f}'${i}"`),
      fc.constant('tall'),
    ),
    { nil: undefined },
  ),
  weight: fc.option(fc.oneof(fc.integer({ min: 100, max: 350 }).map(String), fc.integer({ min: 100, max: 350 }).map((w) => `${w} lbs`)), { nil: null }),
});

describe('academic year ranking', () => {
  it('ranks the years 0 to 12 in spec order', () => {
    expect(ACADEMIC_YEAR_RANK).toEqual({
      Redshirt: 0,
      Freshman: 1,
      'Redshirt Freshman': 2,
      Sophomore: 3,
      'Redshirt Sophomore': 4,
      Junior: 5,
      'Redshirt Junior': 6,
      Senior: 7,
      'Redshirt Senior': 8,
      'Graduate Student': 9,
      'Fifth Year': 10,
      'Redshirt 5th-Year': 11,
      'Sixth Year': 12,
    });
  });

  it('matches regardless of case and spacing; unknown years have no rank', () => {
    fc.assert(
      fc.property(fc.constantFrom(...YEARS), fc.boolean(), (year, upper) => {
        const spaced = `  ${(upper ? year.toUpperCase() : year.toLowerCase()).replace(' ', '   ')} `;
        expect(academicYearRank(spaced)).toBe(ACADEMIC_YEAR_RANK[year]);
      }),
    );
    expect(academicYearRank('Postgrad')).toBeUndefined();
    expect(academicYearRank(null)).toBeUndefined();
  });
});

describe('height and weight', () => {
  it('reads feet and inches in the usual notations', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 7 }), fc.integer({ min: 0, max: 11 }), (feet, inches) => {
        const total = feet * 12 + inches;
        for (const text of [`${feet}-${inches}`, `${feet}'${inches}"`, `${feet}' ${inches}''`, `${feet}-${String(inches).padStart(2, '0')}`, `${feet} ft ${inches} in`]) {
          expect(heightInInches(text)).toBe(total);
        }
      }),
    );
    expect(heightInInches(`6'`)).toBe(72);
    expect(heightInInches('tall')).toBeUndefined();
    expect(heightInInches(null)).toBeUndefined();
  });

  it('reads weight numerically', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), (w) => {
        expect(weightInPounds(String(w))).toBe(w);
        expect(weightInPounds(`${w} lbs`)).toBe(w);
      }),
    );
    expect(weightInPounds('n/a')).toBeUndefined();
  });
});

describe('roster sorting', () => {
  it('offers the seven spec options', () => {
    expect(ROSTER_SORT_OPTIONS).toEqual(['jersey', 'name', 'position', 'class', 'hometown', 'height', 'weight']);
  });

  it('every comparator is a consistent order: reflexive, antisymmetric and transitive', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROSTER_SORT_OPTIONS), player, player, player, (option, a, b, c) => {
        const cmp = ROSTER_COMPARATORS[option];
        expect(cmp(a, a)).toBe(0);
        expect(Math.sign(cmp(a, b))).toBe(-Math.sign(cmp(b, a)) || 0);
        if (cmp(a, b) <= 0 && cmp(b, c) <= 0) expect(cmp(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('sorts a permutation of the roster, keeping every player', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROSTER_SORT_OPTIONS), fc.array(player, { maxLength: 20 }), (option, players) => {
        const sorted = sortRoster(players, option);
        expect(sorted.length).toBe(players.length);
        expect(new Set(sorted)).toEqual(new Set(players));
        for (let i = 1; i < sorted.length; i++) expect(ROSTER_COMPARATORS[option](sorted[i - 1]!, sorted[i]!)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('orders class by rank, height and weight numerically, with missing values last', () => {
    fc.assert(
      fc.property(fc.array(player, { maxLength: 20 }), (players) => {
        const byClass = sortRoster(players, 'class').map((p) => academicYearRank(p.academic_year) ?? Infinity);
        expect(byClass).toEqual([...byClass].sort((x, y) => x - y));
        const byHeight = sortRoster(players, 'height').map((p) => heightInInches(p.height) ?? Infinity);
        expect(byHeight).toEqual([...byHeight].sort((x, y) => x - y));
        const byWeight = sortRoster(players, 'weight').map((p) => weightInPounds(p.weight) ?? Infinity);
        expect(byWeight).toEqual([...byWeight].sort((x, y) => x - y));
      }),
    );
  });

  it('orders jersey numbers numerically before text, and names by last then first name', () => {
    const withJersey = (uniform_number: string | null, id = 0): RosterPlayer => ({
      id,
      first_name: 'A',
      last_name: 'B',
      academic_year: null,
      hometown: null,
      position: null,
      uniform_number,
      image: null,
      social_links: [],
      sport: null,
    });
    const order = sortRoster(['10', 'A', '2', null, '00', '0', 'b', '7'].map((n, i) => withJersey(n, i)), 'jersey');
    expect(order.map((p) => p.uniform_number)).toEqual(['0', '00', '2', '7', '10', 'A', 'b', null]);
    const names = sortRoster(
      [
        { ...withJersey(null), first_name: 'Zed', last_name: 'adams' },
        { ...withJersey(null), first_name: 'Amy', last_name: 'Baker' },
        { ...withJersey(null), first_name: 'Al', last_name: 'Adams' },
      ],
      'name',
    );
    expect(names.map((p) => `${p.first_name} ${p.last_name}`)).toEqual(['Al Adams', 'Zed adams', 'Amy Baker']);
  });
});
