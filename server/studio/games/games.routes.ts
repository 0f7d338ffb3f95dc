import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { studioGamesQuery, studioGamesWire, type StudioGamesWire } from '../../../contract/studio/games';
import { games, opponents, seasons } from '../../store/tables/schedule';
import type { StudioDeps } from '../studio-deps';
import { studioRoute } from '../studio-route';

// A story's related game is picked from one sport's recent seasons; a few hundred rows at most.
const MAX_GAMES = 300;
const LOCATIONS = { H: 'home', A: 'away', N: 'neutral' } as const;

/** GET /api/studio/games?sportId=: the school's games of a sport, newest first, by date and opponent. */
export function registerGameRoutes(studio: FastifyInstance, deps: StudioDeps): void {
  studioRoute(
    studio,
    { method: 'GET', path: '/games', summary: "A sport's games of the school, newest first (the story editor's related game)", tag: 'Studio stories', query: studioGamesQuery, response: studioGamesWire },
    async ({ tenant, query }): Promise<StudioGamesWire> => {
      const rows = await deps.db
        .select({ id: games.id, date: games.date, eventTitle: games.eventTitle, opponent: opponents.title, indicator: games.locationIndicator, season: seasons.title })
        .from(games)
        .innerJoin(seasons, eq(seasons.id, games.seasonId))
        .leftJoin(opponents, eq(opponents.id, games.opponentId))
        .where(and(eq(games.tenantId, tenant.id), eq(games.sportId, query.sportId)))
        .orderBy(desc(games.date), desc(games.id))
        .limit(MAX_GAMES);
      return {
        items: rows.map((row) => ({
          id: row.id,
          date: row.date.toISOString(),
          opponent: row.eventTitle ?? row.opponent ?? 'TBA',
          location: LOCATIONS[row.indicator as keyof typeof LOCATIONS] ?? 'neutral',
          season: row.season,
        })),
      };
    },
  );
}
