import { describe, expect, it } from 'vitest';
import { coachBody, coachDraftErrors, emptyCoach } from '../../../core/studio/rosters/coach-draft';
import { EMPTY_PLAYER, headshotFields, PLAYER_MESSAGES, playerBody, playerDraftErrors } from '../../../core/studio/rosters/player-draft';
import { byJersey, newestFirst } from '../../../core/studio/rosters/roster';

describe("the roster forms' own checks and bodies", () => {
  it('says what the server would for a half-typed player, and nothing for a good one', () => {
    expect(playerDraftErrors({ ...EMPTY_PLAYER, jersey: '7a', height: '6-13', weight: '40', headshotId: 4 })).toEqual({
      firstName: PLAYER_MESSAGES.firstName,
      lastName: PLAYER_MESSAGES.lastName,
      jersey: PLAYER_MESSAGES.jersey,
      height: PLAYER_MESSAGES.height,
      weight: PLAYER_MESSAGES.weight,
      hometown: PLAYER_MESSAGES.hometown,
      headshotAlt: PLAYER_MESSAGES.headshotAlt,
    });
    expect(playerDraftErrors({ ...EMPTY_PLAYER, firstName: 'Quinn', lastName: 'Walker', jersey: '00', height: '6-11', weight: '181', hometown: 'Boulder' })).toEqual({});
  });

  it('sends empty optional text as null and the weight as a number', () => {
    const body = playerBody({ ...EMPTY_PLAYER, firstName: ' Quinn ', lastName: 'Walker', weight: ' 181 ', hometown: 'Boulder', position: ' ', bio: '' });
    expect(body).toMatchObject({ firstName: 'Quinn', weight: 181, position: null, height: null, bio: null, headshotId: null, headshotAlt: null });
  });

  it('keeps a headshot it only knows by address by leaving its id out; a new one goes by id; none is null', () => {
    expect(headshotFields({ headshotId: null, headshotUrl: '/media/a.png', headshotAlt: ' Quinn ' })).toEqual({ headshotAlt: 'Quinn' });
    expect(headshotFields({ headshotId: 9, headshotUrl: '/media/b.png', headshotAlt: 'Quinn' })).toEqual({ headshotId: 9, headshotAlt: 'Quinn' });
    expect(headshotFields({ headshotId: null, headshotUrl: null, headshotAlt: 'old' })).toEqual({ headshotId: null, headshotAlt: null });
  });

  it('needs a coach name, title and department; a support member is never head coach', () => {
    expect(Object.keys(coachDraftErrors({ ...emptyCoach(null), email: 'nope' }))).toEqual(['firstName', 'lastName', 'title', 'departmentId', 'email']);
    expect(coachBody({ ...emptyCoach(3), firstName: 'Ann', lastName: 'Lee', title: 'Trainer', kind: 'support', headCoach: true }, 8)).toMatchObject({ rosterId: 8, kind: 'support', headCoach: false, departmentId: 3 });
  });

  it('orders players by jersey (0, 00, 1 … none last) and rosters newest first', () => {
    const players = ['12', '', '00', '0', '3'].map((jersey, index) => ({ jersey, lastName: `P${index}`, firstName: 'A' }));
    expect(byJersey(players).map((player) => player.jersey)).toEqual(['0', '00', '3', '12', '']);
    expect(newestFirst([{ id: 1, year: 2025 }, { id: 2, year: 2027 }, { id: 3, year: 2026 }]).map((roster) => roster.year)).toEqual([2027, 2026, 2025]);
  });
});
