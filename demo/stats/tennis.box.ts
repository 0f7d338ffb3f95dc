import type { PlayerLine, Side } from '../../server/stats/box-score-document';
import type { Random } from '../random';
import type { BoxScoreFacts, BoxScoreGenerator } from './box-score-facts';
import { between, chance, shuffle } from './distribute';
import type { Participant } from './participants';

type SetScore = [winner: number, loser: number, tiebreak: number | null];

function set(random: Random): SetScore {
  const loser = between(random, 0, 6);
  return loser === 6 ? [7, 6, between(random, 2, 8)] : loser === 5 ? [7, 5, null] : [6, loser, null];
}

const shown = ([a, b, tiebreak]: SetScore, flipped = false) => `${flipped ? b : a}-${flipped ? a : b}${tiebreak === null ? '' : ` (${tiebreak})`}`;

/** A best-of-three singles score from the winner's side: '6-3, 4-6, 7-6 (5)'. */
function singlesScore(random: Random, unfinished: boolean): string {
  if (unfinished) return `${shown(set(random))}, ${between(random, 1, 5)}-${between(random, 1, 5)}, unfinished`;
  return chance(random, 0.3) ? `${shown(set(random))}, ${shown(set(random), true)}, ${shown(set(random))}` : `${shown(set(random))}, ${shown(set(random))}`;
}

/** A doubles set to six: '6-4', '7-6 (3)'; an unfinished one stops short. */
function doublesScore(random: Random, unfinished: boolean): string {
  if (unfinished) return `${between(random, 2, 5)}-${between(random, 2, 5)}, unfinished`;
  const loser = between(random, 0, 6);
  return loser === 6 ? `7-6 (${between(random, 2, 8)})` : loser === 5 ? '7-5' : `6-${loser}`;
}

/** The doubles point, then six singles; once the dual is decided the rest are left unfinished. */
export const generateTennis: BoxScoreGenerator = (facts: BoxScoreFacts, random: Random) => {
  const team = facts.teamScore;
  const opponent = facts.opponentScore;
  // Old-format scores (more than 7 points in all) count every doubles match as a point.
  const doublesPoints = team + opponent > 7 ? 3 : 1;
  const low = Math.max(0, team - 6, doublesPoints - opponent);
  const high = Math.max(low, Math.min(doublesPoints, team));
  const teamDoubles = doublesPoints === 1 ? (opponent === 0 ? 1 : team === 0 ? 0 : chance(random, team / (team + opponent)) ? 1 : 0) : between(random, low, high);
  const opponentDoubles = doublesPoints - teamDoubles;
  const teamSingles = Math.max(0, Math.min(6, team - teamDoubles));
  const opponentSingles = Math.max(0, Math.min(6 - teamSingles, opponent - opponentDoubles));
  const unfinishedSingles = 6 - teamSingles - opponentSingles;
  const singlesResults: Array<Side | null> = shuffle(random, [...Array<Side>(teamSingles).fill('team'), ...Array<Side>(opponentSingles).fill('opponent'), ...Array<null>(unfinishedSingles).fill(null)]);
  // Three doubles matches: with one point at stake, the winner takes two and the third may stay unfinished.
  const doublesResults: Array<Side | null> =
    doublesPoints === 3
      ? shuffle(random, [...Array<Side>(teamDoubles).fill('team'), ...Array<Side>(opponentDoubles).fill('opponent')])
      : shuffle(random, [teamDoubles ? 'team' : 'opponent', teamDoubles ? 'team' : 'opponent', chance(random, 0.5) ? null : teamDoubles ? 'opponent' : 'team']);

  const six = (roster: readonly Participant[]) => roster.slice(0, 6);
  const players: Record<Side, Participant[]> = { team: six(facts.roster), opponent: six(facts.opponentRoster) };
  const lines: Record<Side, Map<Participant, PlayerLine>> = { team: new Map(), opponent: new Map() };
  const lineFor = (side: Side, player: Participant) => {
    let line = lines[side].get(player);
    if (!line) {
      line = { playerId: player.playerId, rosterPlayerId: player.rosterPlayerId, name: player.name, jersey: player.jersey, position: '', starter: true, groups: {}, texts: {} };
      lines[side].set(player, line);
    }
    return line;
  };
  const record = (side: Side, player: Participant | undefined, group: 'singles' | 'doubles', result: Side | null, texts: Record<string, string>) => {
    if (!player) return;
    const line = lineFor(side, player);
    line.groups[group] = { w: result === side ? 1 : 0, l: result !== null && result !== side ? 1 : 0 };
    line.texts![group] = { ...texts, result: result === null ? 'UF' : result === side ? 'W' : 'L' };
  };
  doublesResults.forEach((result, index) => {
    const pair = (side: Side) => [players[side][index * 2], players[side][index * 2 + 1]] as const;
    const score = doublesScore(random, result === null);
    for (const side of ['team', 'opponent'] as const) {
      const other: Side = side === 'team' ? 'opponent' : 'team';
      const [first, second] = pair(side);
      const opponents = pair(other).map((player) => player?.name ?? 'TBA').join(' / ');
      record(side, first, 'doubles', result, { pos: `#${index + 1}`, partner: second?.name ?? '', opp: opponents, score });
      record(side, second, 'doubles', result, { pos: `#${index + 1}`, partner: first?.name ?? '', opp: opponents, score });
    }
  });
  singlesResults.forEach((result, index) => {
    const score = singlesScore(random, result === null);
    for (const side of ['team', 'opponent'] as const) {
      const other: Side = side === 'team' ? 'opponent' : 'team';
      record(side, players[side][index], 'singles', result, { pos: `#${index + 1}`, opp: players[other][index]?.name ?? 'TBA', score });
    }
  });
  const ordered = (side: Side) => players[side].map((player) => lines[side].get(player)).filter((line): line is PlayerLine => line !== undefined);
  return {
    family: 'tennis',
    periods: ['Doubles', 'Singles'],
    teamPeriodScores: [teamDoubles, teamSingles],
    opponentPeriodScores: [opponentDoubles, opponentSingles],
    team: { lines: ordered('team'), extras: { doublesPoints: teamDoubles } },
    opponent: { lines: ordered('opponent'), extras: { doublesPoints: opponentDoubles } },
    scoringPlays: [],
  };
};
