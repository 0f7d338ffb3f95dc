import type { PageEnvelope } from '../../contract/paging';
import type { Paged } from '../../core/paging/paging';

/** v2-reference 1.3: the v2 page envelope as the core's page (`page` is the 0-based index). */
export function toPaged<W, T>(wire: PageEnvelope<W>, map: (item: W) => T): Paged<T> {
  return { items: wire.items.map(map), total: wire.total, page: wire.page, pages: wire.pages };
}
