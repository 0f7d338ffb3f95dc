import type { PageRequest } from '../paging/paging';
import type { Gallery, GallerySummary } from './gallery';

/** What the gallery list asks for: a page of the newest galleries, optionally of one sport. */
export interface GalleryListQuery {
  sportId: number | null;
  page: PageRequest;
}

/** spec 8: every method degrades (empty list, undefined) instead of throwing. */
export interface GalleriesRepository {
  /** Newest first. */
  list(query: GalleryListQuery): Promise<GallerySummary[]>;
  /** One gallery as lists show it (the story page's gallery link). */
  summary(id: number): Promise<GallerySummary | undefined>;
  byId(id: number): Promise<Gallery | undefined>;
}
