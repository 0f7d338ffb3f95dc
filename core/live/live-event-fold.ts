import type { LiveGameSnapshot } from './live-game';
import type { LiveGameEvent } from './live-stream.port';
import { applyLiveDelta } from './live-delta';

/**
 * What folding one event did: `applied` it, ignored a `stale` one (already seen: a resumed stream may
 * repeat), or found a `gap` (a delta that does not follow the state held: the fan must resync with the
 * full state rather than show a wrong score).
 */
export type LiveFoldOutcome = 'applied' | 'stale' | 'gap';

export interface LiveFold {
  snapshot: LiveGameSnapshot | null;
  outcome: LiveFoldOutcome;
}

// live-stats-feed: a delta is what changed since event `eventId - 1`, so ids follow one another per game.
export function foldLiveEvent(current: LiveGameSnapshot | null, event: LiveGameEvent): LiveFold {
  if (event.type === 'state') {
    if (current && event.snapshot.gameId === current.gameId && event.snapshot.eventId < current.eventId) return { snapshot: current, outcome: 'stale' };
    return { snapshot: event.snapshot, outcome: 'applied' };
  }
  if (!current || current.gameId !== event.gameId) return { snapshot: current, outcome: 'gap' };
  if (event.eventId <= current.eventId) return { snapshot: current, outcome: 'stale' };
  if (event.eventId !== current.eventId + 1) return { snapshot: current, outcome: 'gap' };
  return {
    snapshot: { gameId: current.gameId, eventId: event.eventId, updatedAt: event.updatedAt, game: applyLiveDelta(current.game, event.delta) },
    outcome: 'applied',
  };
}
