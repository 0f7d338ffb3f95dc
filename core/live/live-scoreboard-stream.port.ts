import type { LiveEventItem } from '../games/live-event-item';
import type { LiveStreamStatus } from './live-stream.port';

/** One event of the scoreboard stream: every game under way, or one of them changed. */
export type LiveScoreboardEvent = { type: 'scoreboard'; items: LiveEventItem[] } | { type: 'item'; item: LiveEventItem };

/** Pushes the live event items of a school's games under way (spec 3 Live event item). */
export interface LiveScoreboardStream {
  /** Starts listening; returns the function that stops. */
  subscribe(onEvent: (event: LiveScoreboardEvent) => void, onStatus: (status: LiveStreamStatus) => void): () => void;
}
