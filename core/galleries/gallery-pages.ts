import type { FilterOption } from '../editorial/filter-option';
import type { Gallery, GallerySummary } from './gallery';
import type { GalleryListQuery } from './galleries-repository.port';

/** Loader data of the gallery list (route photo_galleries). */
export interface GalleryListData {
  query: GalleryListQuery;
  galleries: GallerySummary[];
  /** Whether an older page may follow: this page is full. */
  hasOlder: boolean;
  /** The sport filter's options. */
  sports: FilterOption[];
}

/** Loader data of one gallery (route photo_gallery). */
export interface GalleryPageData {
  gallery: Gallery;
}
