import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { playerCareerWire, statsBioWire } from '../../contract/stats';
import { badRequest, notFound } from '../http/api-error';
import { intParam } from '../http/query';
import { playerGames, sportSeasons } from '../stats/box-score-store';
import { toCareerWire, toStatsBioWire } from '../stats/player-stats-wire';
import { findRosterEntry, rosterEntriesOf } from '../stats/roster-lookup';
import { isSportWord, noStatsProvider, schoolSports, sportByWord } from '../stats/stats-sports';
import type { ApiDeps } from './api-deps';
import { apiGet } from './api-route';

const TAG = 'Stats';

export async function registerPlayerStatsRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  apiGet(
    app,
    {
      path: '/Stats/bio',
      summary: "A roster player's stats of one season: game by game, season totals and season highs",
      tag: TAG,
      query: z.object({
        rosterPlayerId: intParam,
        sport: z.string().refine(isSportWord, "must be a sport slug such as 'baseball' or 'mens-basketball'"),
        year: z.string().regex(/^\d{4}$/, 'must be a season year (YYYY)').transform(Number),
      }),
      response: statsBioWire,
      statuses: { 400: 'A parameter is missing or not valid', 404: "The school's sport keeps no stats ({ Message }), or no such roster player in it" },
    },
    async ({ tenant, query }) => {
      const sport = sportByWord(await schoolSports(deps.db, tenant.id), query.sport);
      if (!sport?.family) throw noStatsProvider(query.sport);
      const entry = await findRosterEntry(deps.db, tenant.id, query.rosterPlayerId);
      if (!entry || entry.sportId !== sport.id) throw notFound(`No ${sport.title} roster player with id ${query.rosterPlayerId}.`);
      const season = (await sportSeasons(deps.db, tenant.id, sport.id)).find((item) => item.year === query.year);
      const games = season ? (await playerGames(deps.db, tenant.id, sport.id, entry.playerId)).filter((game) => game.box.season.id === season.id) : [];
      return toStatsBioWire(sport.family, games);
    },
  );

  apiGet(
    app,
    {
      path: '/Stats/:sportSlug/player/career',
      summary: "A player's career stats in a sport, one entry per season year (by rosterPlayerId or playerId)",
      tag: TAG,
      query: z.object({ rosterPlayerId: intParam.optional(), playerId: intParam.optional() }),
      response: playerCareerWire,
      statuses: { 400: 'Neither rosterPlayerId nor playerId, or one that is not an integer', 404: 'The school has no stats for this sport, or no such player in it' },
    },
    async ({ tenant, query, params }) => {
      if (query.rosterPlayerId === undefined && query.playerId === undefined) throw badRequest("Query parameter 'rosterPlayerId' or 'playerId' is required.", 'invalid_query');
      const slug = params.sportSlug ?? '';
      const sport = sportByWord(await schoolSports(deps.db, tenant.id), slug);
      if (!sport?.family) throw notFound(`No stats for sport '${slug}'.`);
      let playerId = query.playerId;
      if (query.rosterPlayerId !== undefined) {
        const entry = await findRosterEntry(deps.db, tenant.id, query.rosterPlayerId);
        if (!entry || entry.sportId !== sport.id) throw notFound(`No ${sport.title} roster player with id ${query.rosterPlayerId}.`);
        playerId = entry.playerId;
      }
      const entries = await rosterEntriesOf(deps.db, tenant.id, sport.id, playerId!);
      if (entries.length === 0) throw notFound(`No ${sport.title} player with id ${playerId}.`);
      return toCareerWire(sport.family, entries, await playerGames(deps.db, tenant.id, sport.id, playerId!));
    },
  );
}
