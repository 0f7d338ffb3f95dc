import { createContext } from 'react';
import type { LiveScoreboardStream } from '../../core/live/live-scoreboard-stream.port';

/**
 * The live scoreboard's stream (core port), provided by composition around the router. Without a
 * provider (null) the scoreboard shows nothing.
 */
export const LiveScoreboardContext = createContext<LiveScoreboardStream | null>(null);
