import type { InMemoryDeps } from '../demo-source';

/**
 * Answers a port's question from the demo data, with "now" from the clock. When the data does not
 * load (or cannot answer), it logs and gives the port's degraded result (spec 8): it never throws.
 */
export async function answer<T, R>(deps: InMemoryDeps<T>, what: string, degraded: R, question: (data: T, now: number) => R): Promise<R> {
  try {
    return question(await deps.source.read(), deps.clock.now());
  } catch (error) {
    deps.logger.warn(`The in-memory ${what} could not be answered: the demo data did not load.`, error);
    return degraded;
  }
}

/** Reads the demo data for a port whose contract is to reject on failure (a write that was not stored); logs first. */
export async function readOrReject<T>(deps: InMemoryDeps<T>, what: string): Promise<T> {
  try {
    return await deps.source.read();
  } catch (error) {
    deps.logger.warn(`The in-memory ${what} was not recorded: the demo data did not load.`, error);
    throw error;
  }
}
