import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playGame, type ScoreKind } from '../../../demo/schedule/scores';
import { SPORT_PROFILES } from '../../../demo/people/sport-profiles';
import { createRandom } from '../../../demo/random';
import type { BoxScoreFacts, GivenLineScore } from '../../../demo/stats/box-score-facts';
import { generateBoxScore } from '../../../demo/stats/generate-box-score';
import { opponentRoster } from '../../../demo/stats/opponent-roster';
import type { Participant } from '../../../demo/stats/participants';
import { planBouts } from '../../../demo/stats/wrestling.box';
import { validSet } from '../../../demo/stats/volleyball.box';
import type { BoxScoreDocument, PlayerLine, SideBox } from '../../../server/stats/box-score-document';
import { touchdownsOf } from '../../../server/stats/football.sheet';
import { statFamilyOf } from '../../../server/stats/stat-sheets';

// The school's roster as the people seed shapes it (its sport profiles' positions), best first.
function schoolRoster(code: string): Participant[] {
  const profile = SPORT_PROFILES[code]!;
  const slots = profile.positions.length > 0 ? profile.positions.flatMap((position) => Array.from({ length: position.count }, () => position.short)) : Array.from({ length: profile.squad ?? 10 }, () => '');
  return slots.map((position, index) => ({ playerId: 1000 + index, rosterPlayerId: 5000 + index, name: `Player ${index}`, jersey: String(index), position }));
}

const KINDS: Record<string, ScoreKind> = {
  mbball: 'mens-basketball', wbball: 'womens-basketball', football: 'football', baseball: 'baseball', softball: 'softball', msoc: 'soccer', wsoc: 'soccer',
  wvball: 'volleyball', mhockey: 'hockey', fhockey: 'field-hockey', wlax: 'lacrosse', mten: 'tennis', wten: 'tennis', wrestling: 'wrestling',
};

const toGiven = (record: { periods: string[]; team: string[]; opponent: string[] } | null): GivenLineScore | null =>
  record && { periods: record.periods, team: record.team.map((value) => (value === 'X' ? null : Number(value))), opponent: record.opponent.map((value) => (value === 'X' ? null : Number(value))) };

interface Played {
  facts: BoxScoreFacts;
  box: BoxScoreDocument;
}

/** A game as the schedule seed plays it (score and line score), and the box score generated for it. */
function play(code: string, seed: number, options: { home: boolean; shortGame: boolean; dropLine: boolean }): Played {
  const family = statFamilyOf(code)!;
  const game = playGame(KINDS[code]!, createRandom(seed), { schoolIsHome: options.home, edge: 0.1, tieAllowed: code === 'msoc' || code === 'wsoc' || code === 'mhockey', shortGame: options.shortGame });
  const facts: BoxScoreFacts = {
    family,
    sportCode: code,
    teamScore: Number(game.teamScore),
    opponentScore: Number(game.opponentScore),
    lineScore: options.dropLine ? null : toGiven(game.lineScores),
    teamIsHome: options.home,
    teamName: 'Ridgemont State',
    opponentName: 'Lakeview',
    roster: schoolRoster(code),
    opponentRoster: opponentRoster(family, 'M', `test:${code}:${seed}`),
    gameIndex: seed % 7,
  };
  return { facts, box: generateBoxScore(facts, createRandom(seed * 31 + 7)) };
}

const arbitraryGame = (code: string) => fc.record({ seed: fc.integer({ min: 1, max: 2 ** 30 }), home: fc.boolean(), shortGame: fc.boolean(), dropLine: fc.boolean() }).map((options) => play(code, options.seed, options));

const total = (side: SideBox, group: string, key: string) => side.lines.reduce((sum, line) => sum + (line.groups[group]?.[key] ?? 0), 0);
const each = (side: SideBox, group: string, check: (counters: Record<string, number>, line: PlayerLine) => void) => side.lines.forEach((line) => line.groups[group] && check(line.groups[group], line));
const sum = (values: Array<number | null>) => values.reduce<number>((a, b) => a + (b ?? 0), 0);
const RUNS = 80;

/** The line score kept is the schedule's whenever it adds up, and always adds up to the final score. */
function expectLineScore({ facts, box }: Played, addsUpTo = true): void {
  if (addsUpTo) {
    expect(sum(box.teamPeriodScores)).toBe(facts.teamScore);
    expect(sum(box.opponentPeriodScores)).toBe(facts.opponentScore);
  }
  expect(box.teamPeriodScores).toHaveLength(box.periods.length);
  if (facts.lineScore) expect(box.periods).toEqual(facts.lineScore.periods);
}

describe('basketball box scores', () => {
  it.each(['mbball', 'wbball'])('%s: points add up to the score, shots to the points, minutes to five on the floor', (code) => {
    fc.assert(
      fc.property(arbitraryGame(code), (played) => {
        const { facts, box } = played;
        expectLineScore(played);
        const regulation = code === 'wbball' ? 4 : 2;
        const minutes = 5 * (40 + 5 * (box.periods.length - regulation));
        for (const [side, score] of [[box.team, facts.teamScore], [box.opponent, facts.opponentScore]] as const) {
          const points = side.lines.reduce((acc, line) => acc + 2 * (line.groups.players!.fgm ?? 0) + (line.groups.players!.tpm ?? 0) + (line.groups.players!.ftm ?? 0), 0);
          expect(points).toBe(score);
          expect(total(side, 'players', 'min')).toBe(minutes);
          expect(total(side, 'players', 'gs')).toBe(5);
          each(side, 'players', (c) => {
            expect(c.fga).toBeGreaterThanOrEqual(c.fgm!);
            expect(c.fgm).toBeGreaterThanOrEqual(c.tpm!);
            expect(c.tpa).toBeGreaterThanOrEqual(c.tpm!);
            expect(c.fta).toBeGreaterThanOrEqual(c.ftm!);
            expect(c.pf).toBeLessThanOrEqual(5);
          });
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('volleyball box scores', () => {
  it('plays valid sets won by the right side, and every rally point is a kill, an ace or an error of the other side', () => {
    fc.assert(
      fc.property(arbitraryGame('wvball'), ({ facts, box }) => {
        const setsWon = box.teamPeriodScores.filter((points, index) => points! > box.opponentPeriodScores[index]!).length;
        expect(setsWon).toBe(facts.teamScore);
        expect(box.periods.length).toBe(facts.teamScore + facts.opponentScore);
        box.teamPeriodScores.forEach((points, index) => {
          const other = box.opponentPeriodScores[index]!;
          expect(validSet(Math.max(points!, other), Math.min(points!, other), index === 4)).toBe(true);
        });
        if (facts.lineScore) expect(box.teamPeriodScores).toEqual(facts.lineScore.team);
        for (const [side, other, setPoints] of [[box.team, box.opponent, box.teamPeriodScores], [box.opponent, box.team, box.opponentPeriodScores]] as const) {
          const earned = total(side, 'players', 'k') + total(side, 'players', 'sa');
          const given = total(other, 'players', 'e') + total(other, 'players', 'se') + total(other, 'players', 'bhe');
          expect(earned + given).toBe(sum(setPoints));
          expect(total(side, 'players', 're')).toBe(total(other, 'players', 'sa'));
          expect(total(side, 'players', 'bs') + total(side, 'players', 'ba') / 2).toBe(side.extras.teamBlocks);
          each(side, 'players', (c) => expect(c.ta).toBeGreaterThanOrEqual((c.k ?? 0) + (c.e ?? 0)));
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('goal sports box scores', () => {
  it.each(['msoc', 'wsoc', 'mhockey', 'fhockey', 'wlax'])('%s: goals by period follow the line score; shots, saves and goals against agree', (code) => {
    fc.assert(
      fc.property(arbitraryGame(code), (played) => {
        const { facts, box } = played;
        expectLineScore(played);
        expect(box.scoringPlays).toHaveLength(facts.teamScore + facts.opponentScore);
        const last = box.scoringPlays[box.scoringPlays.length - 1];
        if (last) expect([last.teamScore, last.opponentScore]).toEqual([facts.teamScore, facts.opponentScore]);
        box.periods.forEach((period, index) => {
          expect(box.scoringPlays.filter((goal) => goal.period === period && goal.side === 'team')).toHaveLength(box.teamPeriodScores[index]!);
        });
        for (const [side, other] of [[box.team, box.opponent], [box.opponent, box.team]] as const) {
          const keeper = side.lines.filter((line) => line.groups.keepers);
          expect(keeper.length).toBeGreaterThan(0);
          expect(total(side, 'keepers', 'ga')).toBe(total(other, 'field', 'g'));
          expect(total(side, 'keepers', 'sv')).toBe(total(other, 'field', 'sog') - total(other, 'field', 'g'));
          each(side, 'field', (c) => {
            expect(c.sog).toBeGreaterThanOrEqual(c.g!);
            expect(c.sh).toBeGreaterThanOrEqual(c.sog!);
          });
        }
        expect(total(box.team, 'field', 'g')).toBe(facts.teamScore);
        if (code === 'mhockey') {
          // Each even-strength goal puts five skaters of each side on the ice: the +/- of both sides balance.
          expect(total(box.team, 'field', 'pm') + total(box.opponent, 'field', 'pm')).toBe(0);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('baseball and softball box scores', () => {
  it.each(['baseball', 'softball'])('%s: runs, hits, walks and strikeouts agree between batters, pitchers and the line score', (code) => {
    fc.assert(
      fc.property(arbitraryGame(code), (played) => {
        const { facts, box } = played;
        expectLineScore(played);
        for (const [side, other, score] of [[box.team, box.opponent, facts.teamScore], [box.opponent, box.team, facts.opponentScore]] as const) {
          expect(total(side, 'batting', 'r')).toBe(score);
          expect(total(other, 'pitching', 'r')).toBe(score);
          for (const key of ['h', 'bb', 'so', 'hr', 'hbp']) expect(total(other, 'pitching', key)).toBe(total(side, 'batting', key));
          expect(total(side, 'batting', 'rbi')).toBeLessThanOrEqual(score);
          // Every out the batters made is an inning pitched and a putout.
          expect(total(other, 'fielding', 'po')).toBe(total(other, 'pitching', 'outs'));
          each(side, 'batting', (c) => {
            expect(c.h).toBeLessThanOrEqual(c.ab!);
            expect((c['2b'] ?? 0) + (c['3b'] ?? 0) + (c.hr ?? 0)).toBeLessThanOrEqual(c.h!);
            expect(c.r).toBeLessThanOrEqual(c.h! + c.bb! + c.hbp! + (c.roe ?? 0));
          });
          each(other, 'pitching', (c) => {
            expect(c.er).toBeLessThanOrEqual(c.r!);
            expect(c.hr).toBeLessThanOrEqual(c.h!);
          });
        }
        const decisions = (key: string) => total(box.team, 'pitching', key) + total(box.opponent, 'pitching', key);
        expect(decisions('w')).toBe(facts.teamScore === facts.opponentScore ? 0 : 1);
        expect(decisions('l')).toBe(facts.teamScore === facts.opponentScore ? 0 : 1);
        expect(total(box.team, 'pitching', 'gs')).toBe(1);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('football box scores', () => {
  it('touchdowns, kicks and field goals make up the score; passes and catches agree', () => {
    fc.assert(
      fc.property(arbitraryGame('football'), (played) => {
        const { facts, box } = played;
        expectLineScore(played);
        for (const [side, other, score] of [[box.team, box.opponent, facts.teamScore], [box.opponent, box.team, facts.opponentScore]] as const) {
          const touchdowns = sum(side.lines.map((line) => touchdownsOf(new Map(Object.entries(line.groups).map(([key, c]) => [key, { c, t: {}, games: 1 }])))));
          const kicked = 6 * touchdowns + total(side, 'kicking', 'xpm') + 3 * total(side, 'kicking', 'fgm');
          // What is left are two-point tries and safeties: 2 points each.
          expect(kicked).toBeLessThanOrEqual(score);
          expect((score - kicked) % 2).toBe(0);
          expect(total(side, 'receiving', 'rec')).toBe(total(side, 'passing', 'cmp'));
          expect(total(side, 'receiving', 'yds')).toBe(total(side, 'passing', 'yds'));
          expect(total(side, 'receiving', 'td')).toBe(total(side, 'passing', 'td'));
          expect(total(other, 'interceptions', 'int')).toBe(total(side, 'passing', 'int'));
          expect(total(other, 'tackling', 'fr')).toBe(total(side, 'fumbles', 'lost'));
          for (const group of ['passing', 'rushing', 'receiving']) each(side, group, (c) => expect(c.long).toBeLessThanOrEqual(Math.max(c.yds!, 0) || 0));
        }
        const last = box.scoringPlays[box.scoringPlays.length - 1];
        if (last) expect([last.teamScore, last.opponentScore]).toEqual([facts.teamScore, facts.opponentScore]);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('tennis and wrestling box scores', () => {
  it.each(['mten', 'wten'])('%s: the doubles point and singles won make the dual score', (code) => {
    fc.assert(
      fc.property(arbitraryGame(code), ({ facts, box }) => {
        expect(box.teamPeriodScores).toEqual([box.team.extras.doublesPoints, total(box.team, 'singles', 'w')]);
        expect(sum(box.teamPeriodScores)).toBe(facts.teamScore);
        expect(sum(box.opponentPeriodScores)).toBe(facts.opponentScore);
        expect(total(box.team, 'singles', 'w')).toBe(total(box.opponent, 'singles', 'l'));
      }),
      { numRuns: RUNS },
    );
  });

  it('wrestling: bout team points (and any adjustment) make the dual score', () => {
    fc.assert(
      fc.property(arbitraryGame('wrestling'), ({ facts, box }) => {
        expect(total(box.team, 'bouts', 'tp') + box.team.extras.adjustment!).toBe(facts.teamScore);
        expect(total(box.opponent, 'bouts', 'tp') + box.opponent.extras.adjustment!).toBe(facts.opponentScore);
        each(box.team, 'bouts', (c) => expect(c.w! + c.l!).toBe(1));
      }),
      { numRuns: RUNS },
    );
  });

  it('plans bouts of 3 to 6 points for any pair of scores, adjusting only when no ten bouts can make them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 }), (team, opponent) => {
        const plan = planBouts(team, opponent);
        expect(plan.wins.team + plan.wins.opponent).toBeLessThanOrEqual(10);
        for (const [side, score] of [['team', team], ['opponent', opponent]] as const) {
          const fromBouts = score - plan.adjustment[side];
          expect(fromBouts).toBeGreaterThanOrEqual(3 * plan.wins[side]);
          expect(fromBouts).toBeLessThanOrEqual(6 * plan.wins[side]);
        }
        const fits = (score: number, wins: number) => score >= 3 * wins && score <= 6 * wins;
        const possible = Array.from({ length: 11 }, (_, a) => Array.from({ length: 11 - a }, (_, b) => fits(team, a) && fits(opponent, b))).flat().some(Boolean);
        if (possible) expect(plan.adjustment).toEqual({ team: 0, opponent: 0 });
      }),
    );
  });
});

describe('box scores name the school roster', () => {
  it.each(Object.keys(KINDS))('%s: every school line is a roster player, every opponent line an invented one', (code) => {
    const { facts, box } = play(code, 42, { home: true, shortGame: false, dropLine: false });
    const ids = new Set(facts.roster.map((player) => player.rosterPlayerId));
    expect(box.team.lines.length).toBeGreaterThan(0);
    for (const line of box.team.lines) expect(ids.has(line.rosterPlayerId)).toBe(true);
    for (const line of box.opponent.lines) expect(line.playerId).toBeNull();
    // Generation is a pure function of the facts and the seed.
    expect(play(code, 42, { home: true, shortGame: false, dropLine: false }).box).toEqual(box);
  });
});
