import { taggedContentPageWire, tagsWire, type TagWire } from '../../contract/tags';
import { emptyPage, PAGE_SIZE, type Paged } from '../../core/paging/paging';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import type { StorySummary } from '../../core/stories/story';
import type { Tag } from '../../core/tags/tag';
import type { TagsRepository } from '../../core/tags/tags-repository.port';
import { getParsedOr } from './get-parsed';
import { toTaggedSummary } from './story-mapper';

export function toTag(wire: TagWire): Tag {
  return { id: wire.id, name: wire.name, slug: wire.slug, count: wire.count, description: wire.description?.trim() || null, active: wire.active };
}

export class ApiTagsRepository implements TagsRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  async list(): Promise<Tag[]> {
    return (await getParsedOr(this.http, this.logger, { path: '/Tags' }, tagsWire, [])).map(toTag);
  }

  async stories(tagSlug: string, options: { sportSlug: string | null; page: number }): Promise<Paged<StorySummary>> {
    const query = { slug: tagSlug, sport: options.sportSlug ?? undefined, $pageIndex: options.page, $pageSize: PAGE_SIZE };
    const wire = await getParsedOr(this.http, this.logger, { path: '/Tags/content', query }, taggedContentPageWire, null);
    return wire ? { ...wire, items: wire.items.map(toTaggedSummary) } : emptyPage(options.page);
  }
}
