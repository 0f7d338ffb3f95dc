import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRecord, formatStreak, opponentHistoryPath, opponentSlug, winningPercentage } from '../../../core/schedule/opponent-history';

const wlt = fc.record({ wins: fc.nat(200), losses: fc.nat(200), ties: fc.nat(20) });

describe('opponent history rules', () => {
  it("writes 'W-L', adding ties only when there are some", () => {
    fc.assert(
      fc.property(wlt, (record) => {
        const parts = formatRecord(record).split('-').map(Number);
        expect(parts.slice(0, 2)).toEqual([record.wins, record.losses]);
        expect(parts.length === 3).toBe(record.ties > 0);
        if (record.ties > 0) expect(parts[2]).toBe(record.ties);
      }),
    );
  });

  it('names a streak by its result and length', () => {
    expect(formatStreak({ wins: 3, losses: 0, ties: 0 })).toBe('W3');
    expect(formatStreak({ wins: 0, losses: 1, ties: 0 })).toBe('L1');
    expect(formatStreak({ wins: 0, losses: 0, ties: 2 })).toBe('T2');
    expect(formatStreak({ wins: 0, losses: 0, ties: 0 })).toBe('-');
  });

  it('gives a winning percentage between .000 and 1.000, counting ties as half', () => {
    fc.assert(
      fc.property(wlt, (record) => {
        const text = winningPercentage(record);
        expect(text).toMatch(/^(\.\d{3}|1\.000)$/);
        const games = record.wins + record.losses + record.ties;
        const expected = games === 0 ? 0 : (record.wins + record.ties / 2) / games;
        expect(Math.abs(Number(text) - expected)).toBeLessThanOrEqual(0.0005 + 1e-9);
      }),
    );
    expect(winningPercentage({ wins: 2, losses: 1, ties: 0 })).toBe('.667');
  });

  it('makes URL slugs of opponent names', () => {
    expect(opponentSlug("Red Mesa State University")).toBe('red-mesa-state-university');
    expect(opponentSlug("St. Mary's College")).toBe('st-marys-college');
    expect(opponentSlug('Université de Montréal')).toBe('universite-de-montreal');
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(opponentSlug(name)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }),
    );
    expect(opponentHistoryPath('football', { id: 3, name: 'Red Mesa State University' })).toBe('/sports/football/opponent-history/red-mesa-state-university/3');
  });
});
