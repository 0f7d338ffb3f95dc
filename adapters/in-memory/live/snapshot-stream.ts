import { createActor } from 'xstate';
import { liveConnectionMachine } from '../../../core/live/live-connection.machine';
import type { LiveStreamStatus } from '../../../core/live/live-stream.port';
import type { InMemoryDeps } from '../demo-source';

/** What a stream does once the demo data is read: 'open' after pushing its first messages, 'closed' when it has nothing to stream. */
export type SnapshotStreamStart = 'open' | 'closed';

export interface SnapshotStreamOptions<T> {
  deps: InMemoryDeps<T>;
  /** The stream's name in logs. */
  what: string;
  onStatus(status: LiveStreamStatus): void;
  /**
   * Given the data, tells whether the stream opens; `push` sends its first messages and runs only
   * after the subscriber heard 'open' (as a server's messages follow the connection's opening).
   */
  start(data: T): { outcome: 'open'; push: () => void } | { outcome: 'closed' };
}

/**
 * A live stream over the demo snapshot, which has no server push: the connection opens once the data is
 * read, its first messages carry the snapshot's state, and nothing follows. Core's live connection
 * machine keeps the statuses the site knows: connecting → open; data that does not load → reconnecting
 * and another read after its backoff (spec 8: never a throw); closed once the subscriber stops.
 */
export function openSnapshotStream<T>(options: SnapshotStreamOptions<T>): () => void {
  const { deps, what, onStatus } = options;
  let stopped = false;
  // Each read is one connection attempt; a read that answers after its attempt was dropped is ignored.
  let attempt = 0;

  const connect = () => {
    const current = ++attempt;
    deps.source.read().then(
      (data) => {
        if (stopped || current !== attempt) return;
        const started = options.start(data);
        if (started.outcome === 'closed') {
          stop();
          return;
        }
        actor.send({ type: 'live.opened' });
        if (!stopped && current === attempt) started.push();
      },
      (error: unknown) => {
        if (stopped || current !== attempt) return;
        deps.logger.warn(`The in-memory ${what} could not open: the demo data did not load.`, error);
        actor.send({ type: 'live.failed' });
      },
    );
  };

  const actor = createActor(
    liveConnectionMachine.provide({
      actions: {
        connect,
        disconnect: () => {
          attempt += 1;
        },
        report: (_, params) => {
          if (!stopped || params.status === 'closed') onStatus(params.status);
        },
      },
    }),
  );

  function stop(): void {
    if (stopped) return;
    actor.send({ type: 'live.stop' });
    stopped = true;
    actor.stop();
  }

  actor.start();
  return stop;
}
