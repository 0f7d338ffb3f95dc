import { and, eq, inArray } from 'drizzle-orm';
import { NEWSLETTER_STORIES_MESSAGE, type newsletterBody } from '../../../contract/studio/newsletters';
import type { z } from 'zod';
import { htmlToText } from '../../api/editorial-format';
import { sanitizeContentHtml } from '../../http/content-html';
import { publishedNewsletterStories } from '../../notify/newsletter-content';
import type { Db } from '../../store/database';
import { sports } from '../../store/tables/foundation';
import { invalidInput } from '../studio-route';

export type NewsletterInput = z.output<typeof newsletterBody>;

/** The columns a newsletter's input sets. */
export interface NewsletterValues {
  subject: string;
  introHtml: string;
  storyIds: number[];
  sportIds: number[];
}

export const STORY_NOT_PUBLISHED_MESSAGE = 'Pick stories that are published on the site.';
export const SPORT_UNKNOWN_MESSAGE = 'Choose sports from the list.';

/** DESIGN 8: the introduction sanitised with the site's rich-text allow-list on write; typed text becomes a paragraph. */
function introHtmlOf(intro: string): string {
  const trimmed = intro.trim();
  if (trimmed === '') return '';
  if (!trimmed.includes('<')) return `<p>${trimmed.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`;
  return sanitizeContentHtml(trimmed);
}

/** True when the (sanitised) introduction says something a reader sees. */
export function hasIntro(introHtml: string): boolean {
  return htmlToText(introHtml) !== '' || /<img\b/i.test(introHtml);
}

const unique = (ids: number[]) => [...new Set(ids)];
/** Ids are int4 in the store: a larger number names nothing (and must not reach a query as a 500). */
const INT4_MAX = 2_147_483_647;
const storable = (ids: number[]) => ids.every((id) => id <= INT4_MAX);

/**
 * The body validated against the school's data: every story one of its published stories (at `at`, the
 * server's clock), every sport one of its sports, and something to read once the introduction is sanitised.
 * 400 `invalid_input` with a message per field otherwise.
 */
export async function prepareNewsletter(db: Db, tenantId: number, input: NewsletterInput, at: Date): Promise<NewsletterValues> {
  const storyIds = unique(input.storyIds);
  const sportIds = unique(input.sportIds).sort((a, b) => a - b);
  const introHtml = introHtmlOf(input.introHtml);
  const fields: Record<string, string> = {};
  const published = storable(storyIds) ? await publishedNewsletterStories(db, tenantId, storyIds, at) : [];
  if (published.length !== storyIds.length) fields.storyIds = STORY_NOT_PUBLISHED_MESSAGE;
  else if (storyIds.length === 0 && !hasIntro(introHtml)) fields.storyIds = NEWSLETTER_STORIES_MESSAGE;
  if (!storable(sportIds)) fields.sportIds = SPORT_UNKNOWN_MESSAGE;
  else if (sportIds.length > 0) {
    const known = await db.select({ id: sports.id }).from(sports).where(and(eq(sports.tenantId, tenantId), inArray(sports.id, sportIds)));
    if (known.length !== sportIds.length) fields.sportIds = SPORT_UNKNOWN_MESSAGE;
  }
  if (Object.keys(fields).length > 0) throw invalidInput(fields);
  return { subject: input.subject, introHtml, storyIds, sportIds };
}

/** At the send: is there still something to read (its stories may have been taken down since it was composed)? */
export async function hasContentToSend(db: Db, tenantId: number, values: Pick<NewsletterValues, 'introHtml' | 'storyIds'>, at: Date): Promise<boolean> {
  if (hasIntro(values.introHtml)) return true;
  return (await publishedNewsletterStories(db, tenantId, values.storyIds, at)).length > 0;
}
