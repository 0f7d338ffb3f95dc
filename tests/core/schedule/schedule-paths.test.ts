import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCATION_FILTERS, type LocationFilter } from '../../../core/games/game-rules';
import { pageIndexFrom, pageParamOf } from '../../../core/paging/paging';
import { cumulativeStatsPath, documentTitle, matchesResultsPrintType, resultsPrintPath, resultsPrintTypeFrom, RESULTS_PRINT_TYPES, schedulePath } from '../../../core/schedule/schedule-paths';
import { game, locationArb } from './fixtures';

describe('schedule paths (spec 2.1)', () => {
  it('builds the schedule, text and print paths with the filter in the query', () => {
    expect(schedulePath('football', null)).toBe('/sports/football/schedule');
    expect(schedulePath('football', '2025', 'text')).toBe('/sports/football/schedule/text/2025');
    expect(schedulePath('football', '2025', 'print', 'H')).toBe('/sports/football/schedule/print/2025?location=home');
    fc.assert(
      fc.property(fc.constantFrom<LocationFilter>(...LOCATION_FILTERS.map((filter) => filter.value)), (filter) => {
        const path = schedulePath('womens-soccer', '2026', 'list', filter);
        expect(path.startsWith('/sports/womens-soccer/schedule/2026')).toBe(true);
        expect(path.includes('?location=')).toBe(filter !== 'All');
      }),
    );
  });

  it('knows the results print types and what each keeps', () => {
    for (const type of RESULTS_PRINT_TYPES) {
      expect(resultsPrintTypeFrom(type.toUpperCase())).toBe(type);
      expect(resultsPrintPath('football', '2026', type)).toBe(`/sports/football/results/print/2026/${type}`);
    }
    expect(resultsPrintTypeFrom('bogus')).toBeUndefined();
    fc.assert(
      fc.property(locationArb, fc.boolean(), (indicator, conference) => {
        const entry = game({ location_indicator: indicator, conference: conference ? { title: 'SPC', abbreviation: null, logo: null } : null });
        expect(matchesResultsPrintType(entry, 'all')).toBe(true);
        expect(matchesResultsPrintType(entry, 'home')).toBe(indicator === 'H');
        expect(matchesResultsPrintType(entry, 'away')).toBe(indicator === 'A');
        expect(matchesResultsPrintType(entry, 'neutral')).toBe(indicator === 'N');
        expect(matchesResultsPrintType(entry, 'conference')).toBe(conference);
      }),
    );
  });

  it('builds the stats paths', () => {
    expect(cumulativeStatsPath('football', null)).toBe('/sports/football/stats');
    expect(cumulativeStatsPath('mens-basketball', '2026-27', true)).toBe('/sports/mens-basketball/stats/2026-27/pdf');
  });

  it("titles a page '{title} - {site}'", () => {
    expect(documentTitle('Football Schedule', 'Ridgemont State Athletics')).toBe('Football Schedule - Ridgemont State Athletics');
    expect(documentTitle('Football Schedule', null)).toBe('Football Schedule');
    expect(documentTitle(' ', 'Site')).toBe('Site');
  });
});

describe('paging in the URL (spec 9: start 0, count 10)', () => {
  it('round-trips page indexes through ?page= (1-based), the first page having none', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), (index) => {
        const param = pageParamOf(index);
        expect(param === undefined).toBe(index === 0);
        expect(pageIndexFrom(param)).toBe(index);
      }),
    );
    for (const bad of [null, '', '0', '-2', 'two', '1.5']) expect(pageIndexFrom(bad)).toBe(0);
  });
});
