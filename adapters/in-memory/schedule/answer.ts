import { emptyPage, type Paged } from '../../../core/paging/paging';
import type { InMemoryDeps } from '../demo-source';
import type { ScheduleData, SportScheduleData } from './schedule-data';

export type ScheduleDeps = InMemoryDeps<ScheduleData>;

/**
 * Answers a port's question from the demo data, with "now" from the clock. When the data does not
 * load (or cannot answer), it logs and gives the port's degraded result (spec 8): it never throws.
 */
export async function answer<R>(deps: ScheduleDeps, what: string, degraded: R, question: (data: ScheduleData, now: number) => R): Promise<R> {
  try {
    return question(await deps.source.read(), deps.clock.now());
  } catch (error) {
    deps.logger.warn(`The in-memory ${what} could not be answered: the demo data did not load.`, error);
    return degraded;
  }
}

/** One sport's schedules, or undefined when the demo has no such sport. */
export function sportOf(data: ScheduleData, sportId: number): SportScheduleData | undefined {
  return data.sports.find((entry) => entry.sport.id === sportId);
}

/** One page of a list, counted the way the API counts it (0-based index, pages = ceil(total / size)). */
export function pageOf<T>(items: readonly T[], page: { index: number; size: number }): Paged<T> {
  const size = Math.trunc(page.size);
  const index = Math.trunc(page.index);
  if (!(size >= 1) || !(index >= 0)) return emptyPage(page.index);
  const offset = index * size;
  return { items: items.slice(offset, offset + size), total: items.length, page: index, pages: Math.ceil(items.length / size) };
}
