import type { IdMaps } from '../../../server/school/archive/remap-row';

/**
 * Compares an answer of the original school with the restored copy's: equal once the copy's school key reads as
 * the original's and every id corresponds through the restore's id maps. Numbers under id-like keys (`id`, `*Id`,
 * `*Ids`) and digit runs inside otherwise equal strings may differ when some table's map takes the original's to
 * the copy's; one key name keeps one bijection. Returns the first difference's path, or null.
 */
// `value`: the filters' options (Archives/filters/*) carry ids there.
const ID_LIKE = /^(id|value)$|Ids?$|Id[A-Z]|_ids?$/;

/** Paging cursors are base64url of text naming ids (Facebook/feed `after`): compared decoded. */
function cursorsMatch(original: string, copy: string, same: (a: string, b: string) => boolean): boolean {
  const decode = (text: string) => (/^[A-Za-z0-9_-]{8,}={0,2}$/.test(text) ? Buffer.from(text, 'base64url').toString('latin1') : null);
  const a = decode(original);
  const b = decode(copy);
  const printable = (text: string | null): text is string => text !== null && /^[\x20-\x7e]+$/.test(text);
  return printable(a) && printable(b) && a !== original && same(a, b);
}

export class AnswerComparer {
  private readonly pairs = new Map<string, Map<number, number>>();
  /** The route being compared: one bijection per route and JSON path (indices left out). */
  scope = '';

  constructor(
    private readonly idMaps: IdMaps,
    private readonly originalKey: string,
    private readonly copyKey: string,
  ) {}

  private mapsTo(original: number, copy: number): boolean {
    return original === copy || Object.values(this.idMaps).some((map) => map.get(original) === copy);
  }

  private corresponds(key: string, original: number, copy: number): boolean {
    // A story link's id is the story's id × 100 + its place (server/api/story-wire.ts).
    const linkId = key.endsWith('.linkId') && original % 100 === copy % 100 && this.mapsTo(Math.floor(original / 100), Math.floor(copy / 100));
    if (!linkId && !this.mapsTo(original, copy)) return false;
    const scoped = `${this.scope} ${key}`;
    const pairs = this.pairs.get(scoped) ?? new Map<number, number>();
    this.pairs.set(scoped, pairs);
    if (pairs.has(original)) return pairs.get(original) === copy;
    pairs.set(original, copy);
    return true;
  }

  private sameText(key: string, original: string, copy: string): boolean {
    const moved = copy.split(this.copyKey).join(this.originalKey);
    if (original === moved) return true;
    const split = (text: string) => text.split(/(\d+)/);
    const a = split(original);
    const b = split(moved);
    if (a.length !== b.length) return cursorsMatch(original, moved, (x, y) => this.sameText(key, x, y));
    // One bijection per run and the text before it: a year and an id in the same field do not share one.
    const same = a.every((part, index) => (index % 2 === 0 ? part === b[index] : this.corresponds(`${key} ${a.slice(0, index).join('#')}`, Number(part), Number(b[index]))));
    return same || cursorsMatch(original, moved, (x, y) => this.sameText(key, x, y));
  }

  /** null when equal, else the JSON path of the first difference. */
  difference(original: unknown, copy: unknown, path = '$', key = ''): string | null {
    if (typeof original === 'string' && typeof copy === 'string') return this.sameText(path.replace(/\[\d+\]/g, '[]'), original, copy) ? null : `${path}: ${JSON.stringify(original).slice(0, 120)} ≠ ${JSON.stringify(copy).slice(0, 120)}`;
    if (typeof original === 'number' && typeof copy === 'number') {
      return original === copy || (ID_LIKE.test(key) && this.corresponds(path.replace(/\[\d+\]/g, '[]'), original, copy)) ? null : `${path}: ${original} ≠ ${copy}`;
    }
    if (Array.isArray(original) && Array.isArray(copy)) {
      if (original.length !== copy.length) return `${path}: ${original.length} items ≠ ${copy.length}`;
      for (let index = 0; index < original.length; index += 1) {
        const found = this.difference(original[index], copy[index], `${path}[${index}]`, key);
        if (found) return found;
      }
      return null;
    }
    if (original && copy && typeof original === 'object' && typeof copy === 'object' && !Array.isArray(original) && !Array.isArray(copy)) {
      const a = Object.keys(original);
      const b = Object.keys(copy);
      if (a.join() !== b.join()) return `${path}: keys ${a.join(',')} ≠ ${b.join(',')}`;
      for (const name of a) {
        const found = this.difference((original as Record<string, unknown>)[name], (copy as Record<string, unknown>)[name], `${path}.${name}`, name);
        if (found) return found;
      }
      return null;
    }
    return original === copy ? null : `${path}: ${JSON.stringify(original)?.slice(0, 120)} ≠ ${JSON.stringify(copy)?.slice(0, 120)}`;
  }
}
