import { createContext } from 'react';
import type { LiveEventItem } from '../../core/games/live-event-item';
import type { LiveScoreboardStream } from '../../core/live/live-scoreboard-stream.port';

/** Where the live scoreboard's games come from: once for a page the server renders, then pushed. */
export interface LiveScoreboardSource {
  /** The games under way now, read once (#12: the server renders them; the stream then takes over). */
  gamesUnderWay(): Promise<LiveEventItem[]>;
  /** The games under way as they change. */
  stream: LiveScoreboardStream;
}

/**
 * The live scoreboard's source (core ports), provided by composition around the router. Without a
 * provider (null) the scoreboard shows nothing.
 */
export const LiveScoreboardContext = createContext<LiveScoreboardSource | null>(null);
