import type { AdapterSet } from '../../../core/backend/adapter-set';
import type { LiveEventItem } from '../../../core/games/live-event-item';
import type { GameCentreGame } from '../../../core/live/game-centre-game';
import type { LiveGameSnapshot } from '../../../core/live/live-game';
import type { LiveScoreboardStream } from '../../../core/live/live-scoreboard-stream.port';
import type { LiveData } from './live-data';
import { inBatches } from '../in-memory-answer';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The largest page the feed's list calls serve. */
const PAGE = 100;
/** Finished games the game centre keeps: those of the few days before today (and always the newest). */
const RESULTS_DAYS = 3;
const SCOREBOARD_TIMEOUT_MS = 90_000;

/** The first message of a scoreboard stream (every game under way); rejects when none comes. */
export function firstScoreboard(stream: LiveScoreboardStream, timeoutMs = SCOREBOARD_TIMEOUT_MS): Promise<LiveEventItem[]> {
  return new Promise((resolve, reject) => {
    let done = false;
    const statuses: string[] = [];
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      // After `subscribe` has returned, even when it pushed at once.
      queueMicrotask(() => stop());
      settle();
    };
    const timer = setTimeout(() => finish(() => reject(new Error(`The live scoreboard sent nothing within ${timeoutMs} ms (${statuses.join(', ')}).`))), timeoutMs);
    const stop = stream.subscribe(
      (event) => {
        if (event.type === 'scoreboard') finish(() => resolve(event.items));
      },
      (status) => {
        statuses.push(status);
        if (status === 'closed') finish(() => reject(new Error('The live scoreboard closed before sending the games under way.')));
      },
    );
  });
}

/** When a listed game starts (epoch ms), from its UTC date or else its local one. */
function startOf(game: { date: string; date_utc: string | null }): number {
  return Date.parse(game.date_utc ?? game.date);
}

/**
 * Reads the live part of the demo through the API's ports: the games under way (the scoreboard
 * stream's first message), and for the game centre every game under way, on the scoreboard's days
 * (yesterday through the next six) and finished in the three days before `today` (always the newest
 * result), each with its live state when a stat crew sent one (the state a game's stream pushes first).
 */
export async function dumpLive(api: AdapterSet, today: number): Promise<LiveData> {
  const [scoreboard, days, results] = await Promise.all([
    firstScoreboard(api.liveScoreboard),
    api.homeFeed.scoreboard({ count: PAGE }),
    api.homeFeed.recentResults({ count: PAGE }),
  ]);
  const recent = results.filter((listing, index) => index === 0 || startOf(listing.game) >= today - RESULTS_DAYS * DAY_MS);
  const ids = [...new Set([...scoreboard.map((item) => item.id), ...days.map((listing) => listing.game.id), ...recent.map((listing) => listing.game.id)])].sort((a, b) => a - b);
  const found = await inBatches(ids, async (id) => {
    // The seed gives a stat crew's document only to the games under way: the others' state is null (one call each saved).
    const live = scoreboard.some((item) => item.id === id);
    const [game, state] = await Promise.all([api.gameCentre.game(id), live ? api.gameCentre.liveState(id) : null]);
    return { id, game, state };
  });
  const missing = scoreboard.filter((item) => !found.some((entry) => entry.id === item.id && entry.game));
  if (missing.length > 0) throw new Error(`The game centre did not open the games under way ${missing.map((item) => item.id).join(', ')}.`);
  return {
    scoreboard,
    games: found.flatMap((entry): GameCentreGame[] => (entry.game ? [entry.game] : [])),
    states: found.flatMap((entry): LiveGameSnapshot[] => (entry.game && entry.state ? [entry.state] : [])),
  };
}
