import { filterOptionsWire, pressClipsPageWire, type PressClipWire } from '../../contract/press-clips';
import type { FilterOption } from '../../core/editorial/filter-option';
import { emptyPage, PAGE_SIZE, type Paged } from '../../core/paging/paging';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import type { ClippingsQuery } from '../../core/press-clips/clippings-query';
import type { PressClip } from '../../core/press-clips/press-clip';
import type { PressClipsRepository } from '../../core/press-clips/press-clips-repository.port';
import { getParsedOr } from './get-parsed';
import { toFilterOption } from './story-mapper';

export function toPressClip(wire: PressClipWire): PressClip {
  const sport = wire.sport ?? wire.sports?.[0] ?? null;
  return {
    id: wire.id,
    title: wire.title,
    summary: wire.summary,
    url: wire.link,
    date: wire.date,
    author: wire.author,
    image: wire.image?.trim() || null,
    outlet: { id: wire.source.id, title: wire.source.title, website: wire.source.website },
    sport: sport ? { id: sport.id, title: sport.title } : null,
    open_in_new_window: wire.openInNewWindow,
  };
}

export class ApiPressClipsRepository implements PressClipsRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  async list(query: ClippingsQuery): Promise<Paged<PressClip>> {
    const params = { season: query.season ?? undefined, sportId: query.sportId ?? undefined, $pageIndex: query.page, $pageSize: PAGE_SIZE };
    const wire = await getParsedOr(this.http, this.logger, { path: '/PressClips', query: params }, pressClipsPageWire, null);
    return wire ? { ...wire, items: wire.items.map(toPressClip) } : emptyPage(query.page);
  }

  async seasons(): Promise<FilterOption[]> {
    return (await getParsedOr(this.http, this.logger, { path: '/PressClips/filters/seasons' }, filterOptionsWire, [])).map(toFilterOption);
  }
}
