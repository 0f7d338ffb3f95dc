import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STAT_ABBREVIATIONS, statAbbreviation, statLabel, type StatSport } from '../../../core/stats/stat-abbreviations';

const sports = Object.keys(STAT_ABBREVIATIONS) as StatSport[];

describe('stat abbreviations', () => {
  it('carry the spec 9 abbreviations and labels', () => {
    expect(statAbbreviation('football', 'Tackles')).toBe('TKL');
    expect(statAbbreviation('football', 'QB Rating')).toBe('QBR');
    expect(statAbbreviation('football', 'Touchdowns')).toBe('TDs');
    expect(statLabel('football', 'Pass Yards')).toBe('Passing');
    expect(statLabel('football', 'Rushing Yards')).toBe('Rushing');
    expect(statLabel('football', 'Rec Yards')).toBe('Receiving');
    expect(STAT_ABBREVIATIONS.basketball.map((s) => s.abbreviation)).toEqual(['PTS', 'REB', 'AST', 'BLK', 'STL', 'Pers', '%', '%']);
    expect(STAT_ABBREVIATIONS.volleyball.map((s) => s.abbreviation)).toEqual(['Kills', '%', 'AST', 'SA', 'BLKs', 'Digs', 'PTS']);
    expect(STAT_ABBREVIATIONS.soccer.map((s) => s.abbreviation)).toEqual(['Goals', 'AST', 'Shots', 'SOG', 'RC', 'YC', 'GC', 'Fouls', 'DS']);
    expect(statAbbreviation('volleyball', 'Hitting %')).toBe('%');
  });

  it('look stats up by name in any case and fall back to the name itself', () => {
    fc.assert(
      fc.property(fc.constantFrom(...sports), fc.boolean(), (sport, upper) => {
        for (const entry of STAT_ABBREVIATIONS[sport]) {
          const name = upper ? entry.stat.toUpperCase() : entry.stat;
          expect(statAbbreviation(sport, name)).toBe(entry.abbreviation);
          expect(statLabel(sport, name)).toBe(entry.label ?? name);
        }
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...sports), fc.string().filter((s) => !/[a-z]/i.test(s)), (sport, name) => {
        expect(statAbbreviation(sport, name)).toBe(name);
        expect(statLabel(sport, name)).toBe(name);
      }),
    );
  });

  it('have one entry per stat name in each sport', () => {
    for (const sport of sports) {
      const names = STAT_ABBREVIATIONS[sport].map((s) => s.stat.toLowerCase());
      expect(new Set(names).size).toBe(names.length);
    }
  });
});
