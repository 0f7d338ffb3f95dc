import type { Clock } from '../../core/platform/clock.port';
import type { Logger } from '../../core/platform/logger.port';

/**
 * Where an in-memory adapter reads its part of the demo snapshot. Reading is asynchronous and can
 * fail (the snapshot is fetched by the browser), so every adapter degrades the way spec 8 says.
 */
export interface DemoSource<T> {
  read(): Promise<T>;
}

/** What an in-memory adapter is made of: its data, the clock its rules read "now" from, a logger. */
export interface InMemoryDeps<T> {
  source: DemoSource<T>;
  clock: Clock;
  logger: Logger;
}

/** A source that loads once, on the first read; a failed load is tried again on the next read. */
export function demoSource<T>(load: () => Promise<T>): DemoSource<T> {
  let loading: Promise<T> | undefined;
  return {
    read() {
      loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return loading;
    },
  };
}

/** One part of a source's data. */
export function partOf<T, K extends keyof T>(source: DemoSource<T>, key: K): DemoSource<T[K]> {
  return { read: async () => (await source.read())[key] };
}

/** The deps of one part of the snapshot. */
export function depsOf<T, K extends keyof T>(deps: InMemoryDeps<T>, key: K): InMemoryDeps<T[K]> {
  return { ...deps, source: partOf(deps.source, key) };
}

/** A source whose data never loads: the in-memory set's failure mode. */
export function unavailableSource<T>(reason = 'The demo data did not load.'): DemoSource<T> {
  return { read: () => Promise.reject(new Error(reason)) };
}

/**
 * What the demo hands out beside its public content (the README's demo access codes): each protected
 * document's path and the code that opens it. The dump reads them with their codes and keeps them
 * sealed with those codes (the snapshot holds neither the codes nor readable content).
 */
export interface DemoAccess {
  protectedDocuments: ReadonlyArray<{ path: string; accessCode: string }>;
}
