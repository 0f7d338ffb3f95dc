import type { PlayerLine } from '../../server/stats/box-score-document';
import type { Counters } from '../../server/stats/stat-sheet';
import type { Random } from '../random';
import type { BoxScoreFacts, BoxScoreGenerator } from './box-score-facts';
import { apportion, between, chance, split, splitCapped, sum, uniform } from './distribute';
import { addsUp, numbers, periodLabels, spreadScore } from './line-score';
import { lineOf, pickRole, rolesOf, type Participant } from './participants';

type Role = 'G' | 'F' | 'C';

interface OnFloor {
  player: Participant;
  role: Role;
  starter: boolean;
  min: number;
  skill: number;
  c: Counters;
}

const by = (role: Role, factors: Record<Role, number>) => factors[role];

function roleOf(player: Participant): Role {
  const roles = rolesOf('basketball', player.position);
  return roles.includes('G') ? 'G' : roles.includes('C') ? 'C' : 'F';
}

/** Minutes, then made and missed shots that add up to exactly `score` points. */
/** The starting five by position (two guards, two forwards, a center), then the bench in depth order. */
function rotation(roster: readonly Participant[]): Participant[] {
  const taken = new Set<Participant>();
  const starters = [...pickRole('basketball', roster, 'G', 2, taken), ...pickRole('basketball', roster, 'F', 2, taken), ...pickRole('basketball', roster, 'C', 1, taken)];
  return [...starters, ...roster.filter((player) => !taken.has(player))].slice(0, 13);
}

function shoot(random: Random, roster: readonly Participant[], score: number, gameMinutes: number): OnFloor[] {
  const dressed = rotation(roster);
  const weights = dressed.map((_, index) =>
    index < 5 ? uniform(random, 5.8, 7.6) : index >= 10 && chance(random, 0.5) ? 0 : Math.max(0.15, 3.6 - 0.55 * (index - 5)) * uniform(random, 0.5, 1.4),
  );
  const minutes = apportion(Math.min(5, dressed.length) * gameMinutes, weights, dressed.map(() => gameMinutes));
  const floor = dressed
    .map((player, index) => ({ player, role: roleOf(player), starter: index < 5, min: minutes[index]!, skill: Math.max(0.6, 1.35 - 0.05 * index), c: {} as Counters }))
    .filter((entry) => entry.min > 0 || entry.starter);

  // Threes and free throws first; the rest are twos (the leftover is made even by one free throw).
  let threes = Math.round((score * uniform(random, 0.18, 0.3)) / 3);
  let freeThrows = Math.round(score * uniform(random, 0.12, 0.22));
  while (score - 3 * threes - freeThrows < 0) {
    if (threes > 0) threes -= 1;
    else freeThrows -= 1;
  }
  if ((score - 3 * threes - freeThrows) % 2 === 1) freeThrows += 1;
  const twos = (score - 3 * threes - freeThrows) / 2;

  const w2 = floor.map((entry) => entry.min * entry.skill * by(entry.role, { G: 0.85, F: 1.2, C: 1.5 }));
  const w3 = floor.map((entry) => entry.min * entry.skill * by(entry.role, { G: 1.6, F: 0.9, C: 0.15 }));
  const wFt = floor.map((entry) => entry.min * entry.skill);
  const made2 = split(random, twos, w2);
  const made3 = split(random, threes, w3);
  const madeFt = split(random, freeThrows, wFt);
  const missed2 = split(random, Math.round(twos * uniform(random, 1.0, 1.3)), w2);
  const missed3 = split(random, Math.round(threes * uniform(random, 1.6, 2.2)) + (threes < 2 ? between(random, 2, 6) : 0), w3);
  const missedFt = split(random, Math.round(freeThrows * uniform(random, 0.18, 0.38)), wFt);
  for (const [index, entry] of floor.entries()) {
    const fgm = made2[index]! + made3[index]!;
    entry.c = {
      gs: entry.starter ? 1 : 0,
      min: entry.min,
      fgm,
      fga: fgm + missed2[index]! + missed3[index]!,
      tpm: made3[index]!,
      tpa: made3[index]! + missed3[index]!,
      ftm: madeFt[index]!,
      fta: madeFt[index]! + missedFt[index]!,
    };
  }
  const byMinutes = (factors: Record<Role, number>) => floor.map((entry) => entry.min * by(entry.role, factors));
  const assign = (key: string, values: number[]) => floor.forEach((entry, index) => (entry.c[key] = values[index] ?? 0));
  assign('ast', split(random, Math.round((twos + threes) * uniform(random, 0.45, 0.65)), byMinutes({ G: 2.2, F: 0.9, C: 0.6 })));
  assign('stl', split(random, between(random, 3, 10), byMinutes({ G: 1.5, F: 1, C: 0.6 })));
  assign('blk', split(random, between(random, 1, 7), byMinutes({ G: 0.3, F: 1.2, C: 3 })));
  assign('to', split(random, between(random, 8, 17), byMinutes({ G: 1.3, F: 1, C: 0.9 })));
  // Five fouls and a player is out.
  assign('pf', splitCapped(random, between(random, 12, 22), byMinutes({ G: 1, F: 1.1, C: 1.3 }), floor.map(() => 5)).parts);
  return floor;
}

const missedShots = (floor: OnFloor[]) => sum(floor.map((entry) => (entry.c.fga ?? 0) - (entry.c.fgm ?? 0)));

function rebound(random: Random, side: OnFloor[], other: OnFloor[]): void {
  const weights = side.map((entry) => entry.min * by(entry.role, { G: 0.7, F: 1.5, C: 2.2 }));
  const offensive = split(random, Math.round(missedShots(side) * uniform(random, 0.24, 0.34)), weights);
  const defensive = split(random, Math.round(missedShots(other) * uniform(random, 0.68, 0.78)), weights);
  side.forEach((entry, index) => {
    entry.c.oreb = offensive[index] ?? 0;
    entry.c.dreb = defensive[index] ?? 0;
  });
}

const toLines = (floor: OnFloor[]): PlayerLine[] =>
  floor.map((entry) => ({ ...lineOf(entry.player, entry.role, entry.starter), groups: { players: entry.c } }));

/** Men's basketball plays two halves, women's four quarters; each overtime is 5 minutes. */
export const generateBasketball: BoxScoreGenerator = (facts: BoxScoreFacts, random: Random) => {
  const regulation = facts.sportCode === 'wbball' ? 4 : 2;
  const given = facts.lineScore;
  const line = addsUp(given, facts.teamScore, facts.opponentScore) && given.periods.length >= regulation
    ? { periods: given.periods, team: numbers(given.team), opponent: numbers(given.opponent) }
    : { periods: periodLabels(regulation, regulation), team: spreadScore(random, facts.teamScore, regulation), opponent: spreadScore(random, facts.opponentScore, regulation) };
  const gameMinutes = 40 + 5 * (line.periods.length - regulation);
  const team = shoot(random, facts.roster, facts.teamScore, gameMinutes);
  const opponent = shoot(random, facts.opponentRoster, facts.opponentScore, gameMinutes);
  rebound(random, team, opponent);
  rebound(random, opponent, team);
  return {
    family: 'basketball',
    periods: line.periods,
    teamPeriodScores: line.team,
    opponentPeriodScores: line.opponent,
    team: { lines: toLines(team), extras: {} },
    opponent: { lines: toLines(opponent), extras: {} },
    scoringPlays: [],
  };
};
