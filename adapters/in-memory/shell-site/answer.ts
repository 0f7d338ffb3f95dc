import type { InMemoryDeps } from '../demo-source';

export { answer } from '../in-memory-answer';

/** Reads the demo data for a port whose contract is to reject on failure (a write that was not stored); logs first. */
export async function readOrReject<T>(deps: InMemoryDeps<T>, what: string): Promise<T> {
  try {
    return await deps.source.read();
  } catch (error) {
    deps.logger.warn(`The in-memory ${what} was not recorded: the demo data did not load.`, error);
    throw error;
  }
}
