import { emptyPage, PAGE_SIZE, type Paged } from '../../../core/paging/paging';

export { answer as answerOr } from '../in-memory-answer';

/** One page (0-based) of a whole list, as the API pages it: PAGE_SIZE items, every page counted. */
export function pageOf<T>(items: readonly T[], page: number, size: number = PAGE_SIZE): Paged<T> {
  if (!Number.isInteger(page) || page < 0) return emptyPage(page);
  return { items: items.slice(page * size, (page + 1) * size), total: items.length, page, pages: Math.ceil(items.length / size) };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the API writes content dates (`YYYY-MM-DDTHH:mm:ss`, UTC), so it compares with them as text. */
export function wireDateTime(ms: number): string {
  const date = new Date(ms);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/** Newest first by a date written as text, then the higher id first (the API's order). */
export function newestFirst<T extends { id: number; date: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));
}
