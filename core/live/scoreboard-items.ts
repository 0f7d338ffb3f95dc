import type { LiveEventItem } from '../games/live-event-item';
import type { LiveScoreboardEvent } from './live-scoreboard-stream.port';

/** ISO 8601 UTC times sort as text, by code unit (a locale's collation would cost far more and add nothing). */
function bySoonest(a: LiveEventItem, b: LiveEventItem): number {
  if (a.dateTimeUtc !== b.dateTimeUtc) return a.dateTimeUtc < b.dateTimeUtc ? -1 : 1;
  return a.id - b.id;
}

/**
 * The scoreboard after an event: the full list replaces it; a changed item replaces its game's item,
 * or joins the list (a game just under way). A game that ends stays, marked final, until the next full
 * list drops it, so a fan sees the final score.
 */
export function applyScoreboardEvent(items: readonly LiveEventItem[], event: LiveScoreboardEvent): LiveEventItem[] {
  if (event.type === 'scoreboard') return [...event.items].sort(bySoonest);
  const others = items.filter((item) => item.id !== event.item.id);
  return [...others, event.item].sort(bySoonest);
}

/** The items of one sport, or all of them without a sport. */
export function scoreboardForSport(items: readonly LiveEventItem[], sportId?: number): LiveEventItem[] {
  return sportId === undefined ? [...items] : items.filter((item) => item.sport.id === sportId);
}
