import type { LiveStreamStatus } from '../core/live/live-stream.port';
import type { Logger } from '../core/platform/logger.port';
import { lazyModule } from './lazy-module';

/**
 * Subscribes to a live stream whose adapter module loads on the first subscribe (DESIGN 7): the pages
 * that show no live data do not carry it. Stopping before the module has loaded opens nothing; a
 * module that cannot load is a closed stream (spec 8: the page stays, without live updates).
 */
export function lazyStream<S>(load: () => Promise<S>, logger: Logger) {
  const stream = lazyModule(load);
  return (open: (stream: S) => () => void, onStatus: (status: LiveStreamStatus) => void): (() => void) => {
    let stopped = false;
    let stop: (() => void) | undefined;
    stream().then(
      (loaded) => {
        if (!stopped) stop = open(loaded);
      },
      (error: unknown) => {
        logger.error('The live stream could not load', error);
        if (!stopped) onStatus('closed');
      },
    );
    return () => {
      stopped = true;
      stop?.();
    };
  };
}
