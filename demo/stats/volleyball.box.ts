import type { PlayerLine } from '../../server/stats/box-score-document';
import type { Counters } from '../../server/stats/stat-sheet';
import type { Random } from '../random';
import type { BoxScoreFacts, BoxScoreGenerator, GivenLineScore } from './box-score-facts';
import { between, chance, shuffle, split, splitCapped, sum, uniform, weightedIndex } from './distribute';
import { lineOf, pickRole, rolesOf, type Participant } from './participants';

interface Sets {
  periods: string[];
  team: number[];
  opponent: number[];
}

/** A set is won at 25 (15 in a fifth set) by two. */
export function validSet(winner: number, loser: number, deciding: boolean): boolean {
  const target = deciding ? 15 : 25;
  return winner >= target && winner - loser >= 2 && (winner === target || winner - loser === 2);
}

function givenSets(given: GivenLineScore | null, teamSets: number, opponentSets: number): Sets | null {
  if (!given || given.periods.length !== teamSets + opponentSets || given.periods.length === 0) return null;
  const team = given.team.map((value) => value ?? -1);
  const opponent = given.opponent.map((value) => value ?? -1);
  let won = 0;
  for (const [index, points] of team.entries()) {
    const other = opponent[index] ?? -1;
    if (points < 0 || other < 0 || points === other) return null;
    if (!validSet(Math.max(points, other), Math.min(points, other), index === 4)) return null;
    if (points > other) won += 1;
  }
  const last = team.length - 1;
  const matchWinnerTookLast = teamSets > opponentSets ? team[last]! > opponent[last]! : opponent[last]! > team[last]!;
  return won === teamSets && matchWinnerTookLast ? { periods: given.periods, team, opponent } : null;
}

function playSets(random: Random, teamSets: number, opponentSets: number): Sets {
  const teamWon = teamSets > opponentSets;
  // The match winner takes the last set; the others fall in any order.
  const earlier = shuffle(random, [...Array<boolean>(teamWon ? teamSets - 1 : teamSets).fill(true), ...Array<boolean>(teamWon ? opponentSets : opponentSets - 1).fill(false)]);
  const winners = [...earlier, teamWon];
  const sets: Sets = { periods: [], team: [], opponent: [] };
  for (const [index, teamTookIt] of winners.entries()) {
    const target = index === 4 ? 15 : 25;
    const deuce = chance(random, 0.15);
    const loser = deuce ? target - 1 + between(random, 0, 5) : between(random, index === 4 ? 6 : 12, target - 2);
    const winner = deuce ? loser + 2 : target;
    sets.periods.push(String(index + 1));
    sets.team.push(teamTookIt ? winner : loser);
    sets.opponent.push(teamTookIt ? loser : winner);
  }
  return sets;
}

interface Earned {
  kills: number;
  aces: number;
  blocks: number;
  /** Points handed over by the other side's errors that were not blocks. */
  gifts: number;
}

function earn(random: Random, points: number, sets: number): Earned {
  // A typical college match: about 58% of a side's points are kills, 5% aces, 9% blocks, the rest the other side's errors.
  let kills = Math.round(points * uniform(random, 0.54, 0.62));
  let aces = between(random, sets, Math.round(sets * 2.5));
  let blocks = between(random, Math.round(sets * 1.5), 3 * sets);
  while (points - kills - aces - blocks < Math.round(points * 0.18) && kills + aces + blocks > 0) {
    if (blocks > 0 && chance(random, 0.3)) blocks -= 1;
    else if (aces > 0 && chance(random, 0.3)) aces -= 1;
    else if (kills > 0) kills -= 1;
    else if (blocks > 0) blocks -= 1;
    else aces -= 1;
  }
  return { kills, aces, blocks, gifts: points - kills - aces - blocks };
}

interface Member {
  player: Participant;
  role: string;
  starter: boolean;
  sp: number;
  c: Counters;
}

function squad(random: Random, roster: readonly Participant[], sets: number): Member[] {
  const taken = new Set<Participant>();
  const starters: Array<[Participant, string]> = [
    ...pickRole('volleyball', roster, 'S', 1, taken).map((player): [Participant, string] => [player, 'S']),
    ...pickRole('volleyball', roster, 'OH', 2, taken).map((player): [Participant, string] => [player, 'OH']),
    ...pickRole('volleyball', roster, 'MB', 2, taken).map((player): [Participant, string] => [player, 'MB']),
    ...pickRole('volleyball', roster, 'RS', 1, taken).map((player): [Participant, string] => [player, 'RS']),
    ...pickRole('volleyball', roster, 'L', 1, taken).map((player): [Participant, string] => [player, 'L']),
  ];
  const bench = roster.filter((player) => !taken.has(player)).slice(0, 5);
  const members: Member[] = starters.map(([player, role]) => ({ player, role, starter: true, sp: sets, c: {} }));
  for (const player of bench) {
    if (!chance(random, 0.55)) continue;
    const roles = rolesOf('volleyball', player.position);
    const role = roles.includes('L') ? 'DS' : (['OH', 'MB', 'RS', 'S'].find((known) => roles.includes(known)) ?? 'OH');
    members.push({ player, role, starter: false, sp: between(random, 1, sets), c: {} });
  }
  return members;
}

const weights = (members: Member[], factors: Record<string, number>) => members.map((member) => member.sp * (factors[member.role] ?? 0.3));

function assign(members: Member[], key: string, values: number[]): void {
  members.forEach((member, index) => (member.c[key] = (member.c[key] ?? 0) + (values[index] ?? 0)));
}

/** Block solos and two-player block assists that make up `blocks` team blocks. */
function block(random: Random, members: Member[], blocks: number): void {
  const w = weights(members, { MB: 3, RS: 1.6, OH: 1, S: 0.8, L: 0, DS: 0 });
  const solos = between(random, 0, Math.min(3, blocks));
  assign(members, 'bs', split(random, solos, w));
  for (let i = 0; i < blocks - solos; i += 1) {
    const first = weightedIndex(random, w);
    if (first < 0) return;
    const second = weightedIndex(random, w.map((value, index) => (index === first ? 0 : value)));
    // With one blocker on the floor the block is a solo.
    if (second < 0) members[first]!.c.bs = (members[first]!.c.bs ?? 0) + 1;
    else for (const index of [first, second]) members[index]!.c.ba = (members[index]!.c.ba ?? 0) + 1;
  }
}

const ATTACK = { OH: 3, RS: 2.2, MB: 1.8, S: 0.3, L: 0, DS: 0 };

/** Every rally point is a kill, an ace, a block or an error of the other side: the set scores add up. */
export const generateVolleyball: BoxScoreGenerator = (facts: BoxScoreFacts, random: Random) => {
  const sets = givenSets(facts.lineScore, facts.teamScore, facts.opponentScore) ?? playSets(random, facts.teamScore, facts.opponentScore);
  const count = sets.periods.length;
  const earned = { team: earn(random, sum(sets.team), count), opponent: earn(random, sum(sets.opponent), count) };
  const members = { team: squad(random, facts.roster, count), opponent: squad(random, facts.opponentRoster, count) };
  const inPlay = { team: 0, opponent: 0 };
  for (const side of ['team', 'opponent'] as const) {
    const other = side === 'team' ? 'opponent' : 'team';
    const own = earned[side];
    const theirs = earned[other];
    const list = members[side];
    const attack = weights(list, ATTACK);
    assign(list, 'k', split(random, own.kills, attack));
    // Every block by the other side is one of our attack errors; our other errors gave them their gifts.
    const bhe = between(random, 0, Math.min(2, theirs.gifts));
    const serveErrors = Math.min(theirs.gifts - bhe, between(random, count, 3 * count));
    const attackErrors = theirs.gifts - bhe - serveErrors + theirs.blocks;
    assign(list, 'e', split(random, attackErrors, attack));
    inPlay[side] = Math.round(own.kills * uniform(random, 1.0, 1.4));
    assign(list, 'ta', split(random, inPlay[side], attack));
    list.forEach((member) => (member.c.ta = (member.c.ta ?? 0) + (member.c.k ?? 0) + (member.c.e ?? 0)));
    assign(list, 'ast', split(random, Math.round(own.kills * uniform(random, 0.85, 0.93)), weights(list, { S: 10, L: 0.6, DS: 0.4 })));
    const serve = weights(list, { OH: 1, RS: 1, MB: 0.7, S: 1, L: 0.6, DS: 1 });
    assign(list, 'sa', split(random, own.aces, serve));
    assign(list, 'se', split(random, serveErrors, serve));
    assign(list, 're', split(random, theirs.aces, weights(list, { L: 2, DS: 1.5, OH: 2, RS: 0.4, S: 0.2, MB: 0.1 })));
    assign(list, 'bhe', split(random, bhe, weights(list, { S: 2, L: 0.6, DS: 0.6, OH: 0.4, RS: 0.3, MB: 0.3 })));
    block(random, list, own.blocks);
  }
  for (const side of ['team', 'opponent'] as const) {
    const other = side === 'team' ? 'opponent' : 'team';
    const digs = Math.round(inPlay[other] * uniform(random, 0.75, 0.95));
    assign(members[side], 'digs', splitCapped(random, digs, weights(members[side], { L: 4, DS: 2.5, OH: 1.5, S: 1.2, RS: 0.8, MB: 0.3 })).parts);
  }
  const toLines = (list: Member[]): PlayerLine[] =>
    list.map((member) => ({ ...lineOf(member.player, member.role, member.starter), groups: { players: { gs: member.starter ? 1 : 0, sp: member.sp, ...member.c } } }));
  return {
    family: 'volleyball',
    periods: sets.periods,
    teamPeriodScores: sets.team,
    opponentPeriodScores: sets.opponent,
    team: { lines: toLines(members.team), extras: { teamBlocks: earned.team.blocks } },
    opponent: { lines: toLines(members.opponent), extras: { teamBlocks: earned.opponent.blocks } },
    scoringPlays: [],
  };
};
