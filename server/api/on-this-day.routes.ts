import { and, asc, desc, eq, lt, lte, sql, type SQLWrapper } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { onThisDayWire, type OtdYearWire } from '../../contract/on-this-day';
import { badRequest } from '../http/api-error';
import { intParam } from '../http/query';
import type { Db } from '../store/database';
import { facilities, onThisDay } from '../store/tables/honours';
import { podcastEpisodes, videos } from '../store/tables/honours-media';
import type { ApiDeps } from './api-deps';
import { apiGet } from './api-route';
import { tenantSports, type SportRow } from './honours-support';

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

interface Day {
  month: number;
  day: number;
  /** Content from years before this one is history. */
  year: number;
}

/** v2-reference 1.5: request dates are `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm:ss` (local, no offset). */
const dateParam = z.string().regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?)?$/, 'must be a date as YYYY-MM-DD or YYYY-MM-DDTHH:mm:ss');

function dayOf(query: { date?: string; month?: number; day?: number }, now: number): Day {
  if (query.date !== undefined) {
    const [year, month, day] = query.date.slice(0, 10).split('-').map(Number) as [number, number, number];
    if (month < 1 || month > 12 || day < 1 || day > (month === 2 && !isLeap(year) ? 28 : DAYS_IN_MONTH[month - 1]!)) throw badRequest(`Query parameter 'date' is not a calendar date.`, 'invalid_query');
    return { month, day, year };
  }
  const today = new Date(now);
  if (query.month === undefined && query.day === undefined) return { month: today.getUTCMonth() + 1, day: today.getUTCDate(), year: today.getUTCFullYear() };
  if (query.month === undefined || query.month < 1 || query.month > 12) throw badRequest(`Query parameter 'month' must be 1 to 12 when 'day' is given.`, 'invalid_query');
  if (query.day === undefined || query.day < 1 || query.day > DAYS_IN_MONTH[query.month - 1]!) throw badRequest(`Query parameter 'day' must be a day of month ${query.month}.`, 'invalid_query');
  return { month: query.month, day: query.day, year: today.getUTCFullYear() };
}

/** The same calendar day (UTC) in an earlier year. */
const onDayBefore = (column: SQLWrapper, on: Day) =>
  sql`EXTRACT(MONTH FROM ${column} AT TIME ZONE 'UTC') = ${on.month} AND EXTRACT(DAY FROM ${column} AT TIME ZONE 'UTC') = ${on.day} AND EXTRACT(YEAR FROM ${column} AT TIME ZONE 'UTC') < ${on.year}`;

type GameRow = {
  id: number;
  sport_id: number;
  date: string | Date;
  location_indicator: string | null;
  result_status: string | null;
  team_score: string | null;
  opponent_score: string | null;
  opponent_id: number | null;
  opponent: string | null;
  opponent_logo: string | null;
};

/** Past games on this day from the schedule's tables, when they exist (schedule owns them; honours only reads). */
async function pastGames(db: Db, tenantId: number, on: Day): Promise<GameRow[]> {
  const present = ((await db.execute(sql`SELECT to_regclass('games') IS NOT NULL AS games, to_regclass('opponents') IS NOT NULL AS opponents`)) as unknown as { rows: Array<{ games: boolean; opponents: boolean }> }).rows[0];
  if (!present?.games) return [];
  const opponentTitle = present.opponents ? sql`(SELECT o.title FROM opponents o WHERE o.id = g.opponent_id AND o.tenant_id = g.tenant_id)` : sql`NULL`;
  const opponentLogo = present.opponents ? sql`(SELECT o.logo FROM opponents o WHERE o.id = g.opponent_id AND o.tenant_id = g.tenant_id)` : sql`NULL`;
  const found = await db.execute(sql`
    SELECT g.id, g.sport_id, g.date, g.location_indicator, g.result_status, g.team_score::text AS team_score, g.opponent_score::text AS opponent_score, g.opponent_id, ${opponentTitle} AS opponent, ${opponentLogo} AS opponent_logo
    FROM games g WHERE g.tenant_id = ${tenantId} AND ${onDayBefore(sql`g.date`, on)} ORDER BY g.date, g.id`);
  return (found as unknown as { rows: GameRow[] }).rows;
}

export async function registerOnThisDayRoutes(app: FastifyInstance, { db, now }: ApiDeps): Promise<void> {
  apiGet(
    app,
    {
      path: '/OnThisDay',
      summary: 'What happened on this calendar day in earlier years, grouped by year, newest first (today unless date, or month and day, are given)',
      tag: 'OnThisDay',
      query: z.object({ date: dateParam.optional(), month: intParam.optional(), day: intParam.optional() }),
      response: onThisDayWire,
      statuses: { 400: 'A date that is not a calendar date, or month/day out of range' },
    },
    async ({ tenant, query }) => {
      const on = dayOf(query, now());
      const sportsById = await tenantSports(db, tenant.id);
      const sport = (id: number | null) => {
        const row: SportRow | undefined = id === null ? undefined : sportsById.get(id);
        return row ? { id: row.id, title: row.title, shortName: row.shortName, globalSportNameSlug: row.globalSportNameSlug, slug: row.globalSportNameSlug } : null;
      };
      const years = new Map<number, OtdYearWire>();
      const yearOf = (year: number) => {
        if (!years.has(year)) years.set(year, { year, stories: [], galleries: [], videos: [], games: [], podcasts: [], notes: [] });
        return years.get(year)!;
      };
      const notes = await db.select().from(onThisDay).where(and(eq(onThisDay.tenantId, tenant.id), eq(onThisDay.month, on.month), eq(onThisDay.day, on.day), lt(onThisDay.year, on.year))).orderBy(desc(onThisDay.featured), asc(onThisDay.id));
      for (const note of notes) {
        const date = `${note.year}-${String(note.month).padStart(2, '0')}-${String(note.day).padStart(2, '0')}T00:00:00`;
        yearOf(note.year).notes!.push({ id: note.id, date, sport: sport(note.sportId), type: 'note', featured: note.featured, title: note.title, text: note.text, kind: note.kind });
      }
      for (const video of await db.select().from(videos).where(and(eq(videos.tenantId, tenant.id), onDayBefore(videos.publishedAt, on))).orderBy(asc(videos.publishedAt))) {
        yearOf(video.publishedAt.getUTCFullYear()).videos.push({ id: video.id, date: video.publishedAt.toISOString(), sport: sport(video.sportId), type: 'video', featured: false, title: video.title, file: video.externalId, format: video.source, url: video.videoUrl, image: { url: video.posterUrl, alt: video.title } });
      }
      const episodes = await db.select().from(podcastEpisodes).where(and(eq(podcastEpisodes.tenantId, tenant.id), lte(podcastEpisodes.publishedAt, new Date(now())), onDayBefore(podcastEpisodes.publishedAt, on))).orderBy(asc(podcastEpisodes.publishedAt));
      for (const episode of episodes) {
        yearOf(episode.publishedAt.getUTCFullYear()).podcasts.push({ id: episode.id, date: episode.publishedAt.toISOString(), sport: sport(episode.sportIds[0] ?? null), type: 'podcast', featured: false, title: episode.title, url: `/podcasts/${episode.slug}/${episode.id}` });
      }
      for (const game of await pastGames(db, tenant.id, on)) {
        const date = new Date(game.date);
        yearOf(date.getUTCFullYear()).games.push({
          id: Number(game.id),
          date: date.toISOString(),
          sport: sport(Number(game.sport_id)),
          type: 'game',
          featured: false,
          locationIndicator: game.location_indicator ?? 'H',
          opponent: game.opponent_id === null || game.opponent === null ? null : { id: Number(game.opponent_id), title: game.opponent, image: game.opponent_logo ?? '' },
          result: game.result_status || game.team_score ? { status: game.result_status || null, teamScore: game.team_score || null, opponentScore: game.opponent_score || null } : null,
        });
      }
      // One of the school's facility pictures, changing with the day.
      const pictures = (await db.select({ images: facilities.images }).from(facilities).where(eq(facilities.tenantId, tenant.id)).orderBy(asc(facilities.rank))).flatMap((row) => row.images);
      const randomImage = pictures.length > 0 ? pictures[(on.month * 31 + on.day) % pictures.length]! : null;
      // spec 3: on-this-day groups by year.
      const data = [...years.values()].sort((a, b) => b.year - a.year);
      return { data, randomImage, month: on.month, day: on.day };
    },
  );
}
