import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchRoster, type RosterCandidate } from '../../../../server/stats/stat-file/roster-match';
import { decideSchoolSide, sameOpponent, schoolNames } from '../../../../server/stats/stat-file/school-side';
import type { FilePlayer } from '../../../../server/stats/statcrew/sport-reading';

const team = (name: string, id = name.slice(0, 3).toUpperCase(), abbreviation = id) => ({ id, name, abbreviation });
const NAMES = schoolNames({ key: 'ridgemont', name: 'Ridgemont State University', schoolName: 'Ridgemont State University', siteName: 'Ridgemont State Athletics', mascotPlural: 'Rams' });

describe('which side of the file is the school (issue 45)', () => {
  const teams = { home: team('Lakeview Tech'), visitor: team('Ridgemont State', 'RSU') };

  it("takes the game's home/away at home and on the road, whatever the names say", () => {
    expect(decideSchoolSide('H', teams, NAMES)).toEqual({ side: 'H', from: 'home-away' });
    expect(decideSchoolSide('A', teams, NAMES)).toEqual({ side: 'V', from: 'home-away' });
  });

  it("at a neutral site takes the one side whose name, id or abbreviation is the school's", () => {
    expect(decideSchoolSide('N', teams, NAMES)).toEqual({ side: 'V', from: 'name' });
    expect(decideSchoolSide('N', { home: team('Ridgemont St.', 'RIDGEMONT'), visitor: team('Lakeview') }, NAMES)).toEqual({ side: 'H', from: 'name' });
    expect(decideSchoolSide('N', { home: team('Lakeview'), visitor: team('RSU', 'RSU ') }, NAMES)).toEqual({ side: 'V', from: 'name' });
  });

  it('asks (null) when neither or both sides go by the school, and the request’s word wins', () => {
    expect(decideSchoolSide('N', { home: team('Lakeview'), visitor: team('Harbor City') }, NAMES)).toBeNull();
    expect(decideSchoolSide('N', { home: team('Ridgemont State'), visitor: team('Ridgemont State') }, NAMES)).toBeNull();
    expect(decideSchoolSide('H', teams, NAMES, 'V')).toEqual({ side: 'V', from: 'request' });
  });

  it('compares opponents as crews write them', () => {
    expect(sameOpponent('NC State', 'N.C. State')).toBe(true);
    expect(sameOpponent('Miami (FL)', 'Miami')).toBe(true);
    expect(sameOpponent('Duke', 'North Carolina')).toBe(false);
  });
});

const candidate = (rosterPlayerId: number, firstName: string, lastName: string, jersey: string): RosterCandidate => ({ rosterPlayerId, playerId: rosterPlayerId + 1000, firstName, lastName, jersey });
const filePlayer = (name: string, uniform: string, checkName = ''): { player: FilePlayer } => {
  const [lastName, firstName] = name.includes(',') ? name.split(',').map((part) => part.trim()) : [name.split(' ').slice(1).join(' '), name.split(' ')[0]];
  return { player: { uniform, name, firstName: firstName ?? '', lastName: lastName ?? '', checkName, position: '', starter: false } };
};

describe("the school's players matched to the season's roster", () => {
  const roster = [candidate(1, 'Vincent', 'Berliński', '7'), candidate(2, 'Jake', 'Hanley', '34'), candidate(3, 'Cole', 'Decker', '19'), candidate(4, 'Ava', 'Decker', '4A')];

  it('matches by uniform and name, ignoring case, accents and name order', () => {
    const readings = [filePlayer('BERLINSKI, VINCENT', '7'), filePlayer('Jake Hanley', '34'), filePlayer('Decker, Ava', '4a')];
    const matches = matchRoster(readings, roster);
    expect(readings.map((reading) => matches.get(reading)?.rosterPlayerId)).toEqual([1, 2, 4]);
  });

  it('matches a surname-only checkname by uniform, a full name under another number, and leaves strangers unmatched', () => {
    const surnameOnly = { player: { ...filePlayer('C. Decker', '19').player, lastName: 'Decker', checkName: 'DECKER' } };
    const renumbered = filePlayer('Hanley, Jake', '99');
    const stranger = filePlayer('Smith, John', '7');
    const matches = matchRoster([surnameOnly, renumbered, stranger], roster);
    expect(matches.get(surnameOnly)?.rosterPlayerId).toBe(3);
    expect(matches.get(renumbered)?.rosterPlayerId).toBe(2);
    expect(matches.get(stranger)).toBeNull();
  });

  it('takes each roster player at most once, and never matches by uniform alone', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ name: fc.constantFrom('Hanley, Jake', 'Decker, Cole', 'Decker, Ava', 'Doe, Jane', 'Berliński, Vincent'), uniform: fc.constantFrom('7', '34', '19', '4A', '1') }), { maxLength: 8 }), (players) => {
        const readings = players.map((entry) => filePlayer(entry.name, entry.uniform));
        const matched = [...matchRoster(readings, roster).entries()].filter(([, match]) => match !== null);
        const ids = matched.map(([, match]) => match!.rosterPlayerId);
        expect(new Set(ids).size).toBe(ids.length);
        for (const [reading, match] of matched) expect(reading.player.lastName.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')).toBe(match!.lastName.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace('ł', 'l'));
      }),
    );
  });
});
