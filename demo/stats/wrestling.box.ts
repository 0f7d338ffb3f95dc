import type { PlayerLine, ScoringPlay, Side } from '../../server/stats/box-score-document';
import type { Random } from '../random';
import type { BoxScoreFacts, BoxScoreGenerator } from './box-score-facts';
import { between, chance, shuffle, splitCapped } from './distribute';
import type { Participant } from './participants';

export const WEIGHTS = ['125', '133', '141', '149', '157', '165', '174', '184', '197', 'HWT'] as const;

interface Plan {
  wins: Record<Side, number>;
  /** Points that no bout explains (a tie-breaking criterion point, a deduction). */
  adjustment: Record<Side, number>;
}

/** Bout wins per side whose 3-6 points each can make each side's score, preferring all ten bouts and no adjustment. */
export function planBouts(team: number, opponent: number): Plan {
  let best: { plan: Plan; cost: number } | null = null;
  for (let adjTeam = 0; adjTeam <= Math.min(team, 5); adjTeam += 1) {
    for (let adjOpponent = 0; adjOpponent <= Math.min(opponent, 5); adjOpponent += 1) {
      const a = team - adjTeam;
      const b = opponent - adjOpponent;
      for (let kA = Math.ceil(a / 6); kA <= Math.min(10, Math.floor(a / 3)); kA += 1) {
        for (let kB = Math.ceil(b / 6); kB <= Math.min(10 - kA, Math.floor(b / 3)); kB += 1) {
          const cost = (adjTeam + adjOpponent) * 100 + (10 - kA - kB);
          if (!best || cost < best.cost) best = { plan: { wins: { team: kA, opponent: kB }, adjustment: { team: adjTeam, opponent: adjOpponent } }, cost };
        }
      }
    }
  }
  return best?.plan ?? { wins: { team: 0, opponent: 0 }, adjustment: { team, opponent } };
}

function resultText(random: Random, points: number): { kind: 'dec' | 'md' | 'tf' | 'fall' | 'ffw'; text: (won: boolean) => string } {
  const time = () => `${between(random, 0, 6)}:${String(between(random, 0, 59)).padStart(2, '0')}`;
  const scoreLine = (margin: [number, number]) => {
    const loser = between(random, 0, 6);
    const winner = loser + between(random, margin[0], margin[1]);
    return (won: boolean) => (won ? `${winner}-${loser}` : `${loser}-${winner}`);
  };
  if (points === 3) {
    const score = scoreLine([1, 7]);
    return { kind: 'dec', text: (won) => `Dec ${score(won)}` };
  }
  if (points === 4) {
    const score = scoreLine([8, 14]);
    return { kind: 'md', text: (won) => `MD ${score(won)}` };
  }
  if (points === 5) {
    const score = scoreLine([15, 17]);
    const at = time();
    return { kind: 'tf', text: (won) => `TF ${score(won)} (${at})` };
  }
  if (chance(random, 0.15)) return { kind: 'ffw', text: () => 'Forfeit' };
  const at = time();
  return { kind: 'fall', text: () => `Fall ${at}` };
}

/** A dual meet: ten weights; the team scores add up from the bouts' 3, 4, 5 and 6-point results. */
export const generateWrestling: BoxScoreGenerator = (facts: BoxScoreFacts, random: Random) => {
  const plan = planBouts(facts.teamScore, facts.opponentScore);
  const order = shuffle(random, [...Array<Side | null>(plan.wins.team).fill('team'), ...Array<Side | null>(plan.wins.opponent).fill('opponent'), ...Array<Side | null>(10 - plan.wins.team - plan.wins.opponent).fill(null)]);
  const points: Record<Side, number[]> = { team: [], opponent: [] };
  for (const side of ['team', 'opponent'] as const) {
    const wins = plan.wins[side];
    const score = (side === 'team' ? facts.teamScore : facts.opponentScore) - plan.adjustment[side];
    const extra = splitCapped(random, score - 3 * wins, Array.from({ length: wins }, () => 1), Array.from({ length: wins }, () => 3)).parts;
    points[side] = extra.map((value) => 3 + value);
  }
  const wrestlers = (roster: readonly Participant[]) => {
    const taken = new Set<Participant>();
    return WEIGHTS.map((weight) => {
      const listed = roster.find((player) => !taken.has(player) && player.position.replace(/\D/g, '') === weight.replace(/\D/g, '') && (weight !== 'HWT' || /HWT|285|heavy/i.test(player.position)));
      const chosen = listed ?? roster.find((player) => !taken.has(player));
      if (chosen) taken.add(chosen);
      return chosen;
    });
  };
  const squads: Record<Side, Array<Participant | undefined>> = { team: wrestlers(facts.roster), opponent: wrestlers(facts.opponentRoster) };
  const lines: Record<Side, PlayerLine[]> = { team: [], opponent: [] };
  const scoringPlays: ScoringPlay[] = [];
  const running = { team: plan.adjustment.team, opponent: plan.adjustment.opponent };
  const next = { team: 0, opponent: 0 };
  WEIGHTS.forEach((weight, index) => {
    const winner = order[index] ?? null;
    const bout = winner ? points[winner][next[winner]++]! : 0;
    const result = winner ? resultText(random, bout) : null;
    for (const side of ['team', 'opponent'] as const) {
      const other: Side = side === 'team' ? 'opponent' : 'team';
      const player = squads[side][index];
      // A side that forfeits sends no one out; a double forfeit leaves the weight empty.
      if (!player || !result || (result.kind === 'ffw' && winner !== side)) continue;
      const won = winner === side;
      const counters = { w: won ? 1 : 0, l: won ? 0 : 1, fall: 0, tf: 0, md: 0, dec: 0, ffw: 0, tp: won ? bout : 0 };
      if (won) counters[result.kind] = 1;
      lines[side].push({
        playerId: player.playerId, rosterPlayerId: player.rosterPlayerId, name: player.name, jersey: player.jersey, position: weight, starter: true,
        groups: { bouts: counters },
        texts: { bouts: { weight, opp: result.kind === 'ffw' ? 'Forfeit' : squads[other][index]?.name ?? 'Forfeit', result: `${won ? 'W' : 'L'} ${result.text(won)}` } },
      });
    }
    if (winner && result) {
      running[winner] += bout;
      const name = squads[winner][index]?.name ?? (winner === 'team' ? facts.teamName : facts.opponentName);
      const loser = squads[winner === 'team' ? 'opponent' : 'team'][index]?.name;
      scoringPlays.push({ period: weight, clock: null, side: winner, description: result.kind === 'ffw' ? `${name} won by forfeit` : `${name} def. ${loser ?? 'Forfeit'} (${result.text(true)})`, teamScore: running.team, opponentScore: running.opponent });
    }
  });
  return {
    family: 'wrestling',
    periods: [],
    teamPeriodScores: [],
    opponentPeriodScores: [],
    team: { lines: lines.team, extras: { adjustment: plan.adjustment.team } },
    opponent: { lines: lines.opponent, extras: { adjustment: plan.adjustment.opponent } },
    scoringPlays,
  };
};
