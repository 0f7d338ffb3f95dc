import type { LiveEventItem } from '../games/live-event-item';
import type { LiveScoreboardEvent } from './live-scoreboard-stream.port';

/** ISO 8601 UTC times sort as text, by code unit (a locale's collation would cost far more and add nothing). */
function bySoonest(a: LiveEventItem, b: LiveEventItem): number {
  if (a.dateTimeUtc !== b.dateTimeUtc) return a.dateTimeUtc < b.dateTimeUtc ? -1 : 1;
  return a.id - b.id;
}

/** Whether two values of wire data (JSON: primitives, arrays, plain objects) are the same. */
function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => Object.hasOwn(b, key) && sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * `next`, with the item objects of `previous` for the games that did not change, and `previous` itself
 * when nothing changed at all (#24: a view tells what changed by identity, so an update, or the full
 * list the stream sends first, renders again only the games it changed).
 */
export function keepUnchanged(previous: readonly LiveEventItem[], next: LiveEventItem[]): LiveEventItem[] {
  const before = new Map(previous.map((item) => [item.id, item]));
  const kept = next.map((item) => {
    const old = before.get(item.id);
    return old && sameData(old, item) ? old : item;
  });
  const unchanged = kept.length === previous.length && kept.every((item, index) => item === previous[index]);
  return unchanged ? (previous as LiveEventItem[]) : kept;
}

/**
 * The scoreboard after an event: the full list replaces it; a changed item replaces its game's item,
 * or joins the list (a game just under way). A game that ends stays, marked final, until the next full
 * list drops it, so a fan sees the final score. Games that did not change keep their objects (keepUnchanged).
 */
export function applyScoreboardEvent(items: readonly LiveEventItem[], event: LiveScoreboardEvent): LiveEventItem[] {
  if (event.type === 'scoreboard') return keepUnchanged(items, [...event.items].sort(bySoonest));
  const others = items.filter((item) => item.id !== event.item.id);
  return keepUnchanged(items, [...others, event.item].sort(bySoonest));
}

/** The items of one sport, or all of them without a sport. */
export function scoreboardForSport(items: readonly LiveEventItem[], sportId?: number): LiveEventItem[] {
  return sportId === undefined ? [...items] : items.filter((item) => item.sport.id === sportId);
}
