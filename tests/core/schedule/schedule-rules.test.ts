import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCATION_FILTERS, type LocationFilter } from '../../../core/games/game-rules';
import {
  atVs,
  broadcastLines,
  isPlacing,
  locationFilterFromQuery,
  locationFilterLabel,
  locationQueryValue,
  mediaLinks,
  opponentName,
  placeText,
  resultText,
  resultWord,
  sortByDate,
  toLocationIndicator,
  upcomingLabel,
} from '../../../core/schedule/schedule-rules';
import { GAME_STATES, GameState } from '../../../core/games/game-state';
import { game, gameArb, locationArb } from './fixtures';

describe('schedule list rules', () => {
  it('sorts games by local start, then id, keeping every game', () => {
    fc.assert(
      fc.property(fc.array(gameArb, { maxLength: 30 }), (games) => {
        const sorted = sortByDate(games);
        expect(sorted).toHaveLength(games.length);
        expect(new Set(sorted)).toEqual(new Set(games));
        for (let i = 1; i < sorted.length; i += 1) {
          const [a, b] = [sorted[i - 1]!, sorted[i]!];
          expect(a.date < b.date || (a.date === b.date && a.id <= b.id)).toBe(true);
        }
      }),
    );
  });

  it("says 'at' only for away games", () => {
    fc.assert(
      fc.property(locationArb, (indicator) => {
        expect(atVs(indicator)).toBe(indicator === 'A' ? 'at' : 'vs.');
      }),
    );
  });

  it('reads location codes in any case and treats the unknown as home', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3 }), (code) => {
        const upper = code.trim().toUpperCase();
        expect(toLocationIndicator(code)).toBe(upper === 'A' || upper === 'N' ? upper : 'H');
      }),
    );
    expect(toLocationIndicator(null)).toBe('H');
  });
});

describe('results as text', () => {
  it("writes a decision as 'W 24-10' and spells the letter out", () => {
    fc.assert(
      fc.property(fc.constantFrom('W', 'L', 'T'), fc.nat(99), fc.nat(99), (status, team, opponent) => {
        expect(resultText({ status, team_score: String(team), opponent_score: String(opponent) })).toBe(`${status} ${team}-${opponent}`);
      }),
    );
    expect([resultWord('W'), resultWord('l'), resultWord('T'), resultWord('3rd')]).toEqual(['Win', 'Loss', 'Tie', '3rd']);
  });

  it("writes a meet's placing in its field and a bare status without scores", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.constantFrom('st', 'nd', 'rd', 'th'), fc.integer({ min: 2, max: 40 }), (place, suffix, field) => {
        const result = { status: '', team_score: `${place}${suffix}`, opponent_score: String(field) };
        expect(isPlacing(result)).toBe(true);
        expect(resultText(result)).toBe(`${place}${suffix} of ${field}`);
        expect(isPlacing({ ...result, status: 'W' })).toBe(false);
      }),
    );
    expect(resultText({ status: '', team_score: '3rd', opponent_score: null })).toBe('3rd');
    expect(resultText({ status: 'W', team_score: null, opponent_score: null })).toBe('W');
    expect(resultText({ status: ' ', team_score: ' ', opponent_score: null })).toBe('');
  });
});

describe('the location filter in the URL (spec 9)', () => {
  const filters = LOCATION_FILTERS.map((filter) => filter.value);

  it('round-trips every filter through its query value', () => {
    fc.assert(
      fc.property(fc.constantFrom<LocationFilter>(...filters), (filter) => {
        const value = locationQueryValue(filter);
        expect(locationFilterFromQuery(value)).toBe(filter);
        expect(value === null).toBe(filter === 'All');
      }),
    );
  });

  it('accepts labels and codes in any case; anything else is All', () => {
    expect(locationFilterFromQuery('HOME')).toBe('H');
    expect(locationFilterFromQuery(' away ')).toBe('A');
    expect(locationFilterFromQuery('n')).toBe('N');
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (text) => {
        const known = ['home', 'away', 'neutral', 'all', 'h', 'a', 'n'].includes(text.trim().toLowerCase());
        if (!known) expect(locationFilterFromQuery(text)).toBe('All');
      }),
    );
    expect(filters.map(locationFilterLabel)).toEqual(['All', 'Home', 'Away', 'Neutral']);
  });
});

describe('what a row shows', () => {
  it('lists stream, audio, stats, tickets and game files in that order, skipping what is missing', () => {
    const media = { audio: 'https://a', video: 'https://v', stats: null, tickets: null, tv: 'SPN', radio: 'KRMS', custom1: null, custom2: null, custom3: null, game_note: null, promotion_name: null, game_files: [{ title: 'Game Notes', url: 'https://n' }] };
    expect(mediaLinks(game({ media, ticket_link: 'https://t' })).map((link) => [link.kind, link.url])).toEqual([
      ['watch', 'https://v'],
      ['listen', 'https://a'],
      ['tickets', 'https://t'],
      ['notes', 'https://n'],
    ]);
    expect(mediaLinks(game())).toEqual([]);
    expect(broadcastLines(game({ media }))).toEqual(['TV: SPN', 'Radio: KRMS']);
  });

  it('joins facility and town, and puts a ranking before the opponent', () => {
    fc.assert(
      fc.property(fc.option(fc.stringMatching(/^[A-Z][a-z]{1,8}$/), { nil: null }), fc.option(fc.stringMatching(/^[A-Z][a-z]{1,8}$/), { nil: null }), (facility, location) => {
        expect(placeText({ facility, location })).toBe([facility, location].filter(Boolean).join(', '));
      }),
    );
    expect(opponentName({ title: 'Northern Plains University', prefix: '#8' })).toBe('#8 Northern Plains University');
    expect(opponentName({ title: 'Lakeview College', prefix: ' ' })).toBe('Lakeview College');
  });
});

describe('spec 4: a game without a result', () => {
  it("is 'Upcoming' unless its state is delayed, live, postponed or canceled", () => {
    const telling: number[] = [GameState.Delayed, GameState.Live, GameState.Postponed, GameState.Canceled];
    fc.assert(
      fc.property(fc.option(fc.constantFrom(...GAME_STATES), { nil: null }), fc.option(fc.constantFrom('Final', 'PPD', ' '), { nil: null }), (state, display) => {
        const label = upcomingLabel({ game_state: state, game_state_display: display });
        if (state === null || !telling.includes(state)) expect(label).toBe('Upcoming');
        else expect(label).toBe(display?.trim() || ['Delayed', 'Live', 'Postponed', 'Canceled'][telling.indexOf(state)]);
      }),
    );
  });
});
