import fc from 'fast-check';
import type { GameResult, LocationIndicator } from '../../../core/games/game';
import type { ScheduleGame } from '../../../core/schedule/schedule-game';

/** A schedule game with every field filled plainly; tests override what they look at. */
export function game(overrides: Partial<ScheduleGame> = {}): ScheduleGame {
  return {
    id: 1,
    date: '2026-10-03T19:00:00',
    date_utc: null,
    end_date: null,
    end_date_utc: null,
    time: '7:00 PM',
    doubleheader: false,
    all_day: false,
    tbd: false,
    team_prefix: null,
    status: 'A',
    type: 'N',
    location_indicator: 'H',
    location: 'Ridgemont, Colo.',
    conference: null,
    tournament: null,
    opponent: { id: 9, title: 'Lakeview College', prefix: null, image: null, website: null, mascot: null },
    media: null,
    result: null,
    pregame_story_id: null,
    postgame_story_id: null,
    game_state: null,
    game_state_display: null,
    game_center_enabled: false,
    event_image: null,
    ticket_link: null,
    game_links: [],
    galleries: [],
    facility: null,
    schedule_id: 10,
    ...overrides,
  };
}

export const locationArb = fc.constantFrom<LocationIndicator>('H', 'A', 'N');

/** A local wall-clock date as the API writes it ('2026-10-03T19:00:00'). */
export const localDateArb = fc
  .record({ year: fc.integer({ min: 1990, max: 2040 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }), hour: fc.integer({ min: 0, max: 23 }), minute: fc.constantFrom(0, 15, 30, 45) })
  .map(({ year, month, day, hour, minute }) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`);

const score = fc.integer({ min: 0, max: 99 }).map(String);

export const resultArb = fc.record({
  status: fc.constantFrom('W', 'L', 'T'),
  team_score: score,
  opponent_score: score,
  prescore: fc.constant(null),
  postscore: fc.constantFrom(null, 'OT'),
  boxscore: fc.constantFrom(null, '/sports/football/stats/2026/lakeview-college/boxscore/1'),
  recap: fc.constant(null),
  line_scores: fc.constant<GameResult['line_scores']>([]),
});

export const gameArb = fc
  .record({
    id: fc.integer({ min: 1, max: 100_000 }),
    date: localDateArb,
    location_indicator: locationArb,
    type: fc.constantFrom('C', 'N', 'S'),
    status: fc.constantFrom('A', 'O'),
    result: fc.option(resultArb, { nil: null }),
    title: fc.stringMatching(/^[A-Z][a-z]{2,10}( [A-Z][a-z]{2,10}){0,3}$/),
  })
  .map(({ title, ...fields }) => game({ ...fields, opponent: { id: 1, title, prefix: null, image: null, website: null, mascot: null } }));
