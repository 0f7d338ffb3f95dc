import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { instagramPageWire, type InstagramPostWire } from '../../contract/instagram';
import { readPaging, toPage } from '../http/paging';
import type { Db } from '../store/database';
import { instagramPosts as instagramPostsTable } from '../store/tables/feeds';
import type { ApiDeps } from './api-deps';
import { absoluteOn } from './absolute-url';
import { apiGet } from './api-route';
import { originOf, pagingQuery } from './honours-support';

export type InstagramPostRow = typeof instagramPostsTable.$inferSelect;

/** The sizes Instagram delivers; the seed's images are SVG, so every size is the same drawing. */
const STANDARD = 1080;
const LOW = 320;
const THUMBNAIL = 150;

/**
 * The school's Instagram posts, newest first (ties by id, newest first), `limit` of them from `offset`,
 * with how many there are in all. Shared by the v2 and v2.1 Instagram routes.
 */
export async function instagramPosts(db: Db, tenantId: number, page: { limit: number; offset: number }): Promise<{ rows: InstagramPostRow[]; total: number }> {
  const where = eq(instagramPostsTable.tenantId, tenantId);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(instagramPostsTable).where(where);
  const rows =
    total > page.offset
      ? await db.select().from(instagramPostsTable).where(where).orderBy(desc(instagramPostsTable.postedAt), desc(instagramPostsTable.id)).limit(page.limit).offset(page.offset)
      : [];
  return { rows, total };
}

/** The first line of a caption, as a content title. */
function titleOf(caption: string): string {
  const line = caption.split('\n')[0]!.trim();
  return line.length > 80 ? `${line.slice(0, 79).trimEnd()}…` : line;
}

/** A post on the wire (v2-reference 26); `origin` makes our own image paths absolute, as Instagram's are. */
export function toInstagramPostWire(row: InstagramPostRow, origin: string): InstagramPostWire {
  const absolute = absoluteOn(origin);
  const image = absolute(row.imageUrl);
  const createdTime = Math.floor(row.postedAt.getTime() / 1000);
  const link = `https://www.instagram.com/p/${row.shortcode}/`;
  const date = row.postedAt.toISOString();
  return {
    contentId: row.mediaId,
    contentTitle: titleOf(row.caption),
    contentDate: date,
    contentUrl: link,
    contentImageUrl: image,
    id: row.mediaId,
    link,
    tags: row.tags,
    comments: row.comments,
    likes: { count: row.likes },
    images: {
      thumbnail: row.thumbnailUrl === null ? null : { width: THUMBNAIL, height: THUMBNAIL, url: absolute(row.thumbnailUrl) },
      lowResolution: { width: LOW, height: LOW, url: image },
      standardResolution: { width: STANDARD, height: STANDARD, url: image },
    },
    caption: { id: `${row.mediaId}1`, text: row.caption, createdTime, from: row.username },
    video: row.videoUrl === null ? null : absolute(row.videoUrl),
    user: { id: row.userId, fullName: row.fullName, profilePicture: absolute(row.profilePictureUrl), username: row.username },
    date,
    createdTime,
  };
}

/** GET /Instagram (v2): the school's Instagram posts in the v2 page envelope. */
export async function registerInstagramRoutes(app: FastifyInstance, { db }: ApiDeps): Promise<void> {
  apiGet(
    app,
    {
      path: '/Instagram',
      summary: "The school's Instagram posts, newest first",
      tag: 'Social',
      query: z.object(pagingQuery),
      response: instagramPageWire,
      statuses: { 400: 'A paging value that is not a whole number in range' },
    },
    async ({ request, tenant }) => {
      const paging = readPaging(request.query);
      const { rows, total } = await instagramPosts(db, tenant.id, { limit: paging.pageSize, offset: paging.offset });
      const origin = originOf(request);
      return toPage(
        rows.map((row) => toInstagramPostWire(row, origin)),
        total,
        paging,
      );
    },
  );
}
