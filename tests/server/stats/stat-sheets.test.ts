import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STAT_ABBREVIATIONS } from '../../../core/stats/stat-abbreviations';
import { SPORT_CATALOG } from '../../../core/sports/sport-catalog';
import { createRandom } from '../../../demo/random';
import { generateBoxScore } from '../../../demo/stats/generate-box-score';
import { opponentRoster } from '../../../demo/stats/opponent-roster';
import { leadersOf, seasonTotals, sideTotals } from '../../../server/stats/aggregate';
import { inningsPitched } from '../../../server/stats/baseball.sheet';
import { passingEfficiency } from '../../../server/stats/football.sheet';
import { rate3 } from '../../../server/stats/stat-sheet';
import { statFamilyOf, statSheet } from '../../../server/stats/stat-sheets';

describe('stat formats', () => {
  it('prints rates with three decimals and no leading zero, as box scores do', () => {
    fc.assert(
      fc.property(fc.double({ min: -1, max: 1, noNaN: true }), (value) => {
        const shown = rate3(value);
        expect(shown).toMatch(/^-?(\d+)?\.\d{3}$|^-?1\.000$/);
        expect(shown.startsWith('0') || shown.startsWith('-0')).toBe(false);
        expect(Math.abs(Number(shown) - value)).toBeLessThanOrEqual(0.0005 + 1e-9);
      }),
    );
    expect(rate3(0.3125)).toBe('.313');
    expect(rate3(1)).toBe('1.000');
  });

  it('prints innings pitched as whole innings and outs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), (outs) => {
        const [innings, extra] = inningsPitched(outs).split('.').map(Number);
        expect(innings! * 3 + extra!).toBe(outs);
        expect(extra).toBeLessThan(3);
      }),
    );
  });

  it('rates passing with the NCAA efficiency formula (spec 9 QB Rating)', () => {
    expect(passingEfficiency({ c: { att: 30, cmp: 20, yds: 250, td: 2, int: 1 }, t: {}, games: 1 })).toBeCloseTo(152, 5);
    expect(passingEfficiency({ c: {}, t: {}, games: 1 })).toBeNull();
  });
});

describe('stat sheets', () => {
  it('cover every points-based catalog sport, and no meet sport', () => {
    for (const sport of SPORT_CATALOG) {
      const keepsScore = !sport.nonSport && (sport.usesPoints ?? true);
      expect(statFamilyOf(sport.code) !== null, sport.code).toBe(keepsScore);
    }
  });

  it("name spec 9's categories and abbreviations for football, basketball, volleyball and soccer", () => {
    for (const [family, sport] of [['football', 'football'], ['basketball', 'basketball'], ['volleyball', 'volleyball'], ['soccer', 'soccer']] as const) {
      const named = statSheet(family).leaders.filter((leader) => STAT_ABBREVIATIONS[sport].some((entry) => entry.stat === leader.category));
      for (const leader of named) expect(STAT_ABBREVIATIONS[sport].find((entry) => entry.stat === leader.category)?.abbreviation).toBe(leader.abbreviation);
      // Soccer's green cards are a field hockey and lacrosse card; every other spec category is there.
      expect(named.length).toBe(STAT_ABBREVIATIONS[sport].length - (sport === 'soccer' ? 1 : 0));
    }
  });

  it("adds a season up from its games: players' lines sum to the team's, leaders come best first and qualify", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.integer({ min: 3, max: 12 }), (seed, count) => {
        const random = createRandom(seed);
        const roster = opponentRoster('basketball', 'F', `school:${seed}`).map((player, index) => ({ ...player, playerId: index + 1, rosterPlayerId: index + 100 }));
        const boxes = Array.from({ length: count }, (_, gameIndex) =>
          generateBoxScore(
            { family: 'basketball', sportCode: 'wbball', teamScore: 50 + Math.floor(random() * 40), opponentScore: 50 + Math.floor(random() * 40), lineScore: null, teamIsHome: true, teamName: 'A', opponentName: 'B', roster, opponentRoster: opponentRoster('basketball', 'F', `opp:${gameIndex}`), gameIndex },
            random,
          ),
        );
        const sheet = statSheet('basketball');
        const season = seasonTotals(sheet, boxes.map((box) => box.team));
        const team = season.team.get('players')!;
        expect(team.games).toBe(count);
        for (const key of ['fgm', 'tpm', 'ftm', 'min', 'ast']) {
          const fromPlayers = season.players.reduce((sum, player) => sum + (player.groups.get('players')?.c[key] ?? 0), 0);
          const fromGames = boxes.reduce((sum, box) => sum + (sideTotals(sheet, box.team).get('players')!.c[key] ?? 0), 0);
          expect(fromPlayers).toBe(fromGames);
          expect(team.c[key]).toBe(fromGames);
        }
        for (const category of sheet.leaders) {
          const leaders = leadersOf(category, season);
          expect(leaders.map((leader) => leader.value)).toEqual([...leaders.map((leader) => leader.value)].sort((a, b) => b - a));
          // spec-style qualification: per-game leaders played at least half the team's games.
          for (const leader of leaders) expect(leader.player.groups.get('players')!.games * 2).toBeGreaterThanOrEqual(count);
        }
      }),
      { numRuns: 40 },
    );
  });
});
