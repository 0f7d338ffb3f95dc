/** Structural equality of JSON-like values (plain objects, arrays, primitives); key order does not matter. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    if (a.length !== other.length) return false;
    for (let index = 0; index < a.length; index += 1) if (!jsonEqual(a[index], other[index])) return false;
    return true;
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left).filter((key) => left[key] !== undefined);
  if (keys.length !== Object.keys(right).filter((key) => right[key] !== undefined).length) return false;
  for (const key of keys) {
    if (!Object.prototype.hasOwnProperty.call(right, key) || !jsonEqual(left[key], right[key])) return false;
  }
  return true;
}

/** Changes to a map (keys → values): entries added or replaced, keys removed. */
export interface MapPatch<T> {
  set?: Record<string, T>;
  remove?: string[];
}

/** The patch turning map `previous` into `next`, or undefined when they are equal. */
export function diffMap<T>(previous: Record<string, T>, next: Record<string, T>): MapPatch<T> | undefined {
  const set: Array<[string, T]> = [];
  for (const [key, value] of Object.entries(next)) {
    if (!Object.prototype.hasOwnProperty.call(previous, key) || !jsonEqual(previous[key], value)) set.push([key, value]);
  }
  const remove = Object.keys(previous).filter((key) => !Object.prototype.hasOwnProperty.call(next, key));
  if (set.length === 0 && remove.length === 0) return undefined;
  return { ...(set.length > 0 ? { set: Object.fromEntries(set) } : {}), ...(remove.length > 0 ? { remove } : {}) };
}

/** Applies a MapPatch; builds a new map (own properties only, so no key can reach a prototype). */
export function applyMap<T>(previous: Record<string, T>, patch: MapPatch<T>): Record<string, T> {
  const removed = new Set(patch.remove ?? []);
  const entries = Object.entries(previous).filter(([key]) => !removed.has(key) && !(patch.set && Object.prototype.hasOwnProperty.call(patch.set, key)));
  return Object.fromEntries([...entries, ...Object.entries(patch.set ?? {})]);
}

/** The fields of `next` that differ from `previous` (same-shaped records), or undefined when none do. */
export function diffFields<T extends object>(previous: T, next: T, skip: ReadonlySet<string> = new Set()): Partial<T> | undefined {
  const changed: Array<[string, unknown]> = [];
  for (const [key, value] of Object.entries(next)) {
    if (skip.has(key)) continue;
    if (!jsonEqual((previous as Record<string, unknown>)[key], value)) changed.push([key, value]);
  }
  return changed.length > 0 ? (Object.fromEntries(changed) as Partial<T>) : undefined;
}
