import type { LoaderFunctionArgs } from 'react-router-dom';
import { sportFilterOptions } from '../../core/editorial/sport-options';
import type { GalleriesRepository } from '../../core/galleries/galleries-repository.port';
import { GalleriesRepositoryToken } from '../../core/galleries/galleries.tokens';
import type { GalleryListData, GalleryPageData } from '../../core/galleries/gallery-pages';
import { galleryListQueryFrom } from '../../core/galleries/gallery-rules';
import { notFoundResponse } from '../loaders';
import type { PageContext } from '../page-family';

// Loaded with the first gallery page, so the site's first load does not carry it (DESIGN 7).

/** The photo gallery loaders: the list (optionally of one sport) and one gallery. */
export function galleriesLoaders(context: PageContext) {
  const galleries = () => context.container.get<GalleriesRepository>(GalleriesRepositoryToken);

  return {
    async galleryList({ request }: LoaderFunctionArgs): Promise<GalleryListData> {
      const query = galleryListQueryFrom(new URL(request.url).searchParams);
      const [list, sports] = await Promise.all([galleries().list(query), context.sports()]);
      return { query, galleries: list, hasOlder: list.length >= query.page.pageSize, sports: sportFilterOptions(sports) };
    },

    async gallery({ params, request }: LoaderFunctionArgs): Promise<GalleryPageData> {
      const id = Number(params.galleryId);
      const gallery = Number.isSafeInteger(id) ? await galleries().byId(id) : undefined;
      if (!gallery) throw notFoundResponse(new URL(request.url).pathname);
      return { gallery };
    },
  };
}
