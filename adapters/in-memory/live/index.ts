import type { AdapterSet } from '../../../core/backend/adapter-set';
import type { InMemoryDeps } from '../demo-source';
import { dumpLive as dump } from './dump-live';
import { InMemoryGameCentreRepository } from './in-memory-game-centre-repository';
import { InMemoryLiveGameStream } from './in-memory-live-game-stream';
import { InMemoryLiveScoreboardStream } from './in-memory-live-scoreboard-stream';
import type { LiveData as Data } from './live-data';

/** The ports this part of the in-memory set fills. */
export type LivePorts = Pick<AdapterSet, 'gameCentre' | 'liveGames' | 'liveScoreboard'>;

/** This part's share of the demo snapshot (JSON: it travels to the browser as a file). */
export type LiveData = Data;

/** Reads this part's demo data through the ports of a backend that holds the seed (our API). */
export function dumpLive(api: AdapterSet, today: number): Promise<LiveData> {
  return dump(api, today);
}

/** The game centre and the live streams over the demo snapshot (no server: the streams push the snapshot's state). */
export function liveAdapters(deps: InMemoryDeps<LiveData>): LivePorts {
  return {
    gameCentre: new InMemoryGameCentreRepository(deps),
    liveGames: new InMemoryLiveGameStream(deps),
    liveScoreboard: new InMemoryLiveScoreboardStream(deps),
  };
}
