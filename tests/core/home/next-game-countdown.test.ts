import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Game, GameResult } from '../../../core/games/game';
import { GameState } from '../../../core/games/game-state';
import type { GameListing } from '../../../core/home/home-feed';
import { nextGameCountdown } from '../../../core/home/next-game-countdown';

const NOW = Date.UTC(2027, 3, 15, 17, 0, 0);
const HOUR = 3_600_000;
const sport = { id: 4, title: 'Softball', slug: 'softball' };

function listing(id: number, startsIn: number, extra: Partial<Game> = {}): GameListing {
  const start = new Date(NOW + startsIn).toISOString().slice(0, 19);
  const game = {
    id,
    date: start,
    date_utc: `${start}Z`,
    time: '1:00 PM',
    tbd: false,
    all_day: false,
    location_indicator: 'H',
    location: 'Ridge Park',
    opponent: { id: 9, title: 'Harbor Tech', prefix: null, image: null, website: null, mascot: null },
    result: null,
    game_state: GameState.Scheduled,
    ...extra,
  } as Game;
  return { game, sport };
}

describe("the sport home's countdown to its next game (spec 3/4)", () => {
  it('counts to the earliest game that starts after now, whatever order the list has', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: -72, max: 400 }).filter((h) => h !== 0), { minLength: 1, maxLength: 12 }), (hours) => {
        const games = hours.map((h, i) => listing(i + 1, h * HOUR));
        const future = hours.filter((h) => h > 0);
        const countdown = nextGameCountdown(games, NOW);
        if (future.length === 0) {
          expect(countdown).toBeNull();
        } else {
          expect(countdown!.target).toBe(NOW + Math.min(...future) * HOUR);
          expect(countdown!.game_id).toBe(hours.indexOf(Math.min(...future)) + 1);
        }
      }),
    );
  });

  it("names the game as the home page's featured countdown does: 'vs.' at home and neutral, 'at' away", () => {
    expect(nextGameCountdown([listing(1, HOUR)], NOW)).toMatchObject({ title: 'Softball vs. Harbor Tech', date: listing(1, HOUR).game.date, time: '1:00 PM', location: 'Ridge Park', sport });
    expect(nextGameCountdown([listing(1, HOUR, { location_indicator: 'A' })], NOW)?.title).toBe('Softball at Harbor Tech');
  });

  it('skips games with no start to count to, under way, over, postponed or canceled', () => {
    const result = { status: 'W' } as GameResult;
    const skipped = [
      listing(1, HOUR, { tbd: true }),
      listing(2, HOUR, { all_day: true }),
      listing(3, HOUR, { date_utc: null }),
      listing(4, HOUR, { game_state: GameState.Live }),
      listing(5, HOUR, { game_state: GameState.Postponed }),
      listing(6, HOUR, { game_state: GameState.Canceled }),
      listing(7, HOUR, { game_state: GameState.GameComplete }),
      listing(8, HOUR, { result }),
    ];
    expect(nextGameCountdown(skipped, NOW)).toBeNull();
    expect(nextGameCountdown([...skipped, listing(9, 5 * HOUR)], NOW)?.game_id).toBe(9);
  });

  it('counts nothing down at or past the start', () => {
    expect(nextGameCountdown([listing(1, 0)], NOW)).toBeNull();
  });
});
