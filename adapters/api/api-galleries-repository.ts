import { imageGalleriesWire, imageGalleryDetailWire } from '../../contract/image-galleries';
import type { GalleriesRepository, GalleryListQuery } from '../../core/galleries/galleries-repository.port';
import type { Gallery, GallerySummary } from '../../core/galleries/gallery';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import { toGallery, toGallerySummary } from './galleries-mapper';
import { getParsedOr } from './get-parsed';

/** Galleries from GET /ImageGalleries (v2-reference 32) and GET /ImageGalleries/{galleryId}. */
export class ApiGalleriesRepository implements GalleriesRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  async list(query: GalleryListQuery): Promise<GallerySummary[]> {
    const wire = await getParsedOr(
      this.http,
      this.logger,
      { path: '/ImageGalleries', query: { sportId: query.sportId ?? undefined, $pageIndex: query.page.pageIndex, $pageSize: query.page.pageSize } },
      imageGalleriesWire,
      [],
    );
    return wire.map(toGallerySummary);
  }

  async summary(id: number): Promise<GallerySummary | undefined> {
    const wire = await getParsedOr(this.http, this.logger, { path: '/ImageGalleries', query: { galleryId: id } }, imageGalleriesWire, []);
    // v2-reference 32: the first element is the gallery asked for.
    const first = wire[0];
    return first && first.id === id ? toGallerySummary(first) : undefined;
  }

  async byId(id: number): Promise<Gallery | undefined> {
    const wire = await getParsedOr(this.http, this.logger, { path: `/ImageGalleries/${id}` }, imageGalleryDetailWire, undefined);
    return wire ? toGallery(wire) : undefined;
  }
}
