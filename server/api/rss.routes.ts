import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rssFeedsWire, type RssFeedWire } from '../../contract/rss';
import { notFound } from '../http/api-error';
import { sanitizeContentHtml } from '../http/content-html';
import { intParam } from '../http/query';
import type { Db } from '../store/database';
import { stories, storyWriters } from '../store/tables/editorial';
import { sports } from '../store/tables/foundation';
import type { Tenant } from '../tenants/tenant-directory';
import type { ApiDeps } from './api-deps';
import { apiGet } from './api-route';
import { absolute, escapeMarkup, requestOrigin, storyUrl } from './editorial-format';
import { publishedStories, storyColumns } from './story-wire';

const TAG = 'Rss';
/** The feed's address in the API (the API is mounted at /api/v2: server/app.ts); it needs the `tenant` header. */
export const API_FEED_PATH = '/api/v2/Rss/xml';
/** The feed's public address, which names its school by the host (server/web/public-feeds.routes.ts): what feed readers follow. */
export const PUBLIC_FEED_PATH = '/rss.xml';
/** How many stories a feed carries. */
export const FEED_SIZE = 25;

// XML 1.0 forbids most control characters even when escaped.
function isXmlChar(char: string): boolean {
  const code = char.charCodeAt(0);
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);
}
const xml = (text: string) => escapeMarkup([...text].filter(isXmlChar).join(''));

export interface FeedOptions {
  tenant: Tenant;
  origin: string;
  now: Date;
  /** A sport's feed; undefined for all stories. */
  sport?: { id: number; title: string; slug: string };
  selfUrl: string;
}

/** The RSS 2.0 document of a school's (or one sport's) latest published stories. */
export async function storiesFeedXml(db: Db, options: FeedOptions): Promise<string> {
  const { tenant, origin, sport } = options;
  const rows = await db
    .select({ story: storyColumns, sportTitle: sports.title, writer: storyWriters.name })
    .from(stories)
    .leftJoin(sports, eq(sports.id, stories.sportId))
    .leftJoin(storyWriters, eq(storyWriters.id, stories.writerId))
    .where(publishedStories(tenant.id, options.now, sport ? eq(stories.sportId, sport.id) : undefined))
    .orderBy(desc(stories.postDate), desc(stories.id))
    .limit(FEED_SIZE);
  const siteName = tenant.settings.siteName;
  const title = sport ? `${siteName}: ${sport.title}` : siteName;
  const home = absolute(origin, sport ? `/sports/${sport.slug}` : '/');
  const items = rows.map(({ story, sportTitle, writer }) => {
    const link = absolute(origin, storyUrl(story.postDate, story.filename));
    return [
      '<item>',
      `<title>${xml(story.title)}</title>`,
      `<link>${xml(link)}</link>`,
      `<guid isPermaLink="true">${xml(link)}</guid>`,
      `<description>${xml(story.teaser)}</description>`,
      `<content:encoded>${xml(sanitizeContentHtml(story.bodyHtml))}</content:encoded>`,
      `<pubDate>${story.postDate.toUTCString()}</pubDate>`,
      sportTitle ? `<category>${xml(sportTitle)}</category>` : '',
      writer ? `<dc:creator>${xml(writer)}</dc:creator>` : '',
      '</item>',
    ].join('');
  });
  const built = rows[0]?.story.postDate ?? options.now;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${xml(title)}</title>`,
    `<link>${xml(home)}</link>`,
    `<description>${xml(`The latest ${sport ? sport.title : ''} news from ${tenant.settings.schoolName} athletics.`.replace('  ', ' '))}</description>`,
    '<language>en-us</language>',
    `<lastBuildDate>${built.toUTCString()}</lastBuildDate>`,
    `<atom:link href="${xml(options.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The sport of a feed: undefined for sport id 0 or none (all stories); null when the school has no such sport. */
export async function feedSport(db: Db, tenantId: number, sportId: number | undefined): Promise<FeedOptions['sport'] | null | undefined> {
  if (sportId === undefined || sportId === 0) return undefined;
  const [row] = await db.select().from(sports).where(and(eq(sports.tenantId, tenantId), eq(sports.id, sportId)));
  return row ? { id: row.id, title: row.title, slug: row.globalSportNameSlug } : null;
}

export async function registerRssRoutes(app: FastifyInstance, { db, now }: ApiDeps): Promise<void> {
  apiGet(
    app,
    { path: '/Rss', summary: "The RSS feeds: all stories (sportId 0), then one per sport; each url is the public feed on the school's own host (/rss.xml)", tag: TAG, response: rssFeedsWire },
    async ({ tenant }) => {
      const rows = await db.select().from(sports).where(eq(sports.tenantId, tenant.id)).orderBy(asc(sports.appPriority), asc(sports.id));
      // A feed reader cannot send the `tenant` header, so the feeds listed are the public, host-named ones.
      const feed = (sportId: number, sportTitle: string, sportShortName: string, sportRank: number): RssFeedWire => {
        const url = sportId === 0 ? PUBLIC_FEED_PATH : `${PUBLIC_FEED_PATH}?sportId=${sportId}`;
        return { rssUrl: url, rssFolowUrl: url, sportId, sportTitle, sportShortName, sportRank };
      };
      return [feed(0, 'All Sports', 'all', 0), ...rows.map((row, index) => feed(row.id, row.title, row.shortName, index + 1))];
    },
  );

  apiGet(
    app,
    {
      path: '/Rss/xml',
      summary: "RSS 2.0 feed (application/rss+xml) of the latest stories, all or one sport's",
      tag: TAG,
      query: z.object({ sportId: intParam.optional() }),
      response: z.string(),
      statuses: { 404: 'Unknown sport' },
    },
    async ({ request, reply, tenant, query }) => {
      const sport = await feedSport(db, tenant.id, query.sportId);
      if (sport === null) throw notFound(`No sport with id ${query.sportId}.`);
      const origin = requestOrigin(request);
      const selfUrl = absolute(origin, sport ? `${API_FEED_PATH}?sportId=${sport.id}` : API_FEED_PATH);
      const body = await storiesFeedXml(db, { tenant, origin, now: new Date(now()), sport, selfUrl });
      reply.type('application/rss+xml; charset=utf-8');
      return body;
    },
  );
}
