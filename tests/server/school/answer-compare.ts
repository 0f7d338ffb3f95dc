import type { IdMaps } from '../../../server/school/archive/remap-row';

/**
 * Compares an answer of the original school with the restored copy's: equal once the copy's school key reads as
 * the original's and every id corresponds through the restore's id maps. Numbers under id-like keys (`id`, `*Id`,
 * `*Ids`) and digit runs inside otherwise equal strings may differ when some table's map takes the original's to
 * the copy's; one key name keeps one bijection. Returns the first difference's path, or null.
 */
export class AnswerComparer {
  private readonly pairs = new Map<string, Map<number, number>>();

  constructor(
    private readonly idMaps: IdMaps,
    private readonly originalKey: string,
    private readonly copyKey: string,
  ) {}

  private corresponds(key: string, original: number, copy: number): boolean {
    if (original !== copy && !Object.values(this.idMaps).some((map) => map.get(original) === copy)) return false;
    const pairs = this.pairs.get(key) ?? new Map<number, number>();
    this.pairs.set(key, pairs);
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
    if (a.length !== b.length) return false;
    return a.every((part, index) => (index % 2 === 0 ? part === b[index] : this.corresponds(`${key}#text`, Number(part), Number(b[index]))));
  }

  /** null when equal, else the JSON path of the first difference. */
  difference(original: unknown, copy: unknown, path = '$', key = ''): string | null {
    if (typeof original === 'string' && typeof copy === 'string') return this.sameText(key, original, copy) ? null : `${path}: ${JSON.stringify(original).slice(0, 120)} ≠ ${JSON.stringify(copy).slice(0, 120)}`;
    if (typeof original === 'number' && typeof copy === 'number') {
      const idLike = key === 'id' || /Ids?$/.test(key) || /_ids?$/.test(key);
      return original === copy || (idLike && this.corresponds(key, original, copy)) ? null : `${path}: ${original} ≠ ${copy}`;
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
