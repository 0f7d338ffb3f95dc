import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LOCATION_FILTERS,
  filterGamesByLocation,
  gameResultType,
  isShownInSchedule,
  scheduleGames,
} from '../../../core/games/game-rules';
import { game, gameResult } from './game-arbitraries';

describe('game result type', () => {
  it('is recent when a result exists, else upcoming', () => {
    fc.assert(
      fc.property(game, (g) => {
        expect(gameResultType(g)).toBe(g.result ? 'recent' : 'upcoming');
      }),
    );
    fc.assert(
      fc.property(gameResult, (result) => {
        expect(gameResultType({ result })).toBe('recent');
      }),
    );
    expect(gameResultType({ result: null })).toBe('upcoming');
  });
});

describe('schedule list filter', () => {
  it('hides exactly the type S games with status O and no result', () => {
    fc.assert(
      fc.property(game, (g) => {
        const hidden = g.type === 'S' && g.status === 'O' && g.result === null;
        expect(isShownInSchedule(g)).toBe(!hidden);
      }),
    );
  });

  it('keeps the shown games in order and drops only hidden ones', () => {
    fc.assert(
      fc.property(fc.array(game, { maxLength: 20 }), (games) => {
        const shown = scheduleGames(games);
        expect(shown).toEqual(games.filter(isShownInSchedule));
        expect(games.filter((g) => !shown.includes(g)).every((g) => g.type === 'S' && g.status === 'O' && !g.result)).toBe(true);
      }),
    );
  });

  it('shows an S/O game once it has a result', () => {
    fc.assert(
      fc.property(game, gameResult, (g, result) => {
        expect(isShownInSchedule({ ...g, type: 'S', status: 'O', result })).toBe(true);
      }),
    );
  });
});

describe('location filters', () => {
  it('lists All, Home, Away and Neutral', () => {
    expect(LOCATION_FILTERS).toEqual([
      { value: 'All', label: 'All' },
      { value: 'H', label: 'Home' },
      { value: 'A', label: 'Away' },
      { value: 'N', label: 'Neutral' },
    ]);
  });

  it('All keeps every game; H, A and N keep games with that indicator, in order', () => {
    fc.assert(
      fc.property(fc.array(game, { maxLength: 20 }), fc.constantFrom(...LOCATION_FILTERS.map((f) => f.value)), (games, filter) => {
        const kept = filterGamesByLocation(games, filter);
        if (filter === 'All') expect(kept).toEqual(games);
        else expect(kept).toEqual(games.filter((g) => g.location_indicator === filter));
      }),
    );
  });

  it('partitions the games: H, A and N together hold every game once', () => {
    fc.assert(
      fc.property(fc.array(game, { maxLength: 20 }), (games) => {
        const total = (['H', 'A', 'N'] as const).reduce((sum, f) => sum + filterGamesByLocation(games, f).length, 0);
        expect(total).toBe(games.length);
      }),
    );
  });
});
