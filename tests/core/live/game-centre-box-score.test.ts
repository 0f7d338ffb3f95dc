import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxScoreTables, teamLeaders, teamStatComparison } from '../../../core/live/game-centre-box-score';
import type { LiveLeader, LiveTeamStats } from '../../../core/live/live-game';
import { player } from './live-game-fixture';

function stats(overrides: Partial<LiveTeamStats>): LiveTeamStats {
  return { TopPerformer: null, Players: [], PlayerGroups: {}, Totals: null, PeriodStats: [], ...overrides };
}

describe('teamLeaders', () => {
  it("gives each category's best player of the team, in the feed's order", () => {
    const leaders: Record<string, LiveLeader[]> = {
      Points: [
        { Player: player('VisitingTeam', 'Vi', 'One'), Value: '21' },
        { Player: player('HomeTeam', 'Ho', 'One'), Value: '18' },
        { Player: player('HomeTeam', 'Ho', 'Two'), Value: '12' },
      ],
      Rebounds: [{ Player: player('VisitingTeam', 'Vi', 'Two'), Value: '9' }],
    };
    expect(teamLeaders(leaders, 'HomeTeam')).toEqual([{ category: 'Points', player: 'Ho One', value: '18' }]);
    expect(teamLeaders(leaders, 'VisitingTeam')).toEqual([
      { category: 'Points', player: 'Vi One', value: '21' },
      { category: 'Rebounds', player: 'Vi Two', value: '9' },
    ]);
    expect(teamLeaders(null, 'HomeTeam')).toEqual([]);
  });

  it('only ever names players of the team asked for, at most one per category', () => {
    const leader = fc.record({ Player: fc.option(fc.record({ Team: fc.constantFrom('HomeTeam', 'VisitingTeam', null), FirstName: fc.constantFrom('A', 'B', null), LastName: fc.constantFrom('X', null), UniformNumber: fc.constant(null), Photo: fc.constant(null), PersonId: fc.constant(null) }), { nil: null }), Value: fc.string() });
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('Points', 'Assists', 'Goals'), fc.array(leader, { maxLength: 5 })), fc.constantFrom('HomeTeam' as const, 'VisitingTeam' as const), (leaders, side) => {
        const list = teamLeaders(leaders, side);
        expect(new Set(list.map((entry) => entry.category)).size).toBe(list.length);
        for (const entry of list) expect(leaders[entry.category]!.some((l) => l.Player?.Team === side && l.Value === entry.value)).toBe(true);
      }),
    );
  });
});

describe('teamStatComparison', () => {
  it('lines up both teams by stat with long labels and the home share of numeric values', () => {
    const home = stats({ Totals: { Key: { FG: 'FG', REB: 'REB' }, FullKey: { FG: 'Field Goals', REB: 'Rebounds' }, Values: { FG: '20-41', REB: '30' } } });
    const visiting = stats({ Totals: { Key: { FG: 'FG', REB: 'REB' }, FullKey: {}, Values: { FG: '18-40', REB: '10' } } });
    expect(teamStatComparison({ HomeTeam: home, VisitingTeam: visiting })).toEqual([
      { key: 'FG', label: 'Field Goals', visiting: '18-40', home: '20-41', homeShare: null },
      { key: 'REB', label: 'Rebounds', visiting: '10', home: '30', homeShare: 0.75 },
    ]);
    expect(teamStatComparison(null)).toEqual([]);
  });

  it('keeps shares between 0 and 1', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), (h, v) => {
        const row = teamStatComparison({
          HomeTeam: stats({ Totals: { Key: { X: 'X' }, FullKey: {}, Values: { X: String(h) } } }),
          VisitingTeam: stats({ Totals: { Key: { X: 'X' }, FullKey: {}, Values: { X: String(v) } } }),
        })[0]!;
        if (h + v === 0) expect(row.homeShare).toBeNull();
        else expect(row.homeShare).toBeCloseTo(h / (h + v));
      }),
    );
  });
});

describe('boxScoreTables', () => {
  it('makes one table per player group, a cell per key and a player column when the key leaves names out', () => {
    const tables = boxScoreTables(
      stats({
        PlayerGroups: {
          Batting: { Title: 'Batting', Key: { AB: 'AB', H: 'H' }, Descriptors: { AB: 'At Bats' }, Values: [{ Name: 'Jo Park', AB: '3', H: '2' }, { Name: 'Sam Lee', AB: '4' }] },
          Pitching: { Title: null, Key: { IP: 'IP' }, Descriptors: {}, Values: [] },
        },
      }),
    );
    expect(tables).toEqual([
      {
        group: 'Batting',
        title: 'Batting',
        columns: [
          { key: 'Name', label: 'Player', description: null },
          { key: 'AB', label: 'AB', description: 'At Bats' },
          { key: 'H', label: 'H', description: null },
        ],
        rows: [
          ['Jo Park', '3', '2'],
          ['Sam Lee', '4', ''],
        ],
      },
    ]);
  });

  it('puts the player column first wherever the key has it', () => {
    const [table] = boxScoreTables(stats({ PlayerGroups: { Box: { Title: 'Box Score', Key: { PTS: 'PTS', Name: 'Player', REB: 'REB' }, Descriptors: {}, Values: [{ PTS: '4', REB: '2', Name: 'Wright, McKenna' }] } } }));
    expect(table!.columns.map((column) => column.label)).toEqual(['Player', 'PTS', 'REB']);
    expect(table!.rows).toEqual([['Wright, McKenna', '4', '2']]);
  });

  it('has as many cells in every row as it has columns', () => {
    const values = fc.array(fc.dictionary(fc.constantFrom('Name', 'A', 'B', 'C'), fc.string({ maxLength: 3 })), { maxLength: 6 });
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('A', 'B', 'C'), fc.string({ maxLength: 3 })), values, (key, rows) => {
        for (const table of boxScoreTables(stats({ PlayerGroups: { G: { Title: 'G', Key: key, Descriptors: {}, Values: rows } } }))) {
          for (const row of table.rows) expect(row).toHaveLength(table.columns.length);
          expect(table.rows).toHaveLength(rows.length);
        }
      }),
    );
  });
});
