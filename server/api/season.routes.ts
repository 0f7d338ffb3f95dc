import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { scheduleRecordWire } from '../../contract/schedule';
import { relatedSeasonsWire, seasonStandingsPageWire, seasonWire, type SeasonWire } from '../../contract/seasons';
import { badRequest, notFound } from '../http/api-error';
import { readPaging, toPage } from '../http/paging';
import { intParam } from '../http/query';
import { findSeason, findSport, requireSport, seasonsOfSport, type SeasonRow } from '../schedule/game-query';
import { listGames } from '../schedule/game-list';
import type { GameView } from '../schedule/game-view';
import { toRecordWire } from '../schedule/record-wire';
import type { ApiDeps } from './api-deps';
import { apiGet, intSegment, NO_CONTENT } from './api-route';

const TAG = 'Seasons';

export function toSeasonWire(season: SeasonRow): SeasonWire {
  return { id: season.id, title: season.title, shortName: null, startDate: season.startDate.toISOString(), created: season.createdAt.toISOString() };
}


/** Games of a sport grouped by season id, oldest first within each season. */
async function gamesBySeason(deps: ApiDeps, tenantId: number, sportId: number): Promise<Map<number, GameView[]>> {
  const bySeason = new Map<number, GameView[]>();
  for (const view of await listGames(deps, tenantId, { sportId })) {
    const list = bySeason.get(view.record.season.id) ?? [];
    list.push(view);
    bySeason.set(view.record.season.id, list);
  }
  return bySeason;
}

export async function registerSeasonRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  const sportQuery = z.object({ sportId: intParam });

  apiGet(
    app,
    { path: '/Season', summary: "A sport's season (the current one, else the latest)", tag: TAG, query: sportQuery, response: seasonWire, statuses: { 204: 'The sport has no seasons', 404: 'No such sport at this school' } },
    async ({ tenant, query }) => {
      await requireSport(deps.db, tenant.id, query.sportId);
      const seasons = await seasonsOfSport(deps.db, tenant.id, query.sportId);
      const season = seasons.find((s) => s.isCurrent) ?? seasons[0];
      return season ? toSeasonWire(season) : NO_CONTENT;
    },
  );

  apiGet(
    app,
    { path: '/Season/current', summary: "A sport's current season", tag: TAG, query: sportQuery, response: seasonWire, statuses: { 204: 'The sport has no current season', 404: 'No such sport at this school' } },
    async ({ tenant, query }) => {
      await requireSport(deps.db, tenant.id, query.sportId);
      const season = (await seasonsOfSport(deps.db, tenant.id, query.sportId)).find((s) => s.isCurrent);
      return season ? toSeasonWire(season) : NO_CONTENT;
    },
  );

  apiGet(
    app,
    {
      path: '/Season/standings',
      summary: "The school's record in each season of a sport (sportId), or in one season (seasonId), newest first",
      tag: TAG,
      query: z.object({ sportId: intParam.optional(), seasonId: intParam.optional() }),
      response: seasonStandingsPageWire,
    },
    async ({ tenant, query, request }) => {
      if (query.sportId === undefined && query.seasonId === undefined) throw badRequest("Query parameter 'sportId' or 'seasonId' is required.", 'invalid_query');
      const paging = readPaging(request.query);
      const season = query.seasonId !== undefined ? await findSeason(deps.db, tenant.id, query.seasonId) : undefined;
      const sportId = query.sportId ?? season?.sportId;
      const sport = sportId !== undefined ? await findSport(deps.db, tenant.id, sportId) : undefined;
      if (!sport || (query.seasonId !== undefined && season?.sportId !== sport.id)) return toPage([], 0, paging);
      const seasons = season ? [season] : await seasonsOfSport(deps.db, tenant.id, sport.id);
      const games = await gamesBySeason(deps, tenant.id, sport.id);
      const records = seasons.map((s) => toRecordWire(s, sport, games.get(s.id) ?? []));
      return toPage(records.slice(paging.offset, paging.offset + paging.pageSize), records.length, paging);
    },
  );

  apiGet(
    app,
    { path: `/Season/${intSegment('id')}/record`, summary: "A season's records (the path id is a season id)", tag: TAG, response: scheduleRecordWire, statuses: { 404: 'No such season at this school' } },
    async ({ tenant, params }) => {
      const season = await findSeason(deps.db, tenant.id, Number(params.id));
      const sport = season ? await findSport(deps.db, tenant.id, season.sportId) : undefined;
      if (!season || !sport) throw notFound(`No season with id ${params.id}.`);
      return toRecordWire(season, sport, await listGames(deps, tenant.id, { seasonId: season.id }));
    },
  );

  apiGet(
    app,
    { path: `/Season/${intSegment('id')}/related`, summary: "A sport's seasons, newest first (the path id is a sport id)", tag: TAG, response: relatedSeasonsWire, statuses: { 404: 'No such sport at this school' } },
    async ({ tenant, params }) => {
      const sport = await requireSport(deps.db, tenant.id, Number(params.id));
      const seasons = await seasonsOfSport(deps.db, tenant.id, sport.id);
      return seasons.map((season) => ({ seasonTitle: season.title, scheduleId: season.id, isCurrent: season.isCurrent, globalSportNameSlug: sport.globalSportNameSlug }));
    },
  );
}
