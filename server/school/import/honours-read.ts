import type { PageEnvelope } from '../../../contract/paging';
import { localIdOf, type ImportContext } from './import-writer';
import type { OriginClient } from './origin-client';

// The origin's largest page (v2 paging allows 1 to 100).
const PAGE = 100;

/** Every item of a v2 paged list (`path` already carrying its query, if any), page by page. */
export async function readPages<T>(origin: OriginClient, path: string): Promise<T[]> {
  const joiner = path.includes('?') ? '&' : '?';
  const out: T[] = [];
  for (let page = 0; ; page += 1) {
    const answer = await origin.json<PageEnvelope<T>>(`${path}${joiner}$pageSize=${PAGE}&$pageIndex=${page}`);
    out.push(...(answer?.items ?? []));
    if (!answer || page + 1 >= answer.pages) return out;
  }
}

/** Our ids of the origin's sports an item names; sports we do not have are dropped, as our answers drop them. */
export function sportIdsOf(context: ImportContext, sports: readonly { id: number }[]): number[] {
  return sports.flatMap((sport) => {
    const id = localIdOf(context, 'sports', sport.id);
    return id === null ? [] : [id];
  });
}

/** The slug of a site path `/<section>/<slug>/<id>`: its next to last segment. */
export function slugOfPath(path: string): string {
  const parts = path.split('/').filter(Boolean);
  return parts[parts.length - 2] ?? '';
}

/** An instant the wire writes without its zone ('2026-11-21T18:00:00', UTC). */
export function utcDate(text: string): Date {
  return new Date(/(Z|[+-]\d\d:\d\d)$/.test(text) ? text : `${text}Z`);
}

