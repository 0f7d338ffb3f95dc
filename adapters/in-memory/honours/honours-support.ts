import type { PageRequest, Paged } from '../../../core/paging/paging';

export { answer as answerOr } from '../in-memory-answer';
import { inBatches } from '../in-memory-answer';

export { inBatches };

/** One page of a list, reported as the v2 page envelope reports it (`pages` is ceil(total / pageSize)). */
export function pageOf<T>(items: readonly T[], request: PageRequest): Paged<T> {
  const start = request.pageIndex * request.pageSize;
  return {
    items: items.slice(start, start + request.pageSize),
    total: items.length,
    page: request.pageIndex,
    pages: request.pageSize > 0 ? Math.ceil(items.length / request.pageSize) : 0,
  };
}

/** A grouped list kept lean in the snapshot: each grouping's buckets as member ids, in list order. */
export type GroupIds = Record<string, Record<string, number[]>>;

/** The buckets of a grouped list as ids. */
export function idsOfGroups(groups: Record<string, ReadonlyArray<{ id: number }>>): Record<string, number[]> {
  return Object.fromEntries(Object.entries(groups).map(([key, members]) => [key, members.map((member) => member.id)]));
}

/** The buckets of one grouping rebuilt from the members (ids the members do not hold are dropped). */
export function groupsOf<M extends { id: number }>(members: readonly M[], ids: Record<string, number[]>): Record<string, M[]> {
  const byId = new Map(members.map((member) => [member.id, member]));
  return Object.fromEntries(Object.entries(ids).map(([key, keyIds]) => [key, keyIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []))]));
}

// ---- dump helpers ----

/** The largest page our API serves: lists are read whole in a few calls. */
export const DUMP_PAGE_SIZE = 100;

/** Every item of a paged list, in the list's order. */
export async function allPages<T>(read: (page: PageRequest) => Promise<Paged<T>>): Promise<T[]> {
  const first = await read({ pageIndex: 0, pageSize: DUMP_PAGE_SIZE });
  const rest = Array.from({ length: Math.max(0, first.pages - 1) }, (_, i) => i + 1);
  const pages = await inBatches(rest, (pageIndex) => read({ pageIndex, pageSize: DUMP_PAGE_SIZE }));
  return [first, ...pages].flatMap((page) => page.items);
}
