import type { PageEnvelope } from '../../../contract/paging';
import type { OriginClient } from './origin-client';

// The largest page the API allows (v2-reference 1.3): a list comes in as few requests as it can.
const PAGE = 100;

/** Every item of a v2 paged list (`path` may carry its own query), page by page; none when the origin has no such list. */
export async function readAllPages<T>(origin: OriginClient, path: string): Promise<T[]> {
  const out: T[] = [];
  const joiner = path.includes('?') ? '&' : '?';
  for (let page = 0; ; page += 1) {
    const answer = await origin.json<PageEnvelope<T>>(`${path}${joiner}$pageSize=${PAGE}&$pageIndex=${page}`);
    out.push(...(answer?.items ?? []));
    if (!answer || page + 1 >= answer.pages) return out;
  }
}
