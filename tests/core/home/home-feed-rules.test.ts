import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../core/games/game';
import type { CoachSummary, GameListing } from '../../../core/home/home-feed';
import { GAME_STATES, GameState } from '../../../core/games/game-state';
import { coachesHeadFirst, dayLabel, gameStateLabel, groupGamesByDay, opponentPreposition, rosterHighlights, scoreText } from '../../../core/home/home-feed-rules';
import type { RosterPlayer } from '../../../core/roster/roster-player';

const player = fc.record({
  id: fc.nat(),
  first_name: fc.constantFrom('Ava', 'Ben', 'Cy'),
  last_name: fc.constantFrom('Ng', 'Ortiz', 'Park'),
  academic_year: fc.constant(null),
  hometown: fc.constant(null),
  position: fc.constant(null),
  uniform_number: fc.constant(null),
  image: fc.option(fc.record({ url: fc.constantFrom('', '/h.svg', '/k.png'), alt: fc.constant('x') }), { nil: null }),
  social_links: fc.constant([]),
  sport: fc.constant(null),
}) as fc.Arbitrary<RosterPlayer>;

const hasHeadshot = (p: RosterPlayer) => p.image !== null && p.image.url !== '';

const day = fc.tuple(fc.integer({ min: 2020, max: 2030 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 })).map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
const listing = fc.record({ id: fc.nat(), day, time: fc.constantFrom('T09:00:00', 'T19:30:00') }).map(
  ({ id, day: d, time }) => ({ game: { id, date: `${d}${time}` } as Game, sport: { id: 1, title: 'Baseball', slug: 'baseball' } }) as GameListing,
);

describe('front page rules', () => {
  it('features players with a headshot, in roster order, at most the count asked', () => {
    fc.assert(
      fc.property(fc.array(player, { maxLength: 12 }), fc.nat({ max: 6 }), (players, count) => {
        const featured = rosterHighlights(players, count);
        expect(featured.length).toBeLessThanOrEqual(count);
        const withHeadshots = players.filter(hasHeadshot);
        const pool = withHeadshots.length > 0 ? withHeadshots : players;
        expect(featured).toEqual(pool.slice(0, count));
      }),
    );
  });

  it('lists the head coach first and keeps everyone once', () => {
    const coach = fc.record({ staff_id: fc.nat(), first_name: fc.constant('A'), last_name: fc.constant('B'), title: fc.constant(null), image: fc.constant(null), head_coach: fc.boolean() }) as fc.Arbitrary<CoachSummary>;
    fc.assert(
      fc.property(fc.uniqueArray(coach, { maxLength: 8, selector: (c) => c.staff_id }), (coaches) => {
        const ordered = coachesHeadFirst(coaches);
        expect([...ordered].sort((a, b) => a.staff_id - b.staff_id)).toEqual([...coaches].sort((a, b) => a.staff_id - b.staff_id));
        const firstOther = ordered.findIndex((c) => !c.head_coach);
        if (firstOther >= 0) expect(ordered.slice(firstOther).every((c) => !c.head_coach)).toBe(true);
      }),
    );
  });

  it('groups games by their local day, each day once, keeping the order given', () => {
    fc.assert(
      fc.property(fc.array(listing, { maxLength: 15 }), (games) => {
        const days = groupGamesByDay(games);
        expect(new Set(days.map((d) => d.day)).size).toBe(days.length);
        for (const d of days) for (const g of d.games) expect(g.game.date.startsWith(d.day)).toBe(true);
        expect(days.flatMap((d) => d.games).length).toBe(games.length);
        for (const d of days) expect(d.games).toEqual(games.filter((g) => g.game.date.startsWith(d.day)));
      }),
    );
  });

  it("says 'at' for away games and 'vs.' at home or on a neutral site", () => {
    expect(opponentPreposition('A')).toBe('at');
    expect(opponentPreposition('H')).toBe('vs.');
    expect(opponentPreposition('N')).toBe('vs.');
  });

  it('writes the result and the score, school first, and nothing before a result', () => {
    fc.assert(
      fc.property(fc.constantFrom('W', 'L', 'T'), fc.nat({ max: 150 }), fc.nat({ max: 150 }), (status, team, opponent) => {
        const game = { result: { status, team_score: String(team), opponent_score: String(opponent) } } as Pick<Game, 'result'>;
        expect(scoreText(game)).toBe(`${status}, ${team}-${opponent}`);
      }),
    );
    expect(scoreText({ result: null })).toBeNull();
  });

  it('shows a game state label only without a result and past plain scheduling', () => {
    fc.assert(
      fc.property(fc.option(fc.constantFrom(...GAME_STATES), { nil: null }), fc.option(fc.constantFrom('Live', 'Final', ' '), { nil: null }), fc.boolean(), (state, display, hasResult) => {
        const result = hasResult ? ({ status: 'W', team_score: '1', opponent_score: '0' } as Game['result']) : null;
        const label = gameStateLabel({ result, game_state: state, game_state_display: display });
        const shown = !hasResult && state !== null && state !== GameState.Scheduled && !!display?.trim();
        expect(label).toBe(shown ? display!.trim() : null);
      }),
    );
  });

  it('labels a local date with its weekday, month and day', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true }), (date) => {
        const iso = date.toISOString().slice(0, 10);
        const expected = date.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
        expect(dayLabel(`${iso}T12:00:00`)).toBe(expected);
      }),
    );
    expect(dayLabel('2026-11-21')).toBe('Sat, Nov 21');
    expect(dayLabel('not a date')).toBe('not a date');
  });
});
