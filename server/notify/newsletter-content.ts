import { eq, inArray } from 'drizzle-orm';
import { absolute, storyUrl } from '../api/editorial-format';
import { mediaUrlOf, publishedStories } from '../api/story-wire';
import type { Db } from '../store/database';
import { stories } from '../store/tables/editorial';
import { sports } from '../store/tables/foundation';
import type { Tenant } from '../tenants/tenant-directory';
import type { NewsletterStory, RenderedMail, SchoolBrand } from './mail/mail-content';
import { renderNewsletterMail } from './mail/render-mail';

export interface NewsletterDraft {
  subject: string;
  introHtml: string;
  storyIds: number[];
}

/** A story a newsletter can show: published on the school's site now. */
export interface NewsletterStoryRow {
  id: number;
  title: string;
  teaser: string;
  postDate: Date;
  filename: string;
  imagePath: string | null;
  imageAltText: string | null;
  sportTitle: string | null;
}

/**
 * The school's stories among `storyIds` that the public can read at `at` (not hidden, not scheduled for later:
 * the public site's own rule), in the order of `storyIds`; a story deleted or taken down since is left out.
 */
export async function publishedNewsletterStories(db: Db, tenantId: number, storyIds: readonly number[], at: Date): Promise<NewsletterStoryRow[]> {
  if (storyIds.length === 0) return [];
  const rows = await db
    .select({
      id: stories.id,
      title: stories.title,
      teaser: stories.teaser,
      postDate: stories.postDate,
      filename: stories.filename,
      imagePath: stories.imagePath,
      imageAltText: stories.imageAltText,
      sportTitle: sports.title,
    })
    .from(stories)
    .leftJoin(sports, eq(sports.id, stories.sportId))
    .where(publishedStories(tenantId, at, inArray(stories.id, [...storyIds])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return storyIds.flatMap((id) => byId.get(id) ?? []);
}

/** 'December 5, 2026' on the school's wall clock (a story posted late in the evening is that evening's news). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateTextOf(date: Date, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) dateFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { timeZone, month: 'long', day: 'numeric', year: 'numeric' })));
  return format.format(date);
}

function toNewsletterStory(tenant: Tenant, brand: SchoolBrand, row: NewsletterStoryRow): NewsletterStory {
  return {
    title: row.title,
    teaser: row.teaser,
    // Mail is read away from the site: every link and image is absolute on the school's own host.
    url: absolute(brand.siteUrl, storyUrl(row.postDate, row.filename)),
    imageUrl: row.imagePath ? absolute(brand.siteUrl, mediaUrlOf(tenant, row.imagePath)) : null,
    imageAlt: row.imageAltText ?? '',
    sportTitle: row.sportTitle,
    dateText: dateTextOf(row.postDate, tenant.timeZone),
  };
}

/**
 * Issue 46: the newsletter as it will arrive (one render per send; the recipient's unsubscribe link goes in
 * afterwards). `at` is the server's clock (server/clock.ts), which decides what is published: pass it.
 */
export async function renderNewsletter(db: Db, tenant: Tenant, brand: SchoolBrand, draft: NewsletterDraft, at: Date = new Date()): Promise<RenderedMail> {
  const rows = await publishedNewsletterStories(db, tenant.id, draft.storyIds, at);
  return renderNewsletterMail({ brand, subject: draft.subject, introHtml: draft.introHtml, stories: rows.map((row) => toNewsletterStory(tenant, brand, row)) });
}
