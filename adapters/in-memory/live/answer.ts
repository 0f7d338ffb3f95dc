import type { InMemoryDeps } from '../demo-source';

/**
 * Answers a port's question from the demo data. When the data does not load, it logs and gives the
 * port's degraded result (spec 8): it never throws.
 */
export async function answer<T, R>(deps: InMemoryDeps<T>, what: string, degraded: R, question: (data: T) => R): Promise<R> {
  try {
    return question(await deps.source.read());
  } catch (error) {
    deps.logger.warn(`The in-memory ${what} could not be answered: the demo data did not load.`, error);
    return degraded;
  }
}
