import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SEARCH_RESULT_TYPES, searchPageWire, type SearchResultWire } from '../../contract/search';
import { badRequest } from '../http/api-error';
import { readPaging, toPage } from '../http/paging';
import type { Db } from '../store/database';
import type { Tenant } from '../tenants/tenant-directory';
import type { ApiDeps } from './api-deps';
import { apiGet } from './api-route';
import { escapeMarkup, isPlainText, slugify, storyUrl } from './editorial-format';
import { mediaUrlOf } from './story-wire';
import { decodeEntities } from '../../core/honours/html-text';

type ResultType = (typeof SEARCH_RESULT_TYPES)[number];
export const MAX_QUERY_LENGTH = 200;
// ts_headline marks matches with control characters that our text never holds, so the snippet can be split safely.
const START = '\u0002';
const STOP = '\u0003';
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * Hidden content (stories, next season's rosters) is never found.
 * One weighted document per kind of result, each part naming every column (any part may stand alone): the name or headline is weight A, what describes it B,
 * the running text C. Stories use their stored generated `search` column (GIN indexed); the people
 * group's tables are small per school, so their documents are built at query time.
 */
function parts(tenantId: number, now: Date): Record<ResultType, SQL> {
  return {
    story: sql`
      SELECT 'story' AS type, s.id, s.title, coalesce(nullif(s.teaser, ''), s.subheadline) || ' ' || regexp_replace(s.body_html, '<[^>]*>', ' ', 'g') AS body,
        ts_rank(s.search, q.query) AS rank, s.post_date AS date, s.filename AS slug, s.sport_id, s.image_path, s.image_alt_text AS image_alt
      FROM stories s, q WHERE s.tenant_id = ${tenantId} AND NOT s.hidden AND s.post_date <= ${now} AND s.search @@ q.query`,
    player: sql`
      SELECT 'player' AS type, d.id, d.title, d.body, ts_rank(d.doc, q.query) AS rank, NULL::timestamptz AS date, NULL::text AS slug, d.sport_id, d.image_path, d.title AS image_alt
      FROM (
        SELECT DISTINCT ON (rp.player_id) rp.id, rp.sport_id, p.image_path, p.first_name || ' ' || p.last_name AS title,
          concat_ws(' · ', nullif(rp.position_long, ''), rp.academic_year, p.hometown || ', ' || p.home_state, p.high_school, p.previous_school, sp.title) AS body,
          setweight(to_tsvector('english', p.first_name || ' ' || p.last_name), 'A')
            || setweight(to_tsvector('english', concat_ws(' ', rp.position_long, rp.academic_year, p.hometown, p.home_state, p.high_school, p.previous_school, p.major, sp.title)), 'B') AS doc
        FROM roster_players rp
        JOIN players p ON p.id = rp.player_id
        JOIN rosters r ON r.id = rp.roster_id
        JOIN sports sp ON sp.id = rp.sport_id
        WHERE rp.tenant_id = ${tenantId} AND NOT r.hidden
        ORDER BY rp.player_id, r.year DESC, rp.id DESC
      ) d, q WHERE d.doc @@ q.query`,
    coach: sql`
      SELECT 'coach' AS type, d.id, d.title, d.body, ts_rank(d.doc, q.query) AS rank, NULL::timestamptz AS date, NULL::text AS slug, d.sport_id, d.image_path, d.title AS image_alt
      FROM (
        SELECT DISTINCT ON (rc.staff_member_id, rc.sport_id) rc.id, rc.sport_id, sm.image_path, sm.first_name || ' ' || sm.last_name AS title,
          rc.title || ', ' || sp.title || '. ' || sm.bio AS body,
          setweight(to_tsvector('english', sm.first_name || ' ' || sm.last_name), 'A')
            || setweight(to_tsvector('english', rc.title || ' ' || sp.title), 'B')
            || setweight(to_tsvector('english', sm.bio), 'C') AS doc
        FROM roster_coaches rc
        JOIN staff_members sm ON sm.id = rc.staff_member_id
        JOIN rosters r ON r.id = rc.roster_id
        JOIN sports sp ON sp.id = rc.sport_id
        WHERE rc.tenant_id = ${tenantId} AND rc.kind = 'coach' AND sm.is_active AND NOT r.hidden
        ORDER BY rc.staff_member_id, rc.sport_id, r.year DESC, rc.id DESC
      ) d, q WHERE d.doc @@ q.query`,
    staff: sql`
      SELECT 'staff' AS type, d.id, d.title, d.body, ts_rank(d.doc, q.query) AS rank, NULL::timestamptz AS date, NULL::text AS slug, NULL::int AS sport_id, d.image_path, d.title AS image_alt
      FROM (
        SELECT sm.id, sm.image_path, sm.first_name || ' ' || sm.last_name AS title, sm.title || ', ' || dep.title || '. ' || sm.bio AS body,
          setweight(to_tsvector('english', sm.first_name || ' ' || sm.last_name), 'A')
            || setweight(to_tsvector('english', sm.title || ' ' || dep.title), 'B')
            || setweight(to_tsvector('english', sm.bio), 'C') AS doc
        FROM staff_members sm
        JOIN staff_departments dep ON dep.id = sm.department_id
        WHERE sm.tenant_id = ${tenantId} AND sm.is_active
      ) d, q WHERE d.doc @@ q.query`,
  };
}

interface HitRow {
  type: ResultType;
  id: number;
  title: string;
  snippet: string;
  rank: number;
  date: Date | string | null;
  slug: string | null;
  sport_id: number | null;
  sport_title: string | null;
  sport_slug: string | null;
  image_path: string | null;
  image_alt: string | null;
  total: number | string;
}

function resultUrl(row: HitRow, date: Date | null): string {
  const name = slugify(row.title);
  switch (row.type) {
    case 'story':
      return storyUrl(date ?? new Date(0), row.slug ?? '');
    case 'player':
      return `/sports/${row.sport_slug}/roster/${name}/${row.id}`;
    case 'coach':
      return `/sports/${row.sport_slug}/roster/coaches/${name}/${row.id}`;
    case 'staff':
      return `/staff-directory/${name}/${row.id}`;
  }
}

function toResultWire(tenant: Tenant, row: HitRow): SearchResultWire {
  const date = row.date === null ? null : new Date(row.date);
  // The stories' text is their HTML with the tags dropped: its entities (&#39;) are decoded here, so the
  // plain snippet reads as text and the HTML snippet escapes each character once, not '&amp;#39;'.
  const marked = decodeEntities(row.snippet).replace(/\s+/g, ' ').trim();
  const image = row.image_path
    ? { url: mediaUrlOf(tenant, row.image_path), altText: row.image_alt ?? row.title }
    : row.type === 'story'
      ? null
      : { url: tenant.settings.config.defaultPersonImage, altText: row.title };
  return {
    type: row.type,
    id: row.id,
    title: row.title,
    snippet: marked.replaceAll(START, '').replaceAll(STOP, ''),
    snippetHtml: escapeMarkup(marked).replaceAll(START, '<mark>').replaceAll(STOP, '</mark>'),
    url: resultUrl(row, date),
    image,
    date: date ? date.toISOString().slice(0, 19) : null,
    sport: row.sport_id !== null && row.sport_title && row.sport_slug ? { id: row.sport_id, title: row.sport_title, globalSportNameSlug: row.sport_slug } : null,
    rank: Number(row.rank),
  };
}

export async function searchSite(db: Db, tenant: Tenant, text: string, types: readonly ResultType[], now: Date, limit: number, offset: number) {
  const all = parts(tenant.id, now);
  const union = sql.join(
    types.map((type) => sql`(${all[type]})`),
    sql` UNION ALL `,
  );
  const result = await db.execute(sql`
    WITH q AS (SELECT websearch_to_tsquery('english', ${text}) AS query),
    hits AS (${union}),
    page AS (SELECT hits.*, count(*) OVER () AS total FROM hits ORDER BY rank DESC, type, id LIMIT ${limit} OFFSET ${offset})
    SELECT page.type, page.id, page.title, page.rank, page.date, page.slug, page.sport_id, page.image_path, page.image_alt, page.total,
      sp.title AS sport_title, sp.global_sport_name_slug AS sport_slug,
      ts_headline('english', page.body, q.query, ${HEADLINE_OPTIONS}) AS snippet
    FROM page CROSS JOIN q LEFT JOIN sports sp ON sp.id = page.sport_id
    ORDER BY page.rank DESC, page.type, page.id`);
  const rows = (result as unknown as { rows: HitRow[] }).rows;
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && offset > 0) {
    // Past the last page: the window count is not there, so count the hits alone.
    const counted = await db.execute(sql`WITH q AS (SELECT websearch_to_tsquery('english', ${text}) AS query) SELECT count(*) AS n FROM (${union}) hits`);
    total = Number((counted as unknown as { rows: Array<{ n: number | string }> }).rows[0]?.n ?? 0);
  }
  return { items: rows.map((row) => toResultWire(tenant, row)), total };
}

export async function registerSearchRoutes(app: FastifyInstance, { db, now }: ApiDeps): Promise<void> {
  apiGet(
    app,
    {
      path: '/Search',
      summary: 'Full-text search of stories, players, coaches and staff, best match first (v2 paging); q uses web search syntax ("phrase", -word, or)',
      tag: 'Search',
      query: z.object({
        q: z.string().max(MAX_QUERY_LENGTH, `must be at most ${MAX_QUERY_LENGTH} characters`).refine(isPlainText, 'must not hold control characters').optional(),
        type: z.enum(SEARCH_RESULT_TYPES).optional(),
      }),
      response: searchPageWire,
      statuses: { 400: 'Blank q, or a bad type or paging value' },
    },
    async ({ request, tenant, query }) => {
      const paging = readPaging(request.query);
      // v2-reference 25: the suite calls /Search with no query string and expects a 200, so no q is an empty page.
      if (query.q === undefined) return toPage([], 0, paging);
      const text = query.q.trim();
      if (text === '') throw badRequest("Query parameter 'q' must not be blank.", 'invalid_query');
      const { items, total } = await searchSite(db, tenant, text, query.type ? [query.type] : SEARCH_RESULT_TYPES, new Date(now()), paging.pageSize, paging.offset);
      return toPage(items, total, paging);
    },
  );
}
