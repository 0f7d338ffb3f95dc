import { pageIndexFrom, pageParamOf } from '../paging/paging';
import type { GalleryImageUrls } from './gallery';
import type { GalleryListQuery } from './galleries-repository.port';

/** Galleries per page of the list. */
export const GALLERY_PAGE_SIZE = 12;

/** The widths the API's renditions are scaled to (small, medium, large). */
export const RENDITION_WIDTHS = { small: 400, medium: 800, large: 1600 } as const;

/** The list's query from its URL: `?sport={id}&page={n}` (page counts from 1 for people). */
export function galleryListQueryFrom(params: URLSearchParams): GalleryListQuery {
  const sport = (params.get('sport') ?? '').trim();
  return {
    sportId: /^\d{1,9}$/.test(sport) && Number(sport) > 0 ? Number(sport) : null,
    page: { pageIndex: pageIndexFrom(params.get('page')), pageSize: GALLERY_PAGE_SIZE },
  };
}

/** The URL of a page of the list, keeping its sport filter. */
export function galleryListHref(sportId: number | null, pageIndex: number): string {
  const params = new URLSearchParams();
  if (sportId !== null) params.set('sport', String(sportId));
  const page = pageParamOf(pageIndex);
  if (page !== undefined) params.set('page', page);
  const query = params.toString();
  return query ? `/galleries?${query}` : '/galleries';
}

/**
 * A `srcset` of a photo's renditions, widest last. A rendition wider than the original adds
 * nothing, so it is left out when the original's width is known. A drawing, whose renditions are
 * all the original, has none.
 */
export function photoSrcSet(urls: GalleryImageUrls, originalWidth: number | null): string | undefined {
  if ([urls.small, urls.medium, urls.large].every((url) => url === urls.original)) return undefined;
  const sizes = (Object.keys(RENDITION_WIDTHS) as Array<keyof typeof RENDITION_WIDTHS>).filter((size) => originalWidth === null || RENDITION_WIDTHS[size] < originalWidth);
  const entries = sizes.map((size) => `${urls[size]} ${RENDITION_WIDTHS[size]}w`);
  if (originalWidth !== null) entries.push(`${urls.original} ${originalWidth}w`);
  return entries.join(', ');
}

/** Photo count as people say it: '1 photo', '8 photos'. */
export function photoCountText(count: number): string {
  return count === 1 ? '1 photo' : `${count} photos`;
}
