import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../server/store/database';
import { importSources } from '../../../server/store/tables/foundation';

type Json = unknown;
type Get = (url: string) => Promise<{ status: number; json: Json }>;

/**
 * An answer with ids blanked (they differ by design) and the school key made neutral. A key that is an id
 * (GET /Stories/games answers an object keyed by story id) is blanked too.
 */
export function normalise(value: Json, keys: { ours: string; theirs: string }): Json {
  if (typeof value === 'string') {
    return value
      .split(`/media/${keys.ours}/`)
      .join(`/media/${keys.theirs}/`)
      .replace(/\/boxscore\/\d+/g, '/boxscore/N')
      // An absolute url (a story image's absoluteUrl) names the host asked: the listening origin's, or inject's localhost.
      .replace(/^https?:\/\/[^/]+(?=\/)/, '');
  }
  if (Array.isArray(value)) return value.map((item) => normalise(item, keys));
  if (value && typeof value === 'object') {
    const out: Record<string, Json> = {};
    for (const [key, item] of Object.entries(value)) {
      const name = /^\d+$/.test(key) ? 'ID' : key;
      if ((key === 'id' || /Id$/.test(key) || key === 'value' || key === 'tenant') && (typeof item === 'number' || typeof item === 'string' || item === null)) out[name] = 'ID';
      else out[name] = normalise(item, keys);
    }
    return out;
  }
  return value;
}

/** Our id → the origin's, per resource, from the import's own mapping. */
export async function pairsOf(database: Database, tenantId: number, resource: string): Promise<{ source: number; local: number }[]> {
  const rows = await database.db
    .select()
    .from(importSources)
    .where(and(eq(importSources.tenantId, tenantId), eq(importSources.resource, resource)));
  return rows.map((row) => ({ source: Number(row.sourceId), local: row.localId })).sort((a, b) => a.source - b.source);
}

export interface Comparison {
  compared: number;
  equal: number;
  differences: { path: string; origin: Json; imported: Json }[];
}

/** GETs each pair of paths on the origin and the imported school and compares the normalised answers. */
export async function compareAnswers(origin: Get, imported: Get, paths: [string, string][], keys: { ours: string; theirs: string }): Promise<Comparison> {
  const result: Comparison = { compared: 0, equal: 0, differences: [] };
  for (const [theirs, ours] of paths) {
    const [a, b] = await Promise.all([origin(theirs), imported(ours)]);
    result.compared += 1;
    const left = JSON.stringify({ status: a.status, body: normalise(a.json, keys) });
    const right = JSON.stringify({ status: b.status, body: normalise(b.json, keys) });
    if (left === right) result.equal += 1;
    else result.differences.push({ path: theirs, origin: a.json, imported: b.json });
  }
  return result;
}

/** The first leaf paths where two answers differ, for the log. */
export function diffOf(path: string, a: Json, b: Json, at = '', out: string[] = []): string {
  if (out.length < 6) {
    if (a && b && typeof a === 'object' && typeof b === 'object') {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) diffOf(path, (a as Record<string, Json>)[key], (b as Record<string, Json>)[key], `${at}.${key}`, out);
    } else if (JSON.stringify(a) !== JSON.stringify(b) && !/(^|\.)(id|\w*Id|value|tenant)$/.test(at)) out.push(`${at}: ${JSON.stringify(a)?.slice(0, 200)} ≠ ${JSON.stringify(b)?.slice(0, 200)}`);
  }
  return at === '' ? `${path}\n  ${out.join('\n  ')}` : '';
}
