import type { LiveGameEvent, LiveGameStream, LiveGameSubscribeOptions, LiveStreamStatus } from '../../../core/live/live-stream.port';
import type { InMemoryDeps } from '../demo-source';
import type { LiveData } from './live-data';
import { openSnapshotStream } from './snapshot-stream';

/**
 * A game's live stream from the demo snapshot. Once open it pushes the game's whole state, as a
 * server's stream does first; a fan resuming at the snapshot's event already has it and gets nothing,
 * and a fan resuming anywhere else gets the whole state again (the snapshot keeps no deltas). A game
 * with no state yet opens and stays quiet; a game the snapshot does not know closes.
 */
export class InMemoryLiveGameStream implements LiveGameStream {
  constructor(private readonly deps: InMemoryDeps<LiveData>) {}

  subscribe(gameId: number, onEvent: (event: LiveGameEvent) => void, onStatus: (status: LiveStreamStatus) => void, options: LiveGameSubscribeOptions = {}): () => void {
    return openSnapshotStream({
      deps: this.deps,
      what: `live stream of game ${gameId}`,
      onStatus,
      start: (data) => {
        const snapshot = data.states.find((state) => state.gameId === gameId);
        if (!snapshot && !data.games.some((entry) => entry.game.id === gameId)) return { outcome: 'closed' };
        const upToDate = !snapshot || options.after === snapshot.eventId;
        return { outcome: 'open', push: () => (upToDate ? undefined : onEvent({ type: 'state', snapshot })) };
      },
    });
  }
}
