import type { ImageGalleryDetailWire, ImageGalleryWire } from '../../../contract/image-galleries';
import { galleryPhotos, imageGalleries } from '../../store/tables/galleries';
import { slugOfPath, utcDate } from './honours-read';
import type { ImportReport } from './import-report';
import { localIdOf, tableWriter, writeResource, type ImportContext, type MappedItem } from './import-writer';
import type { MediaNames } from './media-import';
import type { OriginClient } from './origin-client';

type GalleryInsert = Omit<typeof imageGalleries.$inferInsert, 'id' | 'tenantId'>;
type PhotoInsert = Omit<typeof galleryPhotos.$inferInsert, 'id' | 'tenantId'>;

// GET /ImageGalleries pages allow at most 100 galleries; it answers a bare array, so a short page is the last.
const PAGE = 100;

/** A photo's media path: its original's address with the school's media folder taken off. */
const MEDIA_PATH = /^(?:https?:\/\/[^/]+)?\/media\/[^/]+\/(.+)$/;

/** Every published gallery (GET /ImageGalleries, paged), then each one's photos (GET /ImageGalleries/{id}). */
export async function readGalleries(origin: OriginClient): Promise<ImageGalleryDetailWire[]> {
  const list: ImageGalleryWire[] = [];
  for (let page = 0; ; page += 1) {
    const answer = (await origin.json<ImageGalleryWire[]>(`/ImageGalleries?$pageSize=${PAGE}&$pageIndex=${page}`)) ?? [];
    list.push(...answer);
    if (answer.length < PAGE) break;
  }
  const details = await Promise.all(list.map((gallery) => origin.json<ImageGalleryDetailWire>(`/ImageGalleries/${gallery.id}`)));
  return details.filter((detail): detail is ImageGalleryDetailWire => detail !== null);
}

/** Writes the galleries, then their photos in order; the story that carries a gallery names it from its side. */
export async function importGalleries(context: ImportContext, list: readonly ImageGalleryDetailWire[], names: MediaNames, report: ImportReport): Promise<void> {
  const rewritten = names.rewrite(list);
  // The list is newest first, then the higher id first: written oldest first, our ids rise as theirs do.
  const galleryItems: MappedItem<GalleryInsert>[] = [...rewritten].reverse().map((wire) => ({
    sourceId: String(wire.id),
    row: {
      sportId: localIdOf(context, 'sports', wire.sports[0]?.id),
      title: wire.title,
      slug: slugOfPath(wire.url),
      description: wire.description ?? '',
      galleryDate: utcDate(wire.date),
    },
  }));
  await writeResource(context, tableWriter<GalleryInsert>(context, 'galleries', 'gallery', imageGalleries), galleryItems);

  const photoItems: MappedItem<PhotoInsert>[] = [];
  for (const gallery of [...rewritten].reverse()) {
    const galleryId = localIdOf(context, 'galleries', gallery.id);
    if (galleryId === null) continue;
    gallery.photos.forEach((photo, rank) => {
      const path = MEDIA_PATH.exec(photo.imageUrl.original)?.[1];
      if (!path) {
        report.refuse('gallery-photos', String(photo.id), `Its file ${photo.imageUrl.original} is not under the school's /media/ folder`);
        return;
      }
      photoItems.push({
        sourceId: String(photo.id),
        row: { galleryId, rank, path: decodeURI(path), width: photo.width, height: photo.height, altText: photo.altText, caption: photo.caption ?? null, credit: photo.credit ?? null },
      });
    });
  }
  await writeResource(context, tableWriter<PhotoInsert>(context, 'gallery-photos', 'gallery-photo', galleryPhotos), photoItems);
}
