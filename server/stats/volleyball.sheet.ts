import { STAT_ABBREVIATIONS, statAbbreviation } from '../../core/stats/stat-abbreviations';
import { count, derived, gamesPlayed, n, orDash, rate3, ratio, whole, wholeOrHalf, type GroupLine, type LeaderCategory, type StatGroup, type StatSheet } from './stat-sheet';

const abbr = (stat: string) => statAbbreviation('volleyball', stat);

/** NCAA total blocks: a solo block counts one, a block assist half. */
const blocks = (line: GroupLine) => n(line, 'bs') + 0.5 * n(line, 'ba');
const points = (line: GroupLine) => n(line, 'k') + n(line, 'sa') + blocks(line);
const hitting = (line: GroupLine) => ratio(n(line, 'k') - n(line, 'e'), n(line, 'ta'));

const common = [
  count('k', abbr('Kills'), 'Kills'),
  count('e', 'E', 'Attack Errors'),
  count('ta', 'TA', 'Total Attacks'),
  derived('pct', abbr('Hitting %'), 'Hitting %', (line) => orDash(hitting(line), rate3)),
  count('ast', abbr('Assists'), 'Assists'),
  count('sa', abbr('Service Aces'), 'Service Aces'),
  count('se', 'SE', 'Service Errors'),
  count('re', 'RE', 'Reception Errors'),
  count('digs', abbr('Digs'), 'Digs'),
  count('bs', 'BS', 'Block Solos'),
  count('ba', 'BA', 'Block Assists'),
  derived('blk', abbr('Blocks'), 'Blocks', (line) => wholeOrHalf(blocks(line))),
  count('bhe', 'BHE', 'Ball Handling Errors'),
  derived('pts', abbr('Points'), 'Points', (line) => wholeOrHalf(points(line))),
];

const players: StatGroup = {
  key: 'players',
  title: 'Players',
  sums: ['gs', 'sp', 'k', 'e', 'ta', 'ast', 'sa', 'se', 're', 'digs', 'bs', 'ba', 'bhe'],
  gameColumns: [count('sp', 'SP', 'Sets Played'), ...common],
  seasonColumns: [gamesPlayed, count('gs', 'GS', 'Games Started'), count('sp', 'SP', 'Sets Played'), ...common],
  averages: ['k', 'ast', 'sa', 'digs'],
  rank: (line) => points(line) + n(line, 'digs') / 10 + n(line, 'ast') / 10,
};

const total = (value: (line: GroupLine) => number) => (line: GroupLine) => (line.games > 0 ? value(line) : null);

// Hitting % needs a tenth of the team's attacks: a hitter's rate, not a setter's two swings.
const leaderValues: Record<string, LeaderCategory['value']> = {
  Kills: total((line) => n(line, 'k')),
  'Hitting %': (line, team) => (n(line, 'ta') * 10 >= n(team, 'ta') && n(line, 'ta') > 0 ? hitting(line) : null),
  Assists: total((line) => n(line, 'ast')),
  'Service Aces': total((line) => n(line, 'sa')),
  Blocks: total(blocks),
  Digs: total((line) => n(line, 'digs')),
  Points: total(points),
};

export const VOLLEYBALL_SHEET: StatSheet = {
  family: 'volleyball',
  periodLabel: 'Set',
  groups: [players],
  leaders: STAT_ABBREVIATIONS.volleyball.map((entry) => ({
    category: entry.stat,
    abbreviation: entry.abbreviation,
    label: entry.label ?? null,
    group: 'players',
    value: leaderValues[entry.stat] ?? (() => null),
    format: entry.stat === 'Hitting %' ? rate3 : entry.stat === 'Blocks' || entry.stat === 'Points' ? wholeOrHalf : whole,
  })),
  teamTotals(totals, extras, games) {
    const line = totals.get('players') ?? { c: {}, t: {}, games };
    // Team blocks count each block once (a two-player block is one point), so they come from the extras.
    return [
      { key: 'k', label: abbr('Kills'), title: 'Kills', value: String(n(line, 'k')) },
      { key: 'pct', label: abbr('Hitting %'), title: 'Hitting %', value: orDash(hitting(line), rate3) },
      { key: 'ast', label: abbr('Assists'), title: 'Assists', value: String(n(line, 'ast')) },
      { key: 'sa', label: abbr('Service Aces'), title: 'Service Aces', value: String(n(line, 'sa')) },
      { key: 'blk', label: abbr('Blocks'), title: 'Team Blocks', value: wholeOrHalf(extras.teamBlocks ?? blocks(line)) },
      { key: 'digs', label: abbr('Digs'), title: 'Digs', value: String(n(line, 'digs')) },
      { key: 'errors', label: 'ERR', title: 'Errors', value: String(n(line, 'e') + n(line, 'se') + n(line, 're') + n(line, 'bhe')) },
    ];
  },
};
