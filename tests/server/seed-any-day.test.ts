import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GameState } from '../../core/games/game-state';
import { buildApp } from '../../server/app';
import { clockFrom } from '../../server/clock';
import { openTestStore } from '../support/test-store';

const DAY = 86_400_000;
const YEAR_START = Date.parse('2027-01-01T00:00:00Z');

/** The sports the game centre demos, by the school's sport codes; each needs a game under way on any day. */
const DEMO_SPORTS: Record<string, string[]> = {
  basketball: ['mbball', 'wbball'],
  football: ['football'],
  'baseball or softball': ['baseball', 'softball'],
  soccer: ['msoc', 'wsoc'],
  volleyball: ['wvball'],
};

/** One list per page family that must not be empty on any day (a 200 with at least one item). */
const FAMILY_LISTS = [
  '/Stories',
  '/EventsResults/results',
  '/EventsResults/upcoming',
  '/live/scoreboard',
  '/Rosters/active/list',
  '/Staff',
  '/PressClips',
  '/Tags',
  '/Awards',
  '/HallOfFame',
  '/Facilities',
  '/Documents',
  '/Videos/youtube',
  '/Podcasts',
  '/Slideshows',
  '/Alert/active',
];

function hasItems(body: unknown): boolean {
  if (Array.isArray(body)) return body.length > 0;
  if (body && typeof body === 'object') return Object.values(body).some((value) => hasItems(value));
  return false;
}

type Row = Record<string, unknown>;

async function rows(store: Awaited<ReturnType<typeof openTestStore>>, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await store.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Checks every seed invariant for a store seeded at `now`; returns nothing, fails with the broken rule. */
async function checkSeedAt(now: number): Promise<void> {
  const store = await openTestStore('pglite', null, now);
  const day = new Date(Math.floor(now / DAY) * DAY).toISOString().slice(0, 10);
  const at = `seeded at ${new Date(now).toISOString()}`;
  try {
    const games = sql`SELECT g.id, s.short_name AS code, t.key AS school, g.game_state AS state, g.result_status AS result,
        to_char(g.local_date, 'YYYY-MM-DD') AS first_day, to_char(coalesce(g.local_end_date, g.local_date), 'YYYY-MM-DD') AS last_day,
        EXISTS (SELECT 1 FROM live_game_documents d WHERE d.game_id = g.id) AS has_document
      FROM games g JOIN sports s ON s.id = g.sport_id JOIN tenants t ON t.id = g.tenant_id
      JOIN seasons se ON se.id = g.season_id WHERE se.is_current`;
    const all = await rows(store, games);
    expect(all.length, at).toBeGreaterThan(500);
    for (const game of all) {
      const where = `${at}: game ${String(game.id)} (${String(game.code)}, ${String(game.first_day)})`;
      // Results only before the anchor (the first game of today's doubleheader may be over).
      if (game.result !== null) expect(String(game.last_day) <= day, where).toBe(true);
      // Nothing after the anchor has started or finished.
      if (String(game.first_day) > day) expect([GameState.Scheduled, GameState.Postponed, GameState.Canceled], where).toContain(game.state);
      // Upcoming only from the anchor on.
      if (game.state === GameState.Scheduled) expect(String(game.last_day) >= day, where).toBe(true);
      // Under way only on the anchor.
      if (game.state === GameState.Live) expect(String(game.first_day) <= day && day <= String(game.last_day), where).toBe(true);
    }
    for (const school of ['ridgemont', 'coastalbay']) {
      const live = all.filter((game) => game.school === school && game.state === GameState.Live && game.has_document);
      const codes = new Set(all.filter((game) => game.school === school).map((game) => String(game.code)));
      for (const [demo, sportCodes] of Object.entries(DEMO_SPORTS)) {
        if (!sportCodes.some((code) => codes.has(code))) continue;
        expect(live.some((game) => sportCodes.includes(String(game.code))), `${at}: ${school} has no ${demo} game under way`).toBe(true);
      }
      // A meet under way that no stat crew covers (the game centre shows it without live stats).
      expect(all.some((game) => game.school === school && game.state === GameState.Live && !game.has_document), `${at}: ${school} has no meet under way`).toBe(true);
      const later = all.filter((game) => game.school === school && game.first_day === day && game.state === GameState.Scheduled);
      expect(later.length, `${at}: ${school} has no game later today`).toBeGreaterThan(0);
    }

    const app = await buildApp({ database: store.database, now: clockFrom(now) });
    try {
      for (const tenant of ['ridgemont', 'coastalbay']) {
        for (const url of FAMILY_LISTS) {
          const response = await app.inject({ method: 'GET', url: `/api/v2${url}`, headers: { tenant } });
          expect(response.statusCode, `${at}: ${tenant} ${url}`).toBe(200);
          expect(hasItems(response.json()), `${at}: ${tenant} ${url} is empty`).toBe(true);
        }
      }
    } finally {
      await app.close();
    }
  } finally {
    await store.dispose();
  }
}

describe('the demo seed on any day of the year', () => {
  it('has games under way in every demo sport, results only before the day, upcoming only after, and content in every page family', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: YEAR_START, max: YEAR_START + 365 * DAY - 1 }), (now) => checkSeedAt(now)),
      {
        numRuns: 4,
        // The edges of a year and of a season: New Year's Eve late at night, a leap day, midsummer.
        examples: [[Date.parse('2027-12-31T23:59:00Z')], [Date.parse('2028-02-29T06:00:00Z')], [Date.parse('2027-07-04T12:00:00Z')]],
      },
    );
  });
});
