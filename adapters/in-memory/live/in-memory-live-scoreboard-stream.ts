import type { LiveScoreboardEvent, LiveScoreboardStream } from '../../../core/live/live-scoreboard-stream.port';
import type { LiveStreamStatus } from '../../../core/live/live-stream.port';
import type { InMemoryDeps } from '../demo-source';
import type { LiveData } from './live-data';
import { openSnapshotStream } from './snapshot-stream';

/** The school's games under way from the demo snapshot: the whole list once open, then nothing (no server pushes changes). */
export class InMemoryLiveScoreboardStream implements LiveScoreboardStream {
  constructor(private readonly deps: InMemoryDeps<LiveData>) {}

  subscribe(onEvent: (event: LiveScoreboardEvent) => void, onStatus: (status: LiveStreamStatus) => void): () => void {
    return openSnapshotStream({
      deps: this.deps,
      what: 'live scoreboard',
      onStatus,
      start: (data) => ({ outcome: 'open', push: () => onEvent({ type: 'scoreboard', items: [...data.scoreboard] }) }),
    });
  }
}
