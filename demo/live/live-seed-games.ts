import { and, eq, sql } from 'drizzle-orm';
import { GameState } from '../../core/games/game-state';
import type { LiveGame } from '../../core/live/live-game';
import { liveGameRowChanges } from '../../server/live/live-game-row';
import { simSetupFor } from '../live-simulation/sim-setup';
import { canSimulate, createSimulation } from '../live-simulation/simulator';
import type { GameSimulation, SimPlayer } from '../live-simulation/sim-types';
import type { Db } from '../../server/store/database';
import { sports } from '../../server/store/tables/foundation';
import { liveGameDocuments } from '../../server/store/tables/live';
import { games, opponents } from '../../server/store/tables/schedule';
import type { SeedContext } from '../seed-context';

const MINUTE = 60;

/** The current roster of a sport, as the simulator's players (PersonId = the rosterPlayerId, for links). */
export async function schoolRoster(db: Db, tenantId: number, sportId: number): Promise<SimPlayer[]> {
  const result = await db.execute(sql`
    SELECT rp.id AS id, p.first_name AS first, p.last_name AS last, rp.jersey AS jersey, rp.position AS position
    FROM roster_players rp JOIN players p ON p.id = rp.player_id
    WHERE rp.tenant_id = ${tenantId} AND rp.roster_id = (SELECT roster_id FROM sports WHERE id = ${sportId} AND tenant_id = ${tenantId})
    ORDER BY rp.id`);
  const rows = (result as unknown as { rows: Array<{ id: number; first: string; last: string; jersey: string | null; position: string | null }> }).rows;
  return rows.map((row) => ({ personId: String(row.id), firstName: row.first, lastName: row.last, jersey: row.jersey ?? '', position: row.position ?? '' }));
}

/** Plays a game from its start for about `minutes` of game-day time; a game that would be over by then is played for less. */
function playUntil(simulate: () => GameSimulation, minutes: number): LiveGame {
  for (let target = minutes; ; target = Math.floor(target / 2)) {
    const simulation = simulate();
    let elapsed = 0;
    while (elapsed < target * MINUTE && !simulation.isComplete) elapsed += simulation.step()?.elapsedSeconds ?? 0;
    if (!simulation.isComplete || target === 0) return simulation.document();
  }
}

/** The games the schedule seeded as under way today get the live document a stat crew would have sent so far. */
export async function seedLiveGames(context: SeedContext): Promise<number> {
  const { db, tenantId, school, random } = context;
  const rows = await db
    .select({ game: games, sport: sports, opponent: opponents })
    .from(games)
    .innerJoin(sports, eq(sports.id, games.sportId))
    .leftJoin(opponents, eq(opponents.id, games.opponentId))
    .where(and(eq(games.tenantId, tenantId), eq(games.gameState, GameState.Live)));
  let seeded = 0;
  for (const { game, sport, opponent } of rows) {
    if (!canSimulate(sport.shortName)) continue;
    const roster = await schoolRoster(db, tenantId, sport.id);
    const simulate = () =>
      createSimulation(
        simSetupFor({
        sportCode: sport.shortName,
        women: sport.gender === 'F',
          school: { name: school.shortName, color: school.colors.primary, textColor: school.colors.primaryText, logo: context.mediaUrl('logo.svg'), abbreviation: school.initials, roster },
          opponent: { name: opponent?.shortTitle ?? game.eventTitle ?? 'Opponent', color: opponent?.primaryColor ?? null, logo: opponent?.logo ?? null },
          locationIndicator: game.locationIndicator,
          start: game.date,
          startTime: game.time,
          location: game.location,
          seed: game.id * 7919,
        }),
      );
    const document = playUntil(simulate, 35 + Math.floor(random() * 30));
    const updatedAt = new Date(game.date.getTime() + 45 * MINUTE * 1000);
    // Version 1 with no stored event: a fan joins with the full state, and resumes only from later events.
    await db.insert(liveGameDocuments).values({ gameId: game.id, tenantId, version: 1, document, updatedAt });
    const changes = liveGameRowChanges(document, game.locationIndicator);
    if (Object.keys(changes).length > 0) await db.update(games).set(changes).where(eq(games.id, game.id));
    seeded += 1;
  }
  return seeded;
}
