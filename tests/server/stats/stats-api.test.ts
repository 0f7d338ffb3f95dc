import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { boxScoreWire, type BoxScoreTeamWire, type BoxScoreWire } from '../../../contract/box-score';
import { cumulativeStatsWire, type CumulativeStatsWire } from '../../../contract/cumulative-stats';
import { apiErrorWire, messageErrorWire } from '../../../contract/errors';
import { sportsListWire, type SportWire } from '../../../contract/sports';
import { diamondCareerSeasonWire, careerSeasonWire, playerCareerWire, statsBioWire } from '../../../contract/stats';
import { readStoreKinds } from '../../support/test-store';
import { startTestApi, type TestApi } from '../support/test-api';
import { testNow } from '../../support/test-clock';

const postgresUrl = inject('postgresUrl');
const DAY = 86_400_000;

interface GameRow {
  id: number;
  short_name: string;
  team_score: string;
  opponent_score: string;
  result_status: string;
}

describe.each(readStoreKinds(postgresUrl))('stats API on %s', (kind) => {
  let api: TestApi;
  const sports: Record<string, SportWire[]> = {};
  const finished: Record<string, GameRow[]> = {};
  const today = Math.floor(testNow() / DAY) * DAY;

  const query = async <T>(text: ReturnType<typeof sql>) => ((await api.store.database.db.execute(text)) as unknown as { rows: T[] }).rows;
  const sportOf = (tenant: string, slug: string) => sports[tenant]!.find((sport) => sport.globalSportNameSlug === slug)!;
  const boxScore = async (id: number, tenant = 'ridgemont') => boxScoreWire.parse((await api.get(`/api/v2/Stats/boxscore/${id}`, tenant)).json);
  const cumulative = async (sportId: number, tenant = 'ridgemont', season = '') => {
    const response = await api.get(`/api/v2/Stats/cumulative?sportId=${sportId}${season ? `&season=${season}` : ''}`, tenant);
    expect(response.status).toBe(200);
    return cumulativeStatsWire.parse(response.json);
  };
  const school = (box: BoxScoreWire): BoxScoreTeamWire => (box.thisTeamIsHomeTeam ? box.homeTeam : box.visitingTeam);
  const rival = (box: BoxScoreWire): BoxScoreTeamWire => (box.thisTeamIsHomeTeam ? box.visitingTeam : box.homeTeam);
  const gameOf = (tenant: string, code: string, index = 0) => finished[tenant]!.filter((game) => game.short_name === code)[index]!;

  beforeAll(async () => {
    api = await startTestApi(kind, postgresUrl);
    for (const tenant of ['ridgemont', 'coastalbay']) {
      sports[tenant] = sportsListWire.parse((await api.get('/api/v2/Sports', tenant)).json);
      finished[tenant] = await query<GameRow>(sql`
        SELECT g.id, s.short_name, g.team_score, g.opponent_score, g.result_status
        FROM games g JOIN sports s ON s.id = g.sport_id JOIN tenants t ON t.id = g.tenant_id
        WHERE t.key = ${tenant} AND s.uses_points AND NOT s.non_sport AND g.result_status IN ('W', 'L', 'T') AND g.date < ${new Date(today).toISOString()}
        ORDER BY g.date DESC, g.id`);
    }
  });
  afterAll(async () => api?.close());

  describe('GET /Stats/boxscore/{gameId}', () => {
    it.each(['ridgemont', 'coastalbay'])('%s: every finished game of every points-based sport has a box score', async (tenant) => {
      const boxed = await query<{ game_id: number }>(sql`SELECT b.game_id FROM game_box_scores b JOIN tenants t ON t.id = b.tenant_id WHERE t.key = ${tenant}`);
      const ids = new Set(boxed.map((row) => Number(row.game_id)));
      expect(finished[tenant]!.length).toBeGreaterThan(100);
      expect(finished[tenant]!.filter((game) => !ids.has(Number(game.id)))).toEqual([]);
      expect(new Set(finished[tenant]!.map((game) => game.short_name)).size).toBeGreaterThanOrEqual(9);
    });

    const column = (team: BoxScoreTeamWire, group: string, key: string) => (team.playerGroups.find((entry) => entry.name === group)?.players ?? []).reduce((sum, player) => sum + Number(player.values[key] ?? 0), 0);
    const periodSum = (team: BoxScoreTeamWire) => team.periodScores.reduce((sum, value) => sum + (value === 'X' ? 0 : Number(value)), 0);

    // What each sport's players must add up to: points, goals or runs.
    const SCORERS: Record<string, [group: string, key: string]> = {
      mbball: ['players', 'pts'], wbball: ['players', 'pts'], msoc: ['field', 'g'], wsoc: ['field', 'g'], mhockey: ['field', 'g'],
      fhockey: ['field', 'g'], wlax: ['field', 'g'], baseball: ['batting', 'r'], softball: ['batting', 'r'], wrestling: ['bouts', 'tp'],
    };

    it.each(['ridgemont', 'coastalbay'])("%s: box scores agree with the schedule's result and line score", async (tenant) => {
      const codes = [...new Set(finished[tenant]!.map((game) => game.short_name))];
      for (const code of codes) {
        for (const index of [0, 3]) {
          const game = gameOf(tenant, code, index);
          if (!game) continue;
          const box = await boxScore(Number(game.id), tenant);
          expect(box.gameId).toBe(Number(game.id));
          expect(box.resultStatus).toBe(game.result_status);
          expect([box.teamScore, box.opponentScore]).toEqual([Number(game.team_score), Number(game.opponent_score)]);
          expect([school(box).score, rival(box).score]).toEqual([box.teamScore, box.opponentScore]);
          expect(school(box).isSchool && !rival(box).isSchool).toBe(true);
          expect(school(box).periodScores).toHaveLength(box.periods.length);
          if (code === 'wvball') {
            const won = school(box).periodScores.filter((points, set) => Number(points) > Number(rival(box).periodScores[set])).length;
            expect(won).toBe(box.teamScore);
          } else if (code !== 'wrestling') {
            expect(periodSum(school(box))).toBe(box.teamScore);
            expect(periodSum(rival(box))).toBe(box.opponentScore);
          }
          const scorer = SCORERS[code];
          if (scorer) {
            const adjustment = code === 'wrestling' ? Number(school(box).totals.find((total) => total.key === 'adjustment')?.value ?? 0) : 0;
            expect(column(school(box), ...scorer) + adjustment).toBe(box.teamScore);
          }
          if (code === 'football' && box.scoringSummary.length > 0) {
            const last = box.scoringSummary[box.scoringSummary.length - 1]!;
            expect([last.homeScore, last.visitingScore]).toEqual([box.homeTeam.score, box.visitingTeam.score]);
          }
        }
      }
    });

    it("names the school's players from that season's roster and invents the opponent's", async () => {
      const game = gameOf('ridgemont', 'mbball');
      const box = await boxScore(Number(game.id));
      const rosterIds = await query<{ id: number }>(sql`
        SELECT rp.id FROM roster_players rp JOIN rosters r ON r.id = rp.roster_id JOIN seasons s ON s.sport_id = r.sport_id AND s.year = r.year
        WHERE s.id = ${box.season.id}`);
      const ids = new Set(rosterIds.map((row) => Number(row.id)));
      const players = school(box).playerGroups.flatMap((group) => group.players);
      expect(players.length).toBeGreaterThanOrEqual(5);
      for (const player of players) expect(ids.has(player.rosterPlayerId!)).toBe(true);
      for (const player of rival(box).playerGroups.flatMap((group) => group.players)) {
        expect(player.rosterPlayerId ?? null).toBeNull();
        expect(player.name).toMatch(/^\S+ \S+/);
      }
      expect(players.filter((player) => player.starter)).toHaveLength(5);
    });

    it.each(['a', '1.5', '-1', '1e3'])('is 404 for the non-integer id %s', async (id) => {
      expect((await api.get(`/api/v2/Stats/boxscore/${id}`)).status).toBe(404);
    });

    it("is 404 for an unknown game, another school's game and a game not finished yet", async () => {
      expect((await api.get('/api/v2/Stats/boxscore/999999999')).status).toBe(404);
      expect((await api.get(`/api/v2/Stats/boxscore/${gameOf('coastalbay', 'mbball').id}`, 'ridgemont')).status).toBe(404);
      const [upcoming] = await query<{ id: number }>(sql`SELECT g.id FROM games g JOIN tenants t ON t.id = g.tenant_id WHERE t.key = 'ridgemont' AND g.result_status IS NULL AND g.date > ${new Date(testNow())} LIMIT 1`);
      const response = await api.get(`/api/v2/Stats/boxscore/${upcoming!.id}`);
      expect(response.status).toBe(404);
      expect(apiErrorWire.parse(response.json).error.message).toContain(String(upcoming!.id));
    });

    it('is 400 without a tenant', async () => {
      expect((await api.get(`/api/v2/Stats/boxscore/${gameOf('ridgemont', 'mbball').id}`, null)).status).toBe(400);
    });
  });

  describe('GET /Stats/cumulative', () => {
    it.each([
      ['ridgemont', 'mens-basketball'], ['ridgemont', 'football'], ['ridgemont', 'baseball'], ['ridgemont', 'womens-volleyball'],
      ['coastalbay', 'mens-ice-hockey'], ['coastalbay', 'womens-soccer'], ['coastalbay', 'womens-lacrosse'],
    ])("%s %s: the season's record, games and player totals come from its box scores", async (tenant, slug) => {
      const sport = sportOf(tenant, slug);
      const stats = await cumulative(sport.id, tenant);
      expect(stats.sport.id).toBe(sport.id);
      expect(stats.season.id).toBe(sport.seasonId);
      expect(stats.record.wins + stats.record.losses + stats.record.ties).toBe(stats.gamesPlayed);
      expect(stats.games).toHaveLength(stats.gamesPlayed);
      for (const group of stats.playerGroups) {
        for (const player of group.players) {
          expect(player.gamesPlayed).toBeLessThanOrEqual(stats.gamesPlayed);
          expect(player.gamesStarted).toBeLessThanOrEqual(player.gamesPlayed);
        }
      }
      const seasonIds = new Set<number>();
      for (const game of stats.games.slice(0, 3)) seasonIds.add((await boxScore(game.gameId, tenant)).season.id);
      expect([...seasonIds].every((id) => id === stats.season.id)).toBe(true);
    });

    it('adds the players up to the team and the team up to the scores (basketball points, last season)', async () => {
      const sport = sportOf('ridgemont', 'mens-basketball');
      const current = await cumulative(sport.id);
      const last = await cumulative(sport.id, 'ridgemont', String(current.season.year - 1));
      expect(last.gamesPlayed).toBeGreaterThan(20);
      const group = last.playerGroups.find((entry) => entry.name === 'players')!;
      const points = group.players.reduce((sum, player) => sum + Number(player.values.pts), 0);
      expect(points).toBe(last.games.reduce((sum, game) => sum + game.teamScore, 0));
      expect(Number(group.totals.pts)).toBe(points);
      expect(Number(group.opponentTotals.pts)).toBe(last.games.reduce((sum, game) => sum + game.opponentScore, 0));
      const ppg = group.players.find((player) => player.gamesPlayed > 0)!;
      expect(Number(ppg.values.ppg)).toBeCloseTo(Number(ppg.values.pts) / ppg.gamesPlayed, 1);
    });

    it('ranks leaders best first, per spec 9 categories, with only qualified players', async () => {
      const last = async (slug: string, tenant = 'ridgemont') => {
        const current = await cumulative(sportOf(tenant, slug).id, tenant);
        return cumulative(sportOf(tenant, slug).id, tenant, String(current.season.year - 1));
      };
      const expectOrdered = (stats: CumulativeStatsWire) => {
        for (const category of stats.leaders) {
          const values = category.leaders.map((leader) => Number(leader.value.replace(/^\+/, '')));
          const sorted = [...values].sort((a, b) => (category.category === 'Earned Run Average' ? a - b : b - a));
          expect(values).toEqual(sorted);
          expect(category.leaders.length).toBeLessThanOrEqual(5);
        }
      };
      const basketball = await last('mens-basketball');
      expect(basketball.leaders.map((category) => category.abbreviation)).toEqual(['PTS', 'REB', 'AST', 'BLK', 'STL', 'Pers', '%', '%']);
      expectOrdered(basketball);
      const football = await last('football');
      expect(football.leaders.map((category) => category.abbreviation)).toEqual(['TKL', 'SACK', 'QBR', 'YDS', 'YDS', 'YDS', 'REC', 'TDs']);
      expect(football.leaders.find((category) => category.category === 'Pass Yards')?.label).toBe('Passing');
      expectOrdered(football);
      expectOrdered(await last('baseball'));
      expect((await last('womens-volleyball')).leaders.map((category) => category.abbreviation)).toEqual(['Kills', '%', 'AST', 'SA', 'BLKs', 'Digs', 'PTS']);
    });

    it('reads the season as a year or a title, and defaults to the current season', async () => {
      const sport = sportOf('ridgemont', 'mens-basketball');
      const current = await cumulative(sport.id);
      expect(current.season.id).toBe(sport.seasonId);
      const byYear = await cumulative(sport.id, 'ridgemont', String(current.season.year));
      const byTitle = await cumulative(sport.id, 'ridgemont', current.season.title);
      expect(byYear).toEqual(current);
      expect(byTitle).toEqual(current);
      const mixed = await api.get(`/api/v2/stats/CUMULATIVE?SportId=${sport.id}&Season=${current.season.year}`);
      expect(mixed.json).toEqual(current);
    });

    it.each(['sportId=a', '', 'sportId=1.5', 'sportId=1&season=abc', 'sportId=1&season=20255'])('is 400 for %s', async (search) => {
      const response = await api.get(`/api/v2/Stats/cumulative?${search}`);
      expect(response.status).toBe(400);
      expect(apiErrorWire.parse(response.json).error.message).toMatch(/sportId|season/);
    });

    it("is 404 for an unknown sport, another school's sport, a season it did not play, and a sport without stats", async () => {
      expect((await api.get('/api/v2/Stats/cumulative?sportId=999999')).status).toBe(404);
      expect((await api.get(`/api/v2/Stats/cumulative?sportId=${sportOf('coastalbay', 'mens-ice-hockey').id}`)).status).toBe(404);
      expect((await api.get(`/api/v2/Stats/cumulative?sportId=${sportOf('ridgemont', 'football').id}&season=1990`)).status).toBe(404);
      const golf = await api.get(`/api/v2/Stats/cumulative?sportId=${sportOf('ridgemont', 'mens-golf').id}`);
      expect(golf.status).toBe(404);
      expect(messageErrorWire.parse(golf.json).Message).toBe('No stats provider for mens-golf was found');
    });
  });

  /** A school batter's roster entry and season from a recent baseball box score. */
  const baseballBatter = async () => {
    const box = await boxScore(Number(gameOf('ridgemont', 'baseball').id));
    const batter = school(box).playerGroups.find((group) => group.name === 'batting')!.players[0]!;
    return { box, batter };
  };

  describe('GET /Stats/bio', () => {
    it("gives a baseball player's season game by game, with totals that add up and season highs", async () => {
      const { box, batter } = await baseballBatter();
      const response = await api.get(`/api/v2/Stats/bio?rosterPlayerId=${batter.rosterPlayerId}&sport=baseball&year=${box.season.year}`);
      expect(response.status).toBe(200);
      const bio = statsBioWire.parse(response.json);
      const games = bio.currentStats!.hittingStats!;
      expect(games.map((game) => game.gameId)).toContain(box.gameId);
      expect(Number(bio.currentStats!.hittingStatsTotal!.ab)).toBe(games.reduce((sum, game) => sum + Number(game.values.ab), 0));
      expect(Number(bio.currentStats!.hittingStatsTotal!.gp)).toBe(games.length);
      for (const high of bio.seasonHighStats!.hittingStats!) {
        const best = Math.max(...games.map((game) => Number(game.values[high.stat])));
        expect(Number(high.value)).toBe(best);
      }
    });

    it('gives other sports their groups, and accepts the sport code as well as the slug', async () => {
      const game = gameOf('ridgemont', 'mbball');
      const box = await boxScore(Number(game.id));
      const player = school(box).playerGroups[0]!.players[0]!;
      const bySlug = statsBioWire.parse((await api.get(`/api/v2/Stats/bio?rosterPlayerId=${player.rosterPlayerId}&sport=mens-basketball&year=${box.season.year}`)).json);
      const byCode = await api.get(`/api/v2/Stats/bio?RosterPlayerId=${player.rosterPlayerId}&Sport=MBBALL&Year=${box.season.year}`);
      expect(byCode.json).toEqual(bySlug);
      expect(bySlug.currentStats!.hittingStats ?? null).toBeNull();
      const players = bySlug.currentStats!.groups!.find((group) => group.name === 'players')!;
      expect(players.games.find((row) => row.gameId === box.gameId)?.values.pts).toBe(player.values.pts);
    });

    it.each([
      '', 'rosterPlayerId=a&sport=baseball&year=2025', 'rosterPlayerId=1&sport=a&year=2025', 'rosterPlayerId=1&sport=baseball&year=a',
      'sport=baseball&year=2025', 'rosterPlayerId=1&year=2025', 'rosterPlayerId=1&sport=baseball',
    ])('is 400 for "%s"', async (search) => {
      const response = await api.get(`/api/v2/Stats/bio?${search}`);
      expect(response.status).toBe(400);
      expect(apiErrorWire.parse(response.json).error.message).toMatch(/rosterPlayerId|sport|year/);
    });

    it('is a 404 with the Message body for a sport without stats, and a 404 for a player not on that sport', async () => {
      const golf = await api.get('/api/v2/Stats/bio?rosterPlayerId=1&sport=mens-golf&year=2025');
      expect(golf.status).toBe(404);
      expect(messageErrorWire.parse(golf.json)).toEqual({ Message: 'No stats provider for mens-golf was found' });
      const { box, batter } = await baseballBatter();
      expect((await api.get(`/api/v2/Stats/bio?rosterPlayerId=${batter.rosterPlayerId}&sport=softball&year=${box.season.year}`)).status).toBe(404);
      expect((await api.get(`/api/v2/Stats/bio?rosterPlayerId=${batter.rosterPlayerId}&sport=baseball&year=${box.season.year}`, 'coastalbay')).status).toBe(404);
    });
  });

  describe('GET /Stats/{sportSlug}/player/career', () => {
    it("gives a baseball player's seasons keyed by year in the reference's hitting shape", async () => {
      const { box, batter } = await baseballBatter();
      const response = await api.get(`/api/v2/Stats/baseball/player/career?rosterPlayerId=${batter.rosterPlayerId}`);
      expect(response.status).toBe(200);
      const career = playerCareerWire.parse(response.json);
      const season = diamondCareerSeasonWire.parse(career[String(box.season.year)]);
      expect(season.scheduledInnings).toBe(9);
      const bio = statsBioWire.parse((await api.get(`/api/v2/Stats/bio?rosterPlayerId=${batter.rosterPlayerId}&sport=baseball&year=${box.season.year}`)).json);
      expect(season.seasonStats.hittingStats!.atBats).toBe(bio.currentStats!.hittingStatsTotal!.ab);
      expect(season.seasonStats.hittingStats!.homeRuns).toBe(bio.currentStats!.hittingStatsTotal!.hr);
      expect(Object.keys(career).every((year) => /^\d{4}$/.test(year))).toBe(true);
    });

    it("gives a soccer player's goal and shot groups by playerId, the same as by rosterPlayerId", async () => {
      const stats = await cumulative(sportOf('coastalbay', 'womens-soccer').id, 'coastalbay');
      const scorer = stats.playerGroups.find((group) => group.name === 'field')!.players.find((player) => Number(player.values.g) > 0)!;
      const byPlayer = playerCareerWire.parse((await api.get(`/api/v2/Stats/womens-soccer/player/career?playerId=${scorer.playerId}`, 'coastalbay')).json);
      const byRoster = (await api.get(`/api/v2/Stats/womens-soccer/player/career?rosterPlayerId=${scorer.rosterPlayerId}`, 'coastalbay')).json;
      expect(byRoster).toEqual(byPlayer);
      const season = careerSeasonWire.parse(byPlayer[String(stats.season.year)]);
      expect(season.seasonStats.shotStats!.g).toBe(scorer.values.g);
      expect(season.gamesPlayed).toBe(String(scorer.gamesPlayed));
    });

    it('is 404 for a sport slug without stats, and for a player not in the sport or school', async () => {
      expect((await api.get('/api/v2/Stats/swimming/player/career?rosterPlayerId=1')).status).toBe(404);
      expect((await api.get('/api/v2/Stats/mens-golf/player/career?rosterPlayerId=1')).status).toBe(404);
      const { batter } = await baseballBatter();
      expect((await api.get(`/api/v2/Stats/softball/player/career?rosterPlayerId=${batter.rosterPlayerId}`)).status).toBe(404);
      expect((await api.get(`/api/v2/Stats/baseball/player/career?rosterPlayerId=${batter.rosterPlayerId}`, 'coastalbay')).status).toBe(404);
      expect((await api.get(`/api/v2/Stats/baseball/player/career?playerId=${batter.playerId}`, 'coastalbay')).status).toBe(404);
    });

    it.each(['', 'rosterPlayerId=a', 'playerId=a', 'rosterPlayerId=1.5'])('is 400 for "%s"', async (search) => {
      const response = await api.get(`/api/v2/Stats/baseball/player/career?${search}`);
      expect(response.status).toBe(400);
      expect(apiErrorWire.parse(response.json).error.message).toMatch(/rosterPlayerId|playerId/);
    });
  });
});
