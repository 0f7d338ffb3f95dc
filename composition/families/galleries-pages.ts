import type { PageContext } from '../page-family';
import { galleriesLoaders } from './galleries-loaders';

/** The photo gallery pages and their loaders. */
export function galleriesPages(context: PageContext) {
  const loaders = galleriesLoaders(context);
  return {
    photo_galleries: { load: () => import('../../ui/galleries/gallery-list-page'), loader: loaders.galleryList },
    photo_gallery: { load: () => import('../../ui/galleries/gallery-page'), loader: loaders.gallery },
  };
}
