import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { digestOf } from '../../../server/school/import/import-writer';

/** The digest as earlier imports stored it: sha256 of JSON.stringify of a sorted copy (Buffers as hex, Dates as ISO). */
function storedDigestOf(value: unknown): string {
  const stable = (v: unknown): unknown => {
    if (Buffer.isBuffer(v)) return v.toString('hex');
    if (v instanceof Date) return v.toISOString();
    if (Array.isArray(v)) return v.map(stable);
    if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).sort().map((k) => [k, stable((v as Record<string, unknown>)[k])]));
    return v;
  };
  return createHash('sha256').update(JSON.stringify(stable(value))).digest('hex');
}

describe('digestOf: the same digest earlier imports stored, so a --sync after an upgrade finds nothing changed', () => {
  it('for rows of every shape the import maps', () => {
    const rows: unknown[] = [
      { tenantId: 1, title: 'Rams win "the" opener\u2028', postDate: new Date('2026-11-27T18:00:00Z'), hidden: false, views: 0, rank: -0, score: 1e21, ratio: 0.1 + 0.2 },
      { body: Buffer.from('<svg/>'), path: 'images/logo.svg', contentType: 'image/svg+xml', width: null, height: undefined },
      { data: { home: { lines: [{ playerId: 3, stats: { pts: 12, fg: '5-10' } }, { playerId: 4, stats: {} }], totals: { pts: NaN } }, periods: [[1, 2], [undefined, null]] } },
      { b: 1, a: { d: [3, { f: 1, e: 2 }], c: 'x' }, unicode: 'Ça va — 東京 🏈', nothing: undefined },
      [],
      {},
    ];
    for (const row of rows) expect(digestOf(row)).toBe(storedDigestOf(row));
  });

  it('differs when a value or a key differs, not when only key order does', () => {
    expect(digestOf({ a: 1, b: 2 })).toBe(digestOf({ b: 2, a: 1 }));
    expect(digestOf({ a: 1, b: 2 })).not.toBe(digestOf({ a: 1, b: 3 }));
    expect(digestOf({ a: 1 })).not.toBe(digestOf({ c: 1 }));
  });
});
