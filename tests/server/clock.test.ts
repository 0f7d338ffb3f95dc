import { describe, expect, it } from 'vitest';
import { clockFrom, parseSeedDate } from '../../server/clock';
import { readConfig } from '../../server/config';

const REAL = Date.parse('2026-11-25T20:15:30Z');

describe('SEED_DATE and the server clock', () => {
  it('reads a day as that day at the real time of day, and an instant as itself', () => {
    expect(new Date(parseSeedDate('2027-04-15', REAL)).toISOString()).toBe('2027-04-15T20:15:30.000Z');
    expect(new Date(parseSeedDate('2027-04-15T18:30:00Z', REAL)).toISOString()).toBe('2027-04-15T18:30:00.000Z');
    expect(new Date(parseSeedDate('2028-02-29', REAL)).toISOString()).toBe('2028-02-29T20:15:30.000Z');
  });

  it('refuses what is not a day or an instant, naming the variable', () => {
    for (const bad of ['tomorrow', '2027-02-30', '2027-13-01', '15/04/2027', '2027-04-15Tnoon']) {
      expect(() => parseSeedDate(bad, REAL), bad).toThrow(/^SEED_DATE must be a day \(YYYY-MM-DD\) or an ISO instant/);
    }
    expect(() => readConfig({ SEED_DATE: 'soon' })).toThrow(/SEED_DATE/);
    expect(readConfig({}).seedDate).toBeUndefined();
  });

  it('starts a clock at the given instant and runs it on with real time', () => {
    let real = REAL;
    const now = clockFrom(Date.parse('2027-04-15T12:00:00Z'), () => real);
    expect(new Date(now()).toISOString()).toBe('2027-04-15T12:00:00.000Z');
    real += 90_000;
    expect(new Date(now()).toISOString()).toBe('2027-04-15T12:01:30.000Z');
    expect(clockFrom(undefined, () => real)()).toBe(real);
  });
});
