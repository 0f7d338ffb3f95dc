import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LiveEventItem } from '../../../core/games/live-event-item';
import { applyScoreboardEvent, keepUnchanged, scoreboardForSport } from '../../../core/live/scoreboard-items';

function item(id: number, sportId: number, at: string, score = 0): LiveEventItem {
  const side = { icon: null, name: 'T', abbreviation: null, Score: score, color: null };
  return {
    id,
    date: at.slice(0, 10),
    formatedDate: at,
    dateTime: at,
    dateTimeUtc: at,
    endDateTime: null,
    endDateTimeUtc: null,
    gameType: 'C',
    gameState: 3,
    gameStateDisplay: 'Live',
    gameTime: '7:42',
    gameLocationIndicator: 'H',
    gameStatus: '2nd Half',
    period: 2,
    periodsRegulation: 2,
    location: { location: null, facilityTitle: null, HAN: 'H', neutralHomeTeam: false },
    sport: { id: sportId, title: 'S', shortname: 's', global_sport_shortname: null },
    teams: { home: side, away: side },
    schoolIsHome: true,
    opponentIsHome: false,
    opponentInfo: { id: 1, image: null, title: 'O', prefix: null, website: null },
  };
}

const items = fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 50 }), sport: fc.integer({ min: 1, max: 4 }), hour: fc.integer({ min: 10, max: 23 }) }), { selector: (x) => x.id, maxLength: 10 }).map((list) => list.map((x) => item(x.id, x.sport, `2026-11-21T${x.hour}:00:00Z`)));

describe('live scoreboard', () => {
  it('takes the full list, soonest first', () => {
    fc.assert(
      fc.property(items, (list) => {
        const board = applyScoreboardEvent([], { type: 'scoreboard', items: list });
        expect(board.map((x) => x.id).sort()).toEqual(list.map((x) => x.id).sort());
        for (let i = 1; i < board.length; i += 1) expect(board[i - 1]!.dateTimeUtc <= board[i]!.dateTimeUtc).toBe(true);
      }),
    );
  });

  it('replaces a changed game in place and adds a game just under way, one item per game', () => {
    fc.assert(
      fc.property(items, fc.integer({ min: 1, max: 60 }), fc.nat(99), (list, id, score) => {
        const board = applyScoreboardEvent(list, { type: 'item', item: item(id, 1, '2026-11-21T12:00:00Z', score) });
        expect(board.filter((x) => x.id === id)).toHaveLength(1);
        expect(board.find((x) => x.id === id)!.teams.home.Score).toBe(score);
        expect(board).toHaveLength(list.some((x) => x.id === id) ? list.length : list.length + 1);
      }),
    );
  });

  it("keeps one sport's games when a sport is given", () => {
    fc.assert(
      fc.property(items, fc.integer({ min: 1, max: 4 }), (list, sportId) => {
        expect(scoreboardForSport(list, sportId).every((x) => x.sport.id === sportId)).toBe(true);
        expect(scoreboardForSport(list, sportId)).toHaveLength(list.filter((x) => x.sport.id === sportId).length);
        expect(scoreboardForSport(list)).toEqual(list);
      }),
    );
  });
});

describe('live scoreboard updates keep what did not change (#24)', () => {
  const copy = (list: LiveEventItem[]) => JSON.parse(JSON.stringify(list)) as LiveEventItem[];

  it('the same full list again (a fresh copy off the wire) is the list the board already has', () => {
    fc.assert(
      fc.property(items, (list) => {
        const board = applyScoreboardEvent([], { type: 'scoreboard', items: list });
        expect(applyScoreboardEvent(board, { type: 'scoreboard', items: copy(list) })).toBe(board);
      }),
    );
  });

  it('an update gives a new object to its own game only', () => {
    fc.assert(
      fc.property(items.filter((list) => list.length > 0), fc.nat(), fc.integer({ min: 100, max: 199 }), (list, pick, score) => {
        const board = applyScoreboardEvent([], { type: 'scoreboard', items: list });
        const changed = copy([board[pick % board.length]!])[0]!;
        changed.teams = { ...changed.teams, home: { ...changed.teams.home, Score: score } };
        const next = applyScoreboardEvent(board, { type: 'item', item: changed });
        expect(next).not.toBe(board);
        for (const game of next) expect(game === board.find((old) => old.id === game.id)).toBe(game.id !== changed.id);
        expect(next.find((game) => game.id === changed.id)!.teams.home.Score).toBe(score);
      }),
    );
  });

  it('an unchanged update changes nothing, and a list that lost a game is a new list', () => {
    const board = [item(1, 1, '2026-11-21T12:00:00Z', 3), item(2, 1, '2026-11-21T13:00:00Z', 4)];
    expect(applyScoreboardEvent(board, { type: 'item', item: copy([board[1]!])[0]! })).toBe(board);
    const shorter = keepUnchanged(board, copy([board[0]!]));
    expect(shorter).toHaveLength(1);
    expect(shorter[0]).toBe(board[0]);
  });
});
