import type { GallerySportWire, ImageGalleryDetailWire, ImageGalleryWire } from '../../contract/image-galleries';
import type { Gallery, GalleryPhoto, GallerySport, GallerySummary } from '../../core/galleries/gallery';

function slugOfTitle(title: string): string {
  return (
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/['’]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'gallery'
  );
}

/** The site's gallery page, /galleries/{gallerySlug}/{galleryId}: the API's url when it has that shape, else built from the title. */
function pageUrl(wire: ImageGalleryWire): string {
  const path = wire.url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '').split(/[?#]/, 1)[0] ?? '';
  const match = /^\/galleries\/(?:[^/]+\/)*([a-z0-9-]+)\/(\d+)\/?$/i.exec(path);
  const slug = match && Number(match[2]) === wire.id ? match[1]!.toLowerCase() : slugOfTitle(wire.title);
  return `/galleries/${slug}/${wire.id}`;
}

function toSport(wire: GallerySportWire | undefined): GallerySport | null {
  return wire ? { id: wire.id, title: wire.title, slug: wire.slug } : null;
}

function cover(wire: ImageGalleryWire): GalleryPhoto | null {
  const image = wire.primaryImage;
  if (!image) return null;
  // The list gives no alt text: a cover beside the gallery's title link is decorative.
  return { id: image.id, caption: image.caption ?? null, credit: image.credit ?? null, alt: '', width: null, height: null, urls: image.imageUrl };
}

export function toGallerySummary(wire: ImageGalleryWire): GallerySummary {
  return {
    id: wire.id,
    title: wire.title,
    date: wire.date,
    url: pageUrl(wire),
    cover: cover(wire),
    sport: toSport(wire.sports[0]),
    photoCount: wire.photoCount ?? null,
  };
}

export function toGallery(wire: ImageGalleryDetailWire): Gallery {
  const photos: GalleryPhoto[] = wire.photos.map((photo) => ({
    id: photo.id,
    caption: photo.caption ?? null,
    credit: photo.credit ?? null,
    alt: photo.altText || photo.caption || '',
    width: photo.width,
    height: photo.height,
    urls: photo.imageUrl,
  }));
  const summary = toGallerySummary(wire);
  return {
    ...summary,
    cover: photos[0] ?? summary.cover,
    photoCount: photos.length,
    description: wire.description ?? null,
    photos,
    story: wire.story ?? null,
  };
}
