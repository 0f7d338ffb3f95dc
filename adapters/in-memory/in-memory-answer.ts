import type { InMemoryDeps } from './demo-source';

/**
 * Answers a port's question from the demo data, with "now" from the clock. When the data does not
 * load (or cannot answer), it logs a warning and gives the port's degraded result (spec 8): it never throws.
 */
export async function answer<T, R>(deps: InMemoryDeps<T>, what: string, degraded: R, question: (data: T, now: number) => R): Promise<R> {
  try {
    return question(await deps.source.read(), deps.clock.now());
  } catch (error) {
    deps.logger.warn(`The in-memory ${what} could not be answered: the demo data did not load.`, error);
    return degraded;
  }
}

const BATCH = 16;

/** Runs `task` over the inputs at most 16 at a time, keeping their order: how a dump reads details without flooding the server. */
export async function inBatches<I, O>(inputs: readonly I[], task: (input: I) => Promise<O>): Promise<O[]> {
  const out: O[] = [];
  for (let i = 0; i < inputs.length; i += BATCH) out.push(...(await Promise.all(inputs.slice(i, i + BATCH).map(task))));
  return out;
}
