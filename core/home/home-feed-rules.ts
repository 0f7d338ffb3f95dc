import type { Game, LocationIndicator } from '../games/game';
import { GameState } from '../games/game-state';
import type { RosterPlayer } from '../roster/roster-player';
import type { CoachSummary, GameListing } from './home-feed';

// How much each front-page list shows (spec 9: default pagination count 10 is the upper bound).
export const HOME_STORY_COUNT = 7;
export const HOME_GAME_COUNT = 5;
export const HOME_SCOREBOARD_COUNT = 10;
export const SPORT_STORY_COUNT = 4;
export const SPORT_GAME_COUNT = 4;
export const ROSTER_HIGHLIGHT_COUNT = 4;

// The promotion locations of the front pages (GET /api/v2/promotions/{name}/{sportId}), in page order.
export const HOME_PROMOTION_SLOTS: readonly string[] = ['home-top', 'home-multi', 'home-html', 'home-icons'];
export const SPORT_HOME_PROMOTION_SLOTS: readonly string[] = ['sport-top', 'sport-sidebar', 'sport-multi', 'sport-html', 'sport-icons'];

/** A few players to feature: those with a headshot, in roster order; the first players when none has one. */
export function rosterHighlights(players: readonly RosterPlayer[], count = ROSTER_HIGHLIGHT_COUNT): RosterPlayer[] {
  const withHeadshot = players.filter((player) => player.image !== null && player.image.url.trim() !== '');
  return (withHeadshot.length > 0 ? withHeadshot : [...players]).slice(0, Math.max(0, count));
}

/** The head coach first, the others in their listed order. */
export function coachesHeadFirst(coaches: readonly CoachSummary[]): CoachSummary[] {
  return [...coaches.filter((coach) => coach.head_coach), ...coaches.filter((coach) => !coach.head_coach)];
}

export interface GameDay {
  /** YYYY-MM-DD, the school's local day. */
  day: string;
  games: GameListing[];
}

/** Games grouped by their local day, days and games in the order given. */
export function groupGamesByDay(listings: readonly GameListing[]): GameDay[] {
  const days: GameDay[] = [];
  for (const listing of listings) {
    const day = listing.game.date.slice(0, 10);
    const last = days.find((entry) => entry.day === day);
    if (last) last.games.push(listing);
    else days.push({ day, games: [listing] });
  }
  return days;
}

/** 'vs.' at home or on a neutral site, 'at' away (spec 3 location indicator). */
export function opponentPreposition(indicator: LocationIndicator): 'vs.' | 'at' {
  return indicator === 'A' ? 'at' : 'vs.';
}

/** 'W, 3-1': the result and the score, school first; null before a result exists (spec 4: upcoming). */
export function scoreText(game: Pick<Game, 'result'>): string | null {
  const result = game.result;
  if (!result) return null;
  const status = result.status.trim();
  const team = result.team_score?.trim();
  const opponent = result.opponent_score?.trim();
  const score = team && opponent ? `${team}-${opponent}` : '';
  return [status, score].filter(Boolean).join(', ') || null;
}

/**
 * The game state label worth showing next to a game ('Live', 'Delayed', 'Postponed', ...): none
 * once a result is shown in its place, and none for a game simply scheduled (every upcoming one).
 */
export function gameStateLabel(game: Pick<Game, 'result' | 'game_state' | 'game_state_display'>): string | null {
  if (game.result || game.game_state === null || game.game_state === GameState.Scheduled) return null;
  return game.game_state_display?.trim() || null;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Sat, Nov 21' for a local date ('2026-11-21' or '2026-11-21T19:00:00'); the text as given when it is not one. */
export function dayLabel(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date;
  const [, y, m, d] = match;
  const month = Number(m);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > 31) return date;
  const weekday = new Date(Date.UTC(Number(y), month - 1, day)).getUTCDay();
  return `${WEEKDAYS[weekday]}, ${MONTHS[month - 1]} ${day}`;
}
