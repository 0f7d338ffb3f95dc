import { slugify } from './slug';

/** A titled group of a list (a hall of fame letter, an induction class, a sport ...). */
export interface Group<T> {
  key: string;
  members: T[];
}

/**
 * How groups are ordered: by key A to Z, newest (largest number) first, or a fixed ranking
 * (keys not in it come after, A to Z).
 */
export type GroupOrder = { kind: 'alphabetical' } | { kind: 'newest-first' } | { kind: 'ranked'; ranking: readonly string[] };

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }) || (a < b ? -1 : a > b ? 1 : 0);

function compareKeys(order: GroupOrder): (a: string, b: string) => number {
  if (order.kind === 'alphabetical') return byText;
  if (order.kind === 'newest-first') {
    return (a, b) => {
      const [x, y] = [Number(a), Number(b)];
      const [xn, yn] = [a.trim() !== '' && Number.isFinite(x), b.trim() !== '' && Number.isFinite(y)];
      if (xn && yn && x !== y) return y - x;
      if (xn !== yn) return xn ? -1 : 1;
      return byText(a, b);
    };
  }
  const rank = (key: string) => {
    const index = order.ranking.indexOf(key);
    return index === -1 ? order.ranking.length : index;
  };
  return (a, b) => rank(a) - rank(b) || byText(a, b);
}

/** The API's keyed groups as an ordered list; empty and missing groups are dropped. */
export function orderedGroups<T>(groups: Readonly<Record<string, readonly T[] | null | undefined>>, order: GroupOrder): Group<T>[] {
  return Object.entries(groups)
    .filter((entry): entry is [string, readonly T[]] => Array.isArray(entry[1]) && entry[1].length > 0)
    .sort(([a], [b]) => compareKeys(order)(a, b))
    .map(([key, members]) => ({ key, members: [...members] }));
}

/** A page anchor for a group key: 'Women's Golf' → 'group-women-s-golf'. */
export function groupAnchor(key: string): string {
  return `group-${slugify(key) || 'other'}`;
}
