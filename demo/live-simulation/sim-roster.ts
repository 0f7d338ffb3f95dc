import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from '../people/names';
import type { SimPlayer } from './sim-types';

/** Squad shapes for invented rosters (opponents, or a school without a roster): position and how many. */
const SQUADS: Record<string, Array<[position: string, count: number]>> = {
  basketball: [['G', 6], ['F', 5], ['C', 2]],
  football: [['QB', 2], ['RB', 3], ['WR', 5], ['TE', 2], ['OL', 7], ['DL', 6], ['LB', 5], ['DB', 6], ['K', 1], ['P', 1]],
  baseball: [['RHP', 7], ['LHP', 3], ['C', 2], ['INF', 6], ['OF', 5]],
  softball: [['RHP', 3], ['LHP', 1], ['C', 2], ['INF', 6], ['OF', 5]],
  soccer: [['GK', 2], ['D', 7], ['M', 7], ['F', 5]],
  volleyball: [['S', 2], ['OH', 4], ['MB', 4], ['OPP', 2], ['L/DS', 3]],
  hockey: [['F', 13], ['D', 8], ['G', 2]],
  lacrosse: [['A', 6], ['M', 8], ['D', 6], ['G', 2]],
  fieldhockey: [['F', 6], ['MF', 6], ['B', 6], ['GK', 2]],
  other: [['', 12]],
};

/** An invented squad (deterministic for a given random). */
export function inventRoster(random: () => number, kind: string, women: boolean, teamKey: string): SimPlayer[] {
  const firsts = women ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES;
  const used = new Set<string>();
  const players: SimPlayer[] = [];
  for (const [position, count] of SQUADS[kind] ?? SQUADS.other!) {
    for (let index = 0; index < count; index += 1) {
      let jersey = String(Math.floor(random() * (kind === 'football' ? 99 : 45)) + 1);
      while (used.has(jersey)) jersey = String(Math.floor(random() * (kind === 'football' ? 99 : 45)) + 1);
      used.add(jersey);
      players.push({
        personId: `${teamKey}-${players.length + 1}`,
        firstName: firsts[Math.floor(random() * firsts.length)]!,
        lastName: LAST_NAMES[Math.floor(random() * LAST_NAMES.length)]!,
        jersey,
        position,
      });
    }
  }
  return players;
}

/** Players whose position starts with one of `prefixes` (in roster order); falls back to everyone. */
export function byPosition(players: SimPlayer[], ...prefixes: string[]): SimPlayer[] {
  const found = players.filter((player) => prefixes.some((prefix) => player.position.toUpperCase().startsWith(prefix)));
  return found.length > 0 ? found : players;
}

/** A player picked with weights (earlier entries of `players` weigh `lead` times more: starters play more). */
export function weightedPick(random: () => number, players: SimPlayer[], leadCount: number, lead = 3): SimPlayer {
  const weights = players.map((_, index) => (index < leadCount ? lead : 1));
  let roll = random() * weights.reduce((sum, weight) => sum + weight, 0);
  for (const [index, player] of players.entries()) {
    roll -= weights[index]!;
    if (roll < 0) return player;
  }
  return players[players.length - 1]!;
}

export function chance(random: () => number, probability: number): boolean {
  return random() < probability;
}

export function between(random: () => number, low: number, high: number): number {
  return low + Math.floor(random() * (high - low + 1));
}
