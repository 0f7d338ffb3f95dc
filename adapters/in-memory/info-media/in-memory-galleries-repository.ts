import type { AdapterSet } from '../../../core/backend/adapter-set';
import type { GalleriesRepository, GalleryListQuery } from '../../../core/galleries/galleries-repository.port';
import type { Gallery, GallerySummary } from '../../../core/galleries/gallery';
import type { InMemoryDeps } from '../demo-source';
import { answer, DUMP_PAGE_SIZE, inBatches } from './info-media-support';

/** The largest page and page index our API takes (`$pageSize` 1 to 100, `$pageIndex` up to six digits); past them it refuses the list. */
const MAX_PAGE_SIZE = 100;
const MAX_PAGE_INDEX = 999_999;

/** The school's published galleries: as lists show them (newest first) and each one opened. */
export interface GalleriesData {
  /** Newest first (then by id, newest first), as the API lists them. */
  summaries: GallerySummary[];
  details: Gallery[];
}

/** Every published gallery, page by page, and each one's photos. */
export async function dumpGalleries(api: AdapterSet): Promise<GalleriesData> {
  const summaries: GallerySummary[] = [];
  for (let pageIndex = 0; ; pageIndex += 1) {
    const page = await api.galleries.list({ sportId: null, page: { pageIndex, pageSize: DUMP_PAGE_SIZE } });
    summaries.push(...page);
    if (page.length < DUMP_PAGE_SIZE) break;
  }
  const details = await inBatches(summaries, (summary) => api.galleries.byId(summary.id));
  return { summaries, details: details.filter((gallery) => gallery !== undefined) };
}

/** Galleries newest first, paged and narrowed to a sport as our API does; one by id. */
export class InMemoryGalleriesRepository implements GalleriesRepository {
  constructor(private readonly deps: InMemoryDeps<GalleriesData>) {}

  list(query: GalleryListQuery): Promise<GallerySummary[]> {
    return answer(this.deps, 'gallery list', [], (data) => {
      const { pageIndex, pageSize } = query.page;
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE || !Number.isInteger(pageIndex) || pageIndex < 0 || pageIndex > MAX_PAGE_INDEX) return [];
      const galleries = query.sportId === null ? data.summaries : data.summaries.filter((gallery) => gallery.sport?.id === query.sportId);
      return galleries.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize);
    });
  }

  summary(id: number): Promise<GallerySummary | undefined> {
    return answer(this.deps, 'gallery summary', undefined, (data) => data.summaries.find((gallery) => gallery.id === id));
  }

  byId(id: number): Promise<Gallery | undefined> {
    return answer(this.deps, 'gallery', undefined, (data) => data.details.find((gallery) => gallery.id === id));
  }
}
