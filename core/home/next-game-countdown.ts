import { toTimestamp } from '../dates/parse-date';
import { GameState, isComplete, isStarted } from '../games/game-state';
import { atVs } from '../schedule/schedule-rules';
import type { FeaturedCountdown, GameListing } from './home-feed';

/** A game that can still be counted down to: a known start, not under way, over, postponed or canceled. */
function isCountable({ game }: GameListing): boolean {
  const state = game.game_state;
  return !game.tbd && !game.all_day && !isStarted(state) && !isComplete(state) && state !== GameState.Postponed && state !== GameState.Canceled && game.result === null;
}

/**
 * spec 3/4: the sport home counts down to the sport's next game, the earliest of its upcoming
 * games that starts after now (its UTC start; a game without one has no instant to count to).
 */
export function nextGameCountdown(upcoming: readonly GameListing[], now: number): FeaturedCountdown | null {
  let next: { listing: GameListing; target: number } | null = null;
  for (const listing of upcoming) {
    if (!isCountable(listing) || !listing.game.date_utc) continue;
    const target = toTimestamp(listing.game.date_utc);
    if (target === undefined || target <= now) continue;
    if (next === null || target < next.target) next = { listing, target };
  }
  if (next === null) return null;
  const { game, sport } = next.listing;
  return {
    game_id: game.id,
    // The title Countdown/homepage gives a featured game: '{sport} vs. {opponent}' or '{sport} at {opponent}'.
    title: `${sport.title} ${atVs(game.location_indicator)} ${game.opponent.title}`,
    target: next.target,
    date: game.date,
    time: game.time,
    location_indicator: game.location_indicator,
    location: game.location,
    sport,
    opponent: { title: game.opponent.title, image: game.opponent.image },
  };
}
