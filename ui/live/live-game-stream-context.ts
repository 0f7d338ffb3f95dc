import { createContext } from 'react';
import type { LiveGameStream } from '../../core/live/live-stream.port';

/**
 * The live game stream (core port), provided by composition around the router, so a game centre's
 * route data stays plain data the server can send with its page (#12). Without a provider (null) the
 * game centre shows what it loaded and does not follow the game.
 */
export const LiveGameStreamContext = createContext<LiveGameStream | null>(null);
