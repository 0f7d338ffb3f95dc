import { and, asc, desc, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { imageGalleriesWire, imageGalleryDetailWire, type GalleryImageUrlWire, type GallerySportWire, type ImageGalleryWire } from '../../contract/image-galleries';
import { notFound } from '../http/api-error';
import { readPaging, MAX_PAGE_SIZE } from '../http/paging';
import { intParam } from '../http/query';
import { stories } from '../store/tables/editorial';
import { galleryPhotos, imageGalleries } from '../store/tables/galleries';
import type { Tenant } from '../tenants/tenant-directory';
import type { ApiDeps } from './api-deps';
import { apiGet, intSegment } from './api-route';
import { storyUrl, wireDateTime } from './editorial-format';
import { pagingQuery, tenantSports, type SportRow } from './honours-support';
import { mediaUrlOf, publishedStories } from './story-wire';
import { imageUrl, isRasterImage } from '../../core/media/image-url';

const TAG = 'ImageGalleries';

type GalleryRow = typeof imageGalleries.$inferSelect;
type PhotoRow = typeof galleryPhotos.$inferSelect;

/** Rendition widths, drawn by the school's image service (spec 7). */
const RENDITIONS = { small: 400, medium: 800, large: 1600 } as const;

export function galleryPath(row: Pick<GalleryRow, 'id' | 'slug'>): string {
  return `/galleries/${row.slug}/${row.id}`;
}

/** A photo's renditions come from the image service as webp; a drawing (SVG) is one file at every size. */
function imageUrlOf(tenant: Tenant, photo: PhotoRow): GalleryImageUrlWire {
  const original = mediaUrlOf(tenant, photo.path);
  const rendition = (width: number) => (isRasterImage(original) ? imageUrl(tenant.settings.config.imagesCdnPath, 'resize', { url: original, width }) : original);
  return { small: rendition(RENDITIONS.small), medium: rendition(RENDITIONS.medium), large: rendition(RENDITIONS.large), original };
}

function sportWire(sport: SportRow): GallerySportWire {
  // spec 3: a sport's short_title is always null.
  return {
    id: sport.id,
    title: sport.title,
    abbreviation: sport.abbrev ?? sport.shortName.toUpperCase(),
    shortTitle: null,
    shortName: sport.shortName,
    slug: sport.globalSportNameSlug,
    globalSportShortName: sport.globalSportShortName ?? sport.shortName,
  };
}

function toGalleryWire(tenant: Tenant, row: GalleryRow, photos: PhotoRow[], sportsById: Map<number, SportRow>): ImageGalleryWire {
  const [first] = photos;
  const sport = row.sportId === null ? undefined : sportsById.get(row.sportId);
  return {
    id: row.id,
    title: row.title,
    date: wireDateTime(row.galleryDate),
    url: galleryPath(row),
    primaryImage: first ? { id: first.id, caption: first.caption, credit: first.credit, imageUrl: imageUrlOf(tenant, first) } : null,
    sports: sport ? [sportWire(sport)] : [],
    photoCount: photos.length,
  };
}

/** The photos of these galleries in display order, by gallery id. */
async function photosOf(db: ApiDeps['db'], tenantId: number, galleryIds: number[]): Promise<Map<number, PhotoRow[]>> {
  const byGallery = new Map<number, PhotoRow[]>(galleryIds.map((id) => [id, []]));
  if (galleryIds.length === 0) return byGallery;
  const rows = await db
    .select()
    .from(galleryPhotos)
    .where(and(eq(galleryPhotos.tenantId, tenantId), inArray(galleryPhotos.galleryId, galleryIds)))
    .orderBy(asc(galleryPhotos.galleryId), asc(galleryPhotos.rank), asc(galleryPhotos.id));
  for (const row of rows) byGallery.get(row.galleryId)?.push(row);
  return byGallery;
}

/** Whether the client named a paging parameter ($pageIndex / $pageSize, any case). */
function asksForPage(query: unknown): boolean {
  return Object.keys((query ?? {}) as Record<string, unknown>).some((name) => /^\$page(index|size)$/i.test(name));
}

export async function registerImageGalleryRoutes(app: FastifyInstance, { db, now }: ApiDeps): Promise<void> {
  // A gallery is published from its date on, as a story is.
  const published = (tenantId: number, ...more: Array<SQL | undefined>) => and(eq(imageGalleries.tenantId, tenantId), lte(imageGalleries.galleryDate, new Date(now())), ...more);

  apiGet(
    app,
    {
      path: '/ImageGalleries',
      summary: `Photo galleries, newest first: one (galleryId), or those of a sport (sportId). Without $pageIndex/$pageSize, the newest ${MAX_PAGE_SIZE}`,
      tag: TAG,
      query: z.object({
        galleryId: intParam.optional().describe('Only this gallery (the array then has at most one item).'),
        sportId: intParam.optional().describe("Only the galleries of this sport (its id is the item's sports[0].id)."),
        ...pagingQuery,
      }),
      response: imageGalleriesWire,
      statuses: { 400: 'galleryId, sportId or a paging value that is not an integer' },
    },
    async ({ request, tenant, query }) => {
      const paging = asksForPage(request.query) ? readPaging(request.query) : { pageSize: MAX_PAGE_SIZE, offset: 0 };
      const where = published(
        tenant.id,
        query.galleryId === undefined ? undefined : eq(imageGalleries.id, query.galleryId),
        query.sportId === undefined ? undefined : eq(imageGalleries.sportId, query.sportId),
      );
      const rows = await db.select().from(imageGalleries).where(where).orderBy(desc(imageGalleries.galleryDate), desc(imageGalleries.id)).limit(paging.pageSize).offset(paging.offset);
      const [photos, sportsById] = await Promise.all([photosOf(db, tenant.id, rows.map((row) => row.id)), tenantSports(db, tenant.id)]);
      return rows.map((row) => toGalleryWire(tenant, row, photos.get(row.id) ?? [], sportsById));
    },
  );

  apiGet(
    app,
    {
      path: `/ImageGalleries/${intSegment('galleryId')}`,
      summary: 'One photo gallery with its photos in order and the story that carries it',
      tag: TAG,
      response: imageGalleryDetailWire,
      statuses: { 404: 'A non-integer id, or no published gallery with this id at this school' },
    },
    async ({ tenant, params }) => {
      const id = Number(params.galleryId);
      const [row] = await db.select().from(imageGalleries).where(published(tenant.id, eq(imageGalleries.id, id)));
      if (!row) throw notFound(`No photo gallery with id ${params.galleryId}.`);
      const [photos, sportsById, [story]] = await Promise.all([
        photosOf(db, tenant.id, [id]),
        tenantSports(db, tenant.id),
        db
          .select({ id: stories.id, title: stories.title, postDate: stories.postDate, filename: stories.filename })
          .from(stories)
          .where(publishedStories(tenant.id, new Date(now()), eq(stories.galleryId, id)))
          .orderBy(desc(stories.postDate), desc(stories.id))
          .limit(1),
      ]);
      const list = photos.get(id) ?? [];
      return {
        ...toGalleryWire(tenant, row, list, sportsById),
        description: row.description || null,
        photos: list.map((photo) => ({ id: photo.id, caption: photo.caption, credit: photo.credit, altText: photo.altText, width: photo.width, height: photo.height, imageUrl: imageUrlOf(tenant, photo) })),
        story: story ? { id: story.id, title: story.title, url: storyUrl(story.postDate, story.filename) } : null,
      };
    },
  );
}
