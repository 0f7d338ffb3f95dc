import type { LiveDeltaEventWire, LiveEventItemWire, LiveGameStateWire } from '../../contract/live-events';
import type { LiveEventItem } from '../../core/games/live-event-item';
import { isGameState } from '../../core/games/game-state';
import type { LiveGameSnapshot } from '../../core/live/live-game';
import type { LiveGameEvent } from '../../core/live/live-stream.port';

/** The wire's full state is core's snapshot: its document is already the normalised LiveGame. */
export function toLiveSnapshot(wire: LiveGameStateWire): LiveGameSnapshot {
  return { gameId: wire.gameId, eventId: wire.eventId, updatedAt: wire.updatedAt, game: wire.game };
}

export function toLiveDeltaEvent(wire: LiveDeltaEventWire): Extract<LiveGameEvent, { type: 'delta' }> {
  return { type: 'delta', gameId: wire.gameId, eventId: wire.eventId, updatedAt: wire.updatedAt, delta: wire.delta };
}

/** spec 3 Live event item; a game state number the spec does not know reads as none. */
export function toLiveEventItem(wire: LiveEventItemWire): LiveEventItem {
  return { ...wire, gameState: isGameState(wire.gameState) ? wire.gameState : null };
}
