import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../server/store/database';
import { importSources } from '../../../server/store/tables/foundation';

type Json = unknown;
type Get = (url: string) => Promise<{ status: number; json: Json }>;

// Site pages named by an id (a facility, award, All-American, inductee, gallery, podcast episode, roster bio): the
// id ends the path and differs by design, as the `id` members do.
const PAGE_WITH_ID = /^(\/(?:facilities|awards|all-americans|honors|galleries|podcasts|sports\/[^/]+\/roster)\/(?:[^/?#]+\/)*)\d+$/;

/**
 * An answer with ids blanked (they differ by design) and the school key made neutral. A key that is an id
 * (GET /Stories/games answers an object keyed by story id) is blanked too.
 */
export function normalise(value: Json, keys: { ours: string; theirs: string }): Json {
  if (typeof value === 'string') {
    // An absolute address (WePlayed media, a story image's absoluteUrl) names the host asked: the origin's cache keeps
    // the one the import asked it on (127.0.0.1:port) while the test asks through inject. Paths are compared.
    return value
      .replace(/^https?:\/\/[^/]+(?=\/)/, '')
      .split(`/media/${keys.ours}/`)
      .join(`/media/${keys.theirs}/`)
      .split(`%2Fmedia%2F${keys.ours}%2F`)
      .join(`%2Fmedia%2F${keys.theirs}%2F`)
      .replace(/\/boxscore\/\d+/g, '/boxscore/N')
      .replace(PAGE_WITH_ID, '$1N')
      // A staff member's bio page ends in the staff id.
      .replace(/(\/staff-directory\/[a-z0-9-]+|\/roster\/(?:coaches|staff)\/[a-z0-9-]+)\/\d+/g, '$1/N');
  }
  if (Array.isArray(value)) return value.map((item) => normalise(item, keys));
  if (value && typeof value === 'object') {
    const out: Record<string, Json> = {};
    for (const [key, item] of Object.entries(value)) {
      const name = /^\d+$/.test(key) ? 'ID' : key;
      if ((key === 'id' || /Id$/.test(key) || key === 'value' || key === 'tenant') && (typeof item === 'number' || typeof item === 'string' || item === null)) out[name] = 'ID';
      // Lists of ids (an inductee's sportIds): ours, in the same order.
      else if (/Ids$/.test(key) && Array.isArray(item) && item.every((id) => typeof id === 'number')) out[name] = item.map(() => 'ID');
      // The host the request named (podcast settings): the origin's cache keeps the one the import asked it on.
      else if (key === 'siteHostName') out[name] = 'HOST';
      // A random pick among the campaigns (effect 'random'): two requests to one server differ in it.
      else if (key === 'random_single' && item && typeof item === 'object') out[name] = 'RANDOM';
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
