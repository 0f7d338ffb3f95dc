import { and, asc, eq, like } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRecord, formatStreak, seasonRecord } from '../../../core/schedule/season-record';
import { sports, tenants } from '../../../server/store/tables/foundation';
import { games, seasons } from '../../../server/store/tables/schedule';
import { testNow } from '../../support/test-clock';
import type { StaffSignIn } from '../support/staff-sign-in';
import { startStudioApp, type StudioApp } from './studio-test-kit';

const DAY = 86_400_000;
const GAMES = 4;

/** Any sequence of result posts and corrections leaves the public record and streak equal to what core computes from the games. */
describe('the season record under studio results', () => {
  let studio: StudioApp;
  let editor: StaffSignIn;
  let seasonId: number;
  const mine: Array<{ id: number; version: number }> = [];

  beforeAll(async () => {
    studio = await startStudioApp();
    editor = await studio.signIn('ridgemont');
    const db = studio.store.database.db;
    const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, 'ridgemont'));
    const [season] = await db
      .select({ id: seasons.id, sportId: seasons.sportId })
      .from(seasons)
      .innerJoin(sports, eq(sports.id, seasons.sportId))
      .where(and(eq(seasons.tenantId, tenant!.id), eq(seasons.isCurrent, true), like(sports.globalSportShortName, '%soc')))
      .limit(1);
    seasonId = season!.id;
    const opponents = (await studio.call('GET', '/api/studio/opponents?pageSize=1', { session: editor })).json.items as Array<{ id: number }>;
    // Games after every seeded one of the season, so the streak is theirs; home, away, a conference game and an exhibition.
    const kinds = [{ location: 'home', conference: true }, { location: 'away' }, { location: 'neutral', conference: true }, { location: 'home', kind: 'exhibition' }];
    for (let index = 0; index < GAMES; index += 1) {
      const date = new Date(testNow() + (200 + index) * DAY).toISOString().slice(0, 10);
      const created = await studio.call('POST', '/api/studio/games', { session: editor, body: { sportId: season!.sportId, seasonId, date, time: '15:00', opponentId: opponents[0]!.id, ...kinds[index] } });
      expect(created.status, created.body).toBe(201);
      mine.push({ id: created.json.id as number, version: 1 });
    }
  });
  afterAll(async () => studio?.close());

  const result = fc.oneof(
    fc.constant(null),
    fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 })).map(([team, opponent]) => ({ decision: team > opponent ? 'W' : team < opponent ? 'L' : 'T', teamScore: String(team), opponentScore: String(opponent) })),
  );
  const step = fc.record({ game: fc.integer({ min: 0, max: GAMES - 1 }), result });

  it('agrees with core after every sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 5 }), async (steps) => {
        for (const { game, result: body } of steps) {
          const target = mine[game]!;
          const answer = await studio.call('PUT', `/api/studio/games/${target.id}/result`, { session: editor, ifMatch: target.version, body });
          expect(answer.status, answer.body).toBe(200);
          target.version = answer.json.version as number;
        }
        const api = (await studio.call('GET', `/api/v2/Schedule/${seasonId}/Record`)).json as Record<string, string>;
        const rows = await studio.store.database.db.select().from(games).where(eq(games.seasonId, seasonId)).orderBy(asc(games.date), asc(games.id));
        const core = seasonRecord(rows);
        expect({ overall: api.overallRecord, conference: api.conferenceRecord, home: api.homeRecord, away: api.awayRecord, neutral: api.neutralRecord, streak: api.streak }).toEqual({
          overall: formatRecord(core.overall),
          conference: formatRecord(core.conference),
          home: formatRecord(core.home),
          away: formatRecord(core.away),
          neutral: formatRecord(core.neutral),
          streak: formatStreak(core.streak),
        });
      }),
      { numRuns: 30, seed: 26 },
    );
  });
});
