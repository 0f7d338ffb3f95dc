import type { CumulativeStatsWire } from '../../../contract/cumulative-stats';
import { orDash, rate3, ratio, type Counters } from '../../stats/stat-sheet';
import type { BoxScoreDocumentRow } from './box-score-read';

const sum = (lines: readonly Counters[], key: string) => lines.reduce((total, line) => total + (line[key] ?? 0), 0);

/** A season-only counter: the group it belongs to, the column that prints it and how, given the counter's season total. */
interface Hidden {
  group: string;
  key: string;
  column: string;
  shown(lines: readonly Counters[], value: number): string;
}

const HIDDEN: readonly Hidden[] = [
  // On-base percentage: (H+BB+HBP) / (AB+BB+HBP+SF).
  { group: 'batting', key: 'sf', column: 'obp', shown: (l, sf) => orDash(ratio(sum(l, 'h') + sum(l, 'bb') + sum(l, 'hbp'), sum(l, 'ab') + sum(l, 'bb') + sum(l, 'hbp') + sf), rate3) },
  // Stolen-base attempts: 'SB-ATT', attempts being SB+CS.
  { group: 'batting', key: 'cs', column: 'sbAtt', shown: (l, cs) => `${sum(l, 'sb')}-${sum(l, 'sb') + cs}` },
  // Opponents' batting average: H / (BF-BB-HBP).
  { group: 'pitching', key: 'hbp', column: 'baa', shown: (l, hbp) => orDash(ratio(sum(l, 'h'), sum(l, 'bf') - sum(l, 'bb') - hbp), rate3) },
];

const MOST = 60;

/** The totals of a counter that make a column print as shown (0 alone when nothing does). */
function candidates(hidden: Hidden, lines: readonly Counters[], shown: string | undefined): number[] {
  const fits = Array.from({ length: MOST + 1 }, (_, value) => value).filter((value) => hidden.shown(lines, value) === shown);
  return fits.length > 0 ? fits.slice(0, 8) : [0];
}

/** One total per player such that the team's line prints as shown too (the smallest such choice first found). */
function choose(players: readonly number[][], teamFits: (total: number) => boolean): number[] {
  let reachable = new Map<number, number[]>([[0, []]]);
  for (const options of players) {
    const next = new Map<number, number[]>();
    for (const [total, picks] of reachable) for (const option of options) if (!next.has(total + option)) next.set(total + option, [...picks, option]);
    reachable = next;
  }
  const totals = [...reachable.keys()].sort((a, b) => a - b);
  return reachable.get(totals.find(teamFits) ?? totals[0]!)!;
}

const identity = (line: { name: string; jersey?: string | null }) => `${line.name}|${line.jersey ?? ''}`;

/**
 * Some counters are printed by no public box score yet counted in a season's figures (baseball's sacrifice flies,
 * caught stealing and hit batters). The origin's season stats (/Stats/cumulative) print each player's season, the
 * team's and the opponents': the season totals that make every one of those print the same go on the first line of
 * the season (the player's, or the opponents'), so season, career and team figures are the origin's.
 */
export function settleSeasonCounters(documents: readonly BoxScoreDocumentRow[], cumulative: CumulativeStatsWire): void {
  for (const hidden of HIDDEN) {
    const group = cumulative.playerGroups.find((entry) => entry.name === hidden.group);
    if (!group) continue;
    const byPlayer = new Map<string, Counters[]>();
    for (const line of documents.flatMap((document) => document.teamLines)) {
      const counters = line.groups[hidden.group];
      if (counters) byPlayer.set(identity(line), [...(byPlayer.get(identity(line)) ?? []), counters]);
    }
    const players = group.players.flatMap((player) => {
      const lines = byPlayer.get(identity(player));
      return lines ? [{ lines, options: candidates(hidden, lines, player.values[hidden.column]) }] : [];
    });
    const teamLines = [...byPlayer.values()].flat();
    const picks = choose(
      players.map((player) => player.options),
      (total) => hidden.shown(teamLines, total) === group.totals[hidden.column],
    );
    players.forEach((player, index) => (player.lines[0]![hidden.key] = picks[index]!));
    const opponents = documents.flatMap((document) => document.opponentLines.flatMap((line) => (line.groups[hidden.group] ? [line.groups[hidden.group]!] : [])));
    if (opponents[0]) opponents[0][hidden.key] = candidates(hidden, opponents, group.opponentTotals[hidden.column])[0]!;
  }
}
