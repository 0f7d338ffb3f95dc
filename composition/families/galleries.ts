import { GalleriesRepositoryToken } from '../../core/galleries/galleries.tokens';
import { lazyPages } from '../lazy-pages';
import type { PageFamily } from '../page-family';

const PAGES = ['photo_galleries', 'photo_gallery'] as const;

/** The photo gallery pages (spec 1: galleries). The story page also reads the repository, for its gallery link. */
export const galleriesFamily: PageFamily = {
  bind(repository) {
    repository(GalleriesRepositoryToken, () => import('../../adapters/api/api-galleries-repository').then((m) => m.ApiGalleriesRepository));
  },
  pages: (context) => lazyPages(PAGES, () => import('./galleries-pages').then((m) => m.galleriesPages(context))),
};
