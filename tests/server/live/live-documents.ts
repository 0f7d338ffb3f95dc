import { sql } from 'drizzle-orm';
import type { LiveGame } from '../../../core/live/live-game';
import { simSetupFor } from '../../../demo/live-simulation/sim-setup';
import { createSimulation } from '../../../demo/live-simulation/simulator';
import type { Db } from '../../../server/store/database';

/** A small document as a stat crew sends it (PascalCase; some numbers as strings, as real feeds do). */
export function crewDocument(overrides: { home?: number; visiting?: number; period?: number; clock?: number; started?: boolean; complete?: boolean; plays?: number } = {}) {
  const plays = Array.from({ length: overrides.plays ?? 0 }, (_, index) => ({
    Id: String(index + 1),
    Type: 'GOOD',
    Team: index % 2 === 0 ? 'HomeTeam' : 'VisitingTeam',
    Narrative: `GOOD! JUMPER by PLAYER,${index}`,
    Period: '1',
    ClockSeconds: 1200 - index * 10,
    Player: { Team: 'HomeTeam', FirstName: 'Jordan', LastName: 'Cole', UniformNumber: 23, PersonId: '17' },
    InvolvedPlayers: [],
    Score: { HomeTeam: index, VisitingTeam: 0 },
  }));
  return {
    Game: {
      Type: 'BasketballGame',
      HasStarted: overrides.started ?? true,
      IsComplete: overrides.complete ?? false,
      GlobalSportShortname: 'mbball',
      Period: String(overrides.period ?? 1),
      ClockSeconds: overrides.clock ?? 1200,
      PeriodsRegulation: 2,
      Rules: { PeriodMinutes: 20, PeriodName: 'Half', OTMinutes: 5, ShowExtraPeriodAsOT: true, ClockDirection: 'Down' },
      HomeTeam: { Id: 1, Name: 'Ridgemont State', Score: String(overrides.home ?? 0), PeriodScores: [overrides.home ?? 0] },
      VisitingTeam: { Id: '2', Name: 'Lakeview Tech', Score: overrides.visiting ?? 0, PeriodScores: [String(overrides.visiting ?? 0)] },
      LastPlays: plays.slice(-3),
    },
    Plays: plays,
  };
}

/** The documents a simulated game sends, one per event, from tip-off to the final (or `limit` of them). */
export function simulatedDocuments(sportCode: string, seed: number, limit = Infinity): LiveGame[] {
  const simulation = createSimulation(
    simSetupFor({
      sportCode,
      women: false,
      school: { name: 'Ridgemont State', color: '#7a1e2e', textColor: '#ffffff', logo: null, abbreviation: 'RS', roster: [] },
      opponent: { name: 'Lakeview Tech', color: '#224488', logo: null },
      locationIndicator: 'H',
      start: new Date('2026-11-21T19:00:00Z'),
      startTime: '7:00 PM',
      location: 'Ridgemont, Colo.',
      seed,
    }),
  );
  const documents: LiveGame[] = [];
  while (documents.length < limit && simulation.step()) documents.push(simulation.document());
  return documents;
}

type Rows<T> = { rows: T[] };

/** Ids of a school's games in a given spec 4 state (Scheduled 0, Live 3), in date order. */
export async function gameIds(db: Db, tenantKey: string, state: number, sport?: string): Promise<number[]> {
  const result = (await db.execute(sql`
    SELECT g.id FROM games g JOIN tenants t ON t.id = g.tenant_id JOIN sports s ON s.id = g.sport_id
    WHERE t.key = ${tenantKey} AND g.game_state = ${state} AND (${sport ?? null}::text IS NULL OR s.short_name = ${sport ?? null})
    ORDER BY g.date, g.id`)) as unknown as Rows<{ id: number }>;
  return result.rows.map((row) => row.id);
}

/** What the store holds for a game: its document version (0: none) and its event ids. */
export async function storedLive(db: Db, gameId: number): Promise<{ version: number; eventIds: number[] }> {
  const documents = (await db.execute(sql`SELECT version FROM live_game_documents WHERE game_id = ${gameId}`)) as unknown as Rows<{ version: number }>;
  const events = (await db.execute(sql`SELECT event_id FROM live_game_events WHERE game_id = ${gameId} ORDER BY event_id`)) as unknown as Rows<{ event_id: number }>;
  return { version: documents.rows[0]?.version ?? 0, eventIds: events.rows.map((row) => row.event_id) };
}
