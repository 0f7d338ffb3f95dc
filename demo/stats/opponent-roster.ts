import type { StatFamily } from '../../server/stats/stat-sheet';
import { createRandom } from '../random';
import { shuffle } from './distribute';
import { inventName } from './invented-names';
import type { Participant } from './participants';

// An opponent's squad, by roster position, in the order a depth chart would list it.
const SQUADS: Record<StatFamily, ReadonlyArray<[position: string, count: number]>> = {
  basketball: [['G', 5], ['F', 5], ['C', 3]],
  volleyball: [['S', 2], ['OH', 4], ['MB', 3], ['RS', 2], ['L', 3]],
  soccer: [['GK', 2], ['D', 7], ['M', 7], ['F', 6]],
  fieldhockey: [['GK', 2], ['D', 6], ['M', 6], ['F', 6]],
  lacrosse: [['GK', 2], ['D', 7], ['M', 8], ['A', 7]],
  hockey: [['G', 2], ['D', 8], ['F', 14]],
  baseball: [['RHP', 7], ['LHP', 4], ['C', 3], ['INF', 8], ['OF', 5]],
  softball: [['RHP', 4], ['LHP', 2], ['C', 3], ['INF', 8], ['OF', 6]],
  football: [['QB', 2], ['RB', 3], ['WR', 6], ['TE', 3], ['OL', 8], ['DL', 8], ['LB', 7], ['DB', 9], ['K', 1], ['P', 1], ['LS', 1]],
  tennis: [['', 8]],
  wrestling: [['125', 1], ['133', 1], ['141', 1], ['149', 1], ['157', 1], ['165', 1], ['174', 1], ['184', 1], ['197', 1], ['285', 1]],
};

function hash(text: string): number {
  let value = 2_166_136_261;
  for (let i = 0; i < text.length; i += 1) value = Math.imul(value ^ text.charCodeAt(i), 16_777_619);
  return value >>> 0;
}

/**
 * The invented squad an opponent brings in one sport and season: the same names in every meeting
 * that season, so a season's box scores read as one team. `key` identifies school, opponent, sport, season.
 */
export function opponentRoster(family: StatFamily, gender: 'M' | 'F' | null, key: string): Participant[] {
  const random = createRandom(hash(key));
  const used = new Set<string>();
  const size = SQUADS[family].reduce((total, [, count]) => total + count, 0);
  const maxJersey = family === 'football' ? 99 : family === 'volleyball' ? 30 : family === 'tennis' || family === 'wrestling' ? 0 : 45;
  const jerseys = shuffle(random, Array.from({ length: maxJersey }, (_, index) => index + 1)).slice(0, size);
  let next = 0;
  return SQUADS[family].flatMap(([position, count]) =>
    Array.from({ length: count }, () => {
      const jersey = jerseys[next] === undefined ? '' : String(jerseys[next]);
      next += 1;
      return { playerId: null, rosterPlayerId: null, name: inventName(random, gender, used), jersey, position };
    }),
  );
}
