import { emptyPage, type Paged } from '../../../core/paging/paging';
import type { InMemoryDeps } from '../demo-source';
import type { ScheduleData, SportScheduleData } from './schedule-data';
export { answer } from '../in-memory-answer';

export type ScheduleDeps = InMemoryDeps<ScheduleData>;

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
