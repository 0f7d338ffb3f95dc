/** A numbered page link of a pager, or the gap where pages are skipped. */
export type PageSlot = { kind: 'page'; index: number; current: boolean } | { kind: 'gap'; key: string };

/**
 * The page numbers a pager shows: the first, the last, and `span` pages either side of the
 * current one, with a gap where pages are skipped. Empty when there is one page or none.
 */
export function pageWindow(current: number, pages: number, span = 1): PageSlot[] {
  if (pages <= 1) return [];
  const at = Math.min(Math.max(current, 0), pages - 1);
  const shown = new Set<number>([0, pages - 1]);
  for (let i = at - span; i <= at + span; i += 1) if (i >= 0 && i < pages) shown.add(i);
  const sorted = [...shown].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  sorted.forEach((index, position) => {
    const previous = sorted[position - 1];
    if (previous !== undefined && index - previous > 1) slots.push({ kind: 'gap', key: `gap-${previous}-${index}` });
    slots.push({ kind: 'page', index, current: index === at });
  });
  return slots;
}
