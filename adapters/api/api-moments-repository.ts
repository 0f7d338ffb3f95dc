import { videoCategoriesWire, youtubePageWire, type YoutubeVideoWire } from '../../contract/videos';
import { emptyPage, PAGE_SIZE, type Paged } from '../../core/paging/paging';
import type { HttpClient } from '../../core/http/http-client.port';
import type { MomentVideo } from '../../core/moments/moment-video';
import type { MomentsRepository } from '../../core/moments/moments-repository.port';
import type { Logger } from '../../core/platform/logger.port';
import { getParsedOr } from './get-parsed';

export function toMomentVideo(wire: YoutubeVideoWire): MomentVideo {
  const thumbnail = wire.thumbnails.high;
  return {
    id: wire.id,
    title: wire.title,
    description: wire.description,
    published: wire.publishedDate,
    thumbnail: { url: thumbnail.url, width: thumbnail.width, height: thumbnail.height },
    duration: wire.duration ?? null,
    url: wire.url,
    sport: wire.sport ? { id: wire.sport.id, title: wire.sport.title } : null,
    category: wire.category?.title ?? null,
  };
}

/** The video category that holds highlights. */
const HIGHLIGHTS = /highlight/i;

/**
 * Highlight moments are the school's YouTube videos (spec 7: YouTube lists by sportId and
 * categoryId) in its Highlights category; a sport with no highlights shows all its videos.
 */
export class ApiMomentsRepository implements MomentsRepository {
  private highlights: Promise<number | null> | undefined;

  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  private highlightsCategory(): Promise<number | null> {
    this.highlights ??= getParsedOr(this.http, this.logger, { path: '/Videos/all-access/categories/video' }, videoCategoriesWire, []).then(
      (categories) => categories.find((category) => HIGHLIGHTS.test(category.title))?.id ?? null,
    );
    return this.highlights;
  }

  private async page(sportId: number | null, categoryId: number | null, page: number): Promise<Paged<MomentVideo> | null> {
    const query = { sportId: sportId ?? undefined, categoryId: categoryId ?? undefined, $pageIndex: page, $pageSize: PAGE_SIZE };
    const wire = await getParsedOr(this.http, this.logger, { path: '/Videos/youtube', query }, youtubePageWire, null);
    return wire ? { ...wire, items: wire.items.map(toMomentVideo) } : null;
  }

  async videos(options: { sportId: number | null; page: number }): Promise<Paged<MomentVideo>> {
    const category = await this.highlightsCategory();
    const highlights = category === null ? null : await this.page(options.sportId, category, options.page);
    if (highlights && highlights.total > 0) return highlights;
    return (await this.page(options.sportId, null, options.page)) ?? emptyPage(options.page);
  }
}
