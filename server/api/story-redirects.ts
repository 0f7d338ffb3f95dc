import { and, eq } from 'drizzle-orm';
import type { Db } from '../store/database';
import { cacheControlOf, FRESHNESS } from '../http/cache-policy';
import { stories } from '../store/tables/editorial';
import { storyRedirects } from '../store/tables/studio';
import { storyUrl } from './editorial-format';
import { publishedStories } from './story-wire';

/** Old addresses answer 301 to the story's current one; kept a while by browsers and search engines. */
export const STORY_REDIRECT_CACHE_CONTROL = cacheControlOf(FRESHNESS.redirect);

/**
 * The published story an old file name now points to (its headline changed after publication), or undefined:
 * `{ postDate, filename, url }` of the story as it is now.
 */
export async function storyRedirectOf(db: Db, tenantId: number, filename: string, now: Date): Promise<{ postDate: Date; filename: string; url: string } | undefined> {
  const [row] = await db
    .select({ postDate: stories.postDate, filename: stories.filename })
    .from(storyRedirects)
    .innerJoin(stories, eq(stories.id, storyRedirects.storyId))
    .where(and(eq(storyRedirects.tenantId, tenantId), eq(storyRedirects.filename, filename), publishedStories(tenantId, now)));
  return row ? { ...row, url: storyUrl(row.postDate, row.filename) } : undefined;
}
