/** A photo's renditions by size; `original` is the full picture. */
export interface GalleryImageUrls {
  small: string;
  medium: string;
  large: string;
  original: string;
}

export interface GallerySport {
  id: number;
  title: string;
  slug: string;
}

/** A photo gallery as lists show it (spec 1: galleries; v2-reference 32 ImageGalleries item). */
export interface GallerySummary {
  id: number;
  title: string;
  /** The gallery date as the API writes it (`YYYY-MM-DDTHH:mm:ss`, school time). */
  date: string;
  /** The gallery page: /galleries/{gallerySlug}/{galleryId}. */
  url: string;
  /** The first photo, the gallery's cover; null for a gallery without photos. */
  cover: GalleryPhoto | null;
  sport: GallerySport | null;
  /** How many photos the gallery has, when the API says. */
  photoCount: number | null;
}

/** One photo of a gallery. `width` and `height` are null when the API does not give them. */
export interface GalleryPhoto {
  id: number;
  caption: string | null;
  credit: string | null;
  alt: string;
  width: number | null;
  height: number | null;
  urls: GalleryImageUrls;
}

/** A gallery with its photos in order and the story that carries it (spec 3 Story: gallery id). */
export interface Gallery extends GallerySummary {
  description: string | null;
  photos: GalleryPhoto[];
  story: { id: number; title: string; url: string } | null;
}
