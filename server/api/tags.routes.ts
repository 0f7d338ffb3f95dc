import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { filterOptionsWire } from '../../contract/press-clips';
import { taggedContentPageWire, tagsWire, type TaggedContentWire } from '../../contract/tags';
import { readPaging, toPage } from '../http/paging';
import { intParam } from '../http/query';
import { stories, storyTags, tags } from '../store/tables/editorial';
import { sports } from '../store/tables/foundation';
import type { ApiDeps } from './api-deps';
import { apiGet } from './api-route';
import { absolute, longDate, requestOrigin, storyUrl, wireDateTime } from './editorial-format';
import { mediaUrlOf, publishedStories, storiesPage, tagsOfStories } from './story-wire';

const TAG = 'Tags';

/**
 * Issue 47: a tag is public once a published, visible story carries it, not before. A tag only a draft, a story
 * scheduled for later, an unpublished or a hidden story carries can be news (a recruit, a coaching search).
 */
export async function registerTagRoutes(app: FastifyInstance, { db, now }: ApiDeps): Promise<void> {
  const carriedByPublishedStories = (tenantId: number) =>
    db
      .select({ tagId: storyTags.tagId, n: count().as('n') })
      .from(storyTags)
      .innerJoin(stories, eq(stories.id, storyTags.storyId))
      .where(publishedStories(tenantId, new Date(now())))
      .groupBy(storyTags.tagId)
      .as('published');

  apiGet(app, { path: '/Tags', summary: "The school's tags that published stories carry, with how many carry each", tag: TAG, response: tagsWire }, async ({ tenant }) => {
    const published = carriedByPublishedStories(tenant.id);
    const rows = await db
      .select({ tag: tags, n: published.n })
      .from(tags)
      .innerJoin(published, eq(published.tagId, tags.id))
      .where(eq(tags.tenantId, tenant.id))
      .orderBy(asc(tags.name));
    return rows.map(({ tag, n }) => ({ count: Number(n), id: tag.id, name: tag.name, slug: tag.slug, active: tag.active, description: tag.description }));
  });

  apiGet(app, { path: '/Tags/filters', summary: 'Active tags that published stories carry, as filter options (value is the tag id, statTitle the slug)', tag: TAG, response: filterOptionsWire }, async ({ tenant }) => {
    const published = carriedByPublishedStories(tenant.id);
    const rows = await db
      .select({ tag: tags })
      .from(tags)
      .innerJoin(published, eq(published.tagId, tags.id))
      .where(and(eq(tags.tenantId, tenant.id), eq(tags.active, true)))
      .orderBy(asc(tags.name));
    return rows.map(({ tag }) => ({ value: tag.id, name: tag.name, statTitle: tag.slug }));
  });

  apiGet(
    app,
    {
      path: '/Tags/content',
      summary: 'Published stories with a tag (any active tag without slug), newest first (v2 paging); optionally of one sport (sportId, or sport = its slug)',
      tag: TAG,
      query: z.object({
        // v2-reference 23: the platform treats slug as optional.
        slug: z.string().regex(/^[a-z0-9-]{1,100}$/i, 'must be a tag slug').optional(),
        sportId: intParam.optional(),
        sport: z.string().regex(/^[a-z0-9-]{1,100}$/i, 'must be a sport slug').optional(),
      }),
      response: taggedContentPageWire,
    },
    async ({ request, tenant, query }) => {
      const paging = readPaging(request.query);
      const [tag] = query.slug === undefined ? [undefined] : await db.select().from(tags).where(and(eq(tags.tenantId, tenant.id), eq(tags.slug, query.slug.toLowerCase()), eq(tags.active, true)));
      if (query.slug !== undefined && !tag) return toPage([], 0, paging);
      const taggedWith = tag ? eq(storyTags.tagId, tag.id) : inArray(storyTags.tagId, db.select({ id: tags.id }).from(tags).where(and(eq(tags.tenantId, tenant.id), eq(tags.active, true))));
      const conditions: SQL[] = [inArray(stories.id, db.select({ id: storyTags.storyId }).from(storyTags).where(taggedWith))];
      if (query.sportId !== undefined) conditions.push(eq(stories.sportId, query.sportId));
      if (query.sport !== undefined) {
        conditions.push(inArray(stories.sportId, db.select({ id: sports.id }).from(sports).where(and(eq(sports.tenantId, tenant.id), eq(sports.globalSportNameSlug, query.sport.toLowerCase())))));
      }
      const where = publishedStories(tenant.id, new Date(now()), ...conditions);
      const { rows, total } = await storiesPage(db, where, paging);
      const tagsById = await tagsOfStories(db, tenant.id, rows.map((row) => row.story.id));
      const origin = requestOrigin(request);
      const items = rows.map(({ story, sportTitle }): TaggedContentWire => {
        // Without a slug, an item is listed under its first tag.
        const first = tagsById.get(story.id)?.[0];
        const itemTag = tag ?? { id: first?.tagId ?? 0, name: first?.tagName ?? '', description: first?.tagDescription ?? null };
        const imageUrl = story.imagePath ? mediaUrlOf(tenant, story.imagePath) : tenant.settings.config.logo;
        return {
          check: false,
          createdDateString: longDate(story.createdAt),
          postDateString: longDate(story.postDate),
          tags: (tagsById.get(story.id) ?? []).map(({ tagId, tagName, tagSlug }) => ({ tagId, tagName, tagSlug })),
          image: { url: imageUrl, absoluteUrl: absolute(origin, imageUrl), altText: story.imageAltText, title: story.title, creditName: story.imageCredit },
          url: storyUrl(story.postDate, story.filename),
          tagId: itemTag.id,
          tagName: itemTag.name,
          tagDescription: itemTag.description ?? '',
          id: story.id,
          section: 'stories',
          title: story.title,
          sports: sportTitle ?? '',
          hidden: false,
          fileName: story.filename,
          createdDate: wireDateTime(story.createdAt),
          postDate: wireDateTime(story.postDate),
        };
      });
      return toPage(items, total, paging);
    },
  );
}
