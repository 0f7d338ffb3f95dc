import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STAT_ABBREVIATIONS, type StatSport } from '../../../core/stats/stat-abbreviations';
import { boxScorePath, boxScoreSides, periodTotal, type BoxScoreTeam } from '../../../core/stats-view/box-score';
import { cellValue, columnAbbreviation, statSportOf } from '../../../core/stats-view/stat-table';

describe('spec 9 stat abbreviations in stat tables', () => {
  it('knows which vocabulary a sport uses', () => {
    const of = (slug: string, shortname: string) => statSportOf({ global_sport_name_slug: slug, shortname });
    expect(of('football', 'football')).toBe('football');
    expect(of('mens-basketball', 'mbball')).toBe('basketball');
    expect(of('womens-volleyball', 'wvball')).toBe('volleyball');
    expect(of('womens-soccer', 'wsoc')).toBe('soccer');
    expect(of('baseball', 'baseball')).toBeUndefined();
  });

  it("heads a column with the spec's abbreviation where the spec names the stat", () => {
    const sports = Object.keys(STAT_ABBREVIATIONS) as StatSport[];
    fc.assert(
      fc.property(fc.constantFrom(...sports).chain((sport) => fc.tuple(fc.constant(sport), fc.constantFrom(...STAT_ABBREVIATIONS[sport]))), fc.string({ maxLength: 5 }), ([sport, entry], label) => {
        expect(columnAbbreviation(sport, { title: entry.stat.toUpperCase(), label })).toBe(entry.abbreviation);
      }),
    );
    expect(columnAbbreviation('football', { title: 'Touchdowns', label: 'TD' })).toBe('TDs');
    expect(columnAbbreviation('football', { title: 'Longest', label: 'LONG' })).toBe('LONG');
    expect(columnAbbreviation(undefined, { title: 'Touchdowns', label: 'TD' })).toBe('TD');
  });

  it('shows a dash for a missing or empty value', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('a', 'b', 'c'), fc.string({ maxLength: 4 })), fc.constantFrom('a', 'b', 'c', 'd'), (values, key) => {
        const value = values[key];
        expect(cellValue(values, key)).toBe(value === undefined || value.trim() === '' ? '-' : value);
      }),
    );
  });
});

describe('box scores', () => {
  const team = (is_school: boolean): BoxScoreTeam => ({ is_school, name: is_school ? 'Ridgemont' : 'Lakeview', logo: null, score: 0, result_status: '', period_scores: [], totals: [], groups: [] });

  it("finds the school's side wherever it played", () => {
    fc.assert(
      fc.property(fc.boolean(), (schoolAtHome) => {
        const home = team(schoolAtHome);
        const visitor = team(!schoolAtHome);
        const sides = boxScoreSides({ home, visitor });
        expect(sides.school.is_school).toBe(true);
        expect(sides.opponent.is_school).toBe(false);
      }),
    );
  });

  it("adds the numeric period scores ('X' counts nothing)", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.nat(30).map(String), fc.constant('X'), fc.constant('')), { maxLength: 12 }), (scores) => {
        expect(periodTotal(scores)).toBe(scores.reduce((sum, score) => sum + (/^\d+$/.test(score) ? Number(score) : 0), 0));
      }),
    );
  });

  it('builds the box score path of spec 2.1', () => {
    expect(boxScorePath('football', 2026, 'lakeview-college', 339)).toBe('/sports/football/stats/2026/lakeview-college/boxscore/339');
  });
});
