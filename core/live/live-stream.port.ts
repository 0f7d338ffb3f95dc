import type { LiveDelta } from './live-delta';
import type { LiveGameSnapshot } from './live-game';

/** Where a fan's live connection stands (shown as 'Live', 'Reconnecting…' or 'Offline'). */
export type LiveStreamStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** One event of a game's stream: the whole state, or what changed since the event before it. */
export type LiveGameEvent =
  | { type: 'state'; snapshot: LiveGameSnapshot }
  | { type: 'delta'; gameId: number; eventId: number; updatedAt: string; delta: LiveDelta };

export interface LiveGameSubscribeOptions {
  /** Resume after this event (the state the fan already has); without it the stream starts with the full state. */
  after?: number;
}

/** Pushes a live game's changes to a fan, resuming without gap or duplicate after a dropped connection. */
export interface LiveGameStream {
  /** Starts listening; returns the function that stops. */
  subscribe(
    gameId: number,
    onEvent: (event: LiveGameEvent) => void,
    onStatus: (status: LiveStreamStatus) => void,
    options?: LiveGameSubscribeOptions,
  ): () => void;
}
