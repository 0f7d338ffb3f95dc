import fc from 'fast-check';
import type { Game, GameResult, LocationIndicator } from '../../../core/games/game';
import { GAME_STATES } from '../../../core/games/game-state';

export const locationIndicator = fc.constantFrom<LocationIndicator>('H', 'A', 'N');

export const gameResult: fc.Arbitrary<GameResult> = fc.record({
  status: fc.constantFrom('W', 'L', 'T'),
  team_score: fc.option(fc.nat({ max: 150 }).map(String), { nil: null }),
  opponent_score: fc.option(fc.nat({ max: 150 }).map(String), { nil: null }),
  prescore: fc.constant(null),
  postscore: fc.constant(null),
  boxscore: fc.constant(null),
  recap: fc.constant(null),
  line_scores: fc.constant([]),
});

export const game: fc.Arbitrary<Game> = fc.record({
  id: fc.nat(),
  date: fc.constant('2024-09-01T18:00:00'),
  date_utc: fc.constant(null),
  end_date: fc.constant(null),
  end_date_utc: fc.constant(null),
  time: fc.constant('7 p.m.'),
  doubleheader: fc.boolean(),
  all_day: fc.boolean(),
  tbd: fc.boolean(),
  team_prefix: fc.constant(null),
  status: fc.constantFrom('A', 'O', 'C', 'P'),
  type: fc.constantFrom('S', 'C', 'E', 'N'),
  location_indicator: locationIndicator,
  location: fc.constant('Home Field'),
  conference: fc.constant(null),
  tournament: fc.constant(null),
  opponent: fc.record({
    id: fc.nat(),
    title: fc.string(),
    prefix: fc.constant(null),
    image: fc.constant(null),
    website: fc.constant(null),
    mascot: fc.constant(null),
  }),
  media: fc.constant(null),
  result: fc.option(gameResult, { nil: null }),
  pregame_story_id: fc.constant(null),
  postgame_story_id: fc.constant(null),
  game_state: fc.option(fc.constantFrom(...GAME_STATES), { nil: null }),
  game_state_display: fc.constant(null),
  game_center_enabled: fc.boolean(),
  event_image: fc.constant(null),
  ticket_link: fc.constant(null),
  game_links: fc.constant([]),
  galleries: fc.constant([]),
});
