import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { facebookFeedWire, NO_FACEBOOK_MESSAGE, type FacebookEntryWire } from '../../contract/facebook-feed';
import { badRequest, featureNotConfigured } from '../http/api-error';
import { facebookPages, facebookPosts } from '../store/tables/feeds';
import type { ApiDeps } from './api-deps';
import { absoluteOn } from './absolute-url';
import { apiGet } from './api-route';
import { originOf } from './honours-support';

type PostRow = typeof facebookPosts.$inferSelect;
type PageRow = typeof facebookPages.$inferSelect;

/** Posts per answer, as the Graph API's default page. */
const FEED_SIZE = 10;
const PICTURE = { width: 720, height: 720 };
const THUMB = { width: 130, height: 130 };

/** The opaque `after` cursor of a post: its time and id, so older posts follow in a stable order. */
function cursorOf(row: PostRow): string {
  return Buffer.from(`${row.createdAt.getTime()}:${row.id}`).toString('base64url');
}

function readCursor(after: string): { time: Date; id: number } {
  const match = /^(\d{1,15}):(\d{1,9})$/.exec(Buffer.from(after, 'base64url').toString('utf8'));
  if (!match) throw badRequest("Query parameter 'after' is not a cursor this feed gave.", 'invalid_query');
  return { time: new Date(Number(match[1])), id: Number(match[2]) };
}

function toEntryWire(row: PostRow, page: PageRow, absolute: (url: string) => string): FacebookEntryWire {
  const picture = absolute(row.pictureUrl);
  const permalink = `https://www.facebook.com/${page.username}/posts/${row.postId.split('_')[1] ?? row.postId}`;
  return {
    id: row.postId,
    created_time: row.createdAt.toISOString(),
    updated_time: row.updatedAt.toISOString(),
    message: row.message,
    picture,
    full_picture: picture,
    privacy: { value: 'EVERYONE', description: 'Public' },
    from: { id: page.pageId, name: page.name },
    is_published: true,
    is_hidden: false,
    permalink_url: permalink,
    likes: { summary: { total_count: row.likes } },
    attachments: { data: [{ type: 'photo', url: row.link ?? permalink, media: { image: { ...PICTURE, src: picture } } }] },
  };
}

/** GET /Facebook/feed: the school's Facebook page and its newest posts; none set up is the reference's 404. */
export async function registerFacebookFeedRoutes(app: FastifyInstance, { db }: ApiDeps): Promise<void> {
  apiGet(
    app,
    {
      path: '/Facebook/feed',
      summary: "The school's Facebook page and its newest posts; `after` (from data.after) gives the older ones",
      tag: 'Social',
      query: z.object({ after: z.string().max(100).optional() }),
      response: facebookFeedWire,
      statuses: { 400: "An 'after' that is not a cursor of this feed", 404: `The school has no Facebook page: { "Message": "${NO_FACEBOOK_MESSAGE}" }` },
    },
    async ({ request, tenant, query }) => {
      const [page] = await db.select().from(facebookPages).where(eq(facebookPages.tenantId, tenant.id));
      // v2-reference 26: a school without a Facebook setup answers 404 { Message }.
      if (!page) throw featureNotConfigured(NO_FACEBOOK_MESSAGE);
      const cursor = query.after ? readCursor(query.after) : undefined;
      const older: SQL | undefined = cursor
        ? or(lt(facebookPosts.createdAt, cursor.time), and(eq(facebookPosts.createdAt, cursor.time), lt(facebookPosts.id, cursor.id)))
        : undefined;
      const rows = await db
        .select()
        .from(facebookPosts)
        .where(and(eq(facebookPosts.tenantId, tenant.id), older))
        .orderBy(desc(facebookPosts.createdAt), desc(facebookPosts.id))
        .limit(FEED_SIZE + 1);
      const shown = rows.slice(0, FEED_SIZE);
      const origin = originOf(request);
      const absolute = absoluteOn(origin);
      return {
        data: { entries: shown.map((row) => toEntryWire(row, page, absolute)), after: rows.length > FEED_SIZE ? cursorOf(shown[shown.length - 1]!) : '' },
        page: {
          id: page.pageId,
          name: page.name,
          link: page.link,
          website: page.website,
          picture: { data: { url: absolute(page.pictureUrl), ...THUMB, is_silhouette: false } },
          category: page.category,
          username: page.username,
        },
      };
    },
  );
}
