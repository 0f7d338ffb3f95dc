import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { trackingTagsWire, type TrackingTagItemWire, type TrackingTagSectionWire, type TrackingTagWire } from '../../contract/tracking-tags';
import { trackingTags, type StoredTagItem, type StoredTagSection } from '../store/tables/site';
import type { ApiDeps } from './api-deps';
import { apiGet } from './api-route';

type TagRow = typeof trackingTags.$inferSelect;
type Targeting = { pageTemplate?: string; sportName?: string; contentId?: string };

const targetValue = z.string().trim().max(200, 'must be at most 200 characters');

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function renderItem(tagName: 'script' | 'style' | 'noscript', item: StoredTagItem): string {
  const attributes: string[] = [];
  if (item.src) attributes.push(`src="${escapeAttribute(item.src)}"`);
  if (item.type) attributes.push(`type="${escapeAttribute(item.type)}"`);
  if (item.async) attributes.push('async');
  for (const [name, value] of Object.entries(item.attributes)) {
    if (value === false) continue;
    attributes.push(value === true ? name : `${name}="${escapeAttribute(value)}"`);
  }
  return `<${[tagName, ...attributes].join(' ')}>${item.children ?? ''}</${tagName}>`;
}

/** The section as raw HTML (the reference's `tag*Code` strings), in script, style, noscript order. */
function renderSection(section: StoredTagSection | null): string | null {
  if (!section) return null;
  const parts = (['script', 'style', 'noscript'] as const).flatMap((tagName) => (section[tagName] ?? []).map((item) => renderItem(tagName, item)));
  return parts.length > 0 ? parts.join('\n') : null;
}

function sectionWire(section: StoredTagSection | null, row: TagRow): TrackingTagSectionWire | null {
  if (!section) return null;
  const items = (list: StoredTagItem[] | undefined): TrackingTagItemWire[] | undefined =>
    list?.map((item) => ({ ...item, contentId: row.contentId, sportName: row.sportName, pageTemplate: row.pageTemplate }));
  return { script: items(section.script), style: items(section.style), noscript: items(section.noscript) };
}

function toTagWire(row: TagRow): TrackingTagWire {
  return {
    id: row.id,
    name: row.name,
    isDisabled: row.isDisabled,
    blockDfpAds: row.blockDfpAds,
    startDate: row.startDate?.toISOString() ?? null,
    endDate: row.endDate?.toISOString() ?? null,
    tagHeadCode: renderSection(row.head) ?? '',
    tagOpenBodyCode: renderSection(row.openBody),
    tagCloseBodyCode: renderSection(row.closeBody),
    targetingCriteria: { id: row.id, tagId: row.id, pageTemplate: row.pageTemplate, sportName: row.sportName, contentId: row.contentId },
    trackingHeadObject: sectionWire(row.head, row),
    trackingOpenBodyObject: sectionWire(row.openBody, row),
    trackingCloseBodyObject: sectionWire(row.closeBody, row),
    pageTemplate: row.pageTemplate,
    sportName: row.sportName,
    contentId: row.contentId,
  };
}

/** A criterion left empty matches every page; a set one must equal what the page sends (any case). */
function criterionMatches(criterion: string | null, value: string | undefined): boolean {
  if (criterion === null || criterion === '') return true;
  return value !== undefined && criterion.toLowerCase() === value.toLowerCase();
}

/** Whether a tag applies to this page now: enabled, inside its dates, and targeted at the page. */
export function tagApplies(row: Pick<TagRow, 'isDisabled' | 'startDate' | 'endDate' | 'pageTemplate' | 'sportName' | 'contentId'>, page: Targeting, now: number): boolean {
  if (row.isDisabled) return false;
  if (row.startDate && row.startDate.getTime() > now) return false;
  if (row.endDate && row.endDate.getTime() < now) return false;
  return criterionMatches(row.pageTemplate, page.pageTemplate) && criterionMatches(row.sportName, page.sportName) && criterionMatches(row.contentId, page.contentId);
}

/** v2-reference 5 and spec 7: the tags to place on one page. */
export async function registerTrackingTagRoutes(app: FastifyInstance, { db, now }: ApiDeps): Promise<void> {
  apiGet(
    app,
    {
      path: '/TrackingTag/search',
      summary: 'The tracking tags that apply to a page now (enabled, inside their dates, targeted at the page template, sport and content)',
      tag: 'Tracking tags',
      query: z.object({ PageTemplate: targetValue.optional(), SportName: targetValue.optional(), ContentId: targetValue.optional() }),
      response: trackingTagsWire,
      statuses: { 400: 'a query value is longer than 200 characters' },
      cache: 'settings',
    },
    async ({ tenant, query }) => {
      const rows = await db.select().from(trackingTags).where(eq(trackingTags.tenantId, tenant.id)).orderBy(asc(trackingTags.id));
      const page = { pageTemplate: query.PageTemplate, sportName: query.SportName, contentId: query.ContentId };
      return rows.filter((row) => tagApplies(row, page, now())).map(toTagWire);
    },
  );
}
