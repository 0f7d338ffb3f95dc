import { column, count, ratio, type StatSheet } from './stat-sheet';

/** Outs recorded as innings pitched: 17 outs → '5.2'. */
export function inningsPitched(outs: number): string {
  return `${Math.floor(outs / 3)}.${outs % 3}`;
}

export const BASEBALL_SHEET: StatSheet = {
  groups: [
    {
      name: 'Batting',
      title: 'Batting',
      columns: [
        column('AB', 'AB', 'At bats'),
        column('R', 'R', 'Runs'),
        column('H', 'H', 'Hits'),
        column('RBI', 'RBI', 'Runs batted in'),
        column('BB', 'BB', 'Walks'),
        column('SO', 'SO', 'Strikeouts'),
        column('HR', 'HR', 'Home runs'),
        column('AVG', 'AVG', 'Batting average (this game)', (l) => ratio(count(l, 'H'), count(l, 'AB'))),
      ],
      includes: (l) => count(l, 'PA') > 0,
    },
    {
      name: 'Pitching',
      title: 'Pitching',
      columns: [
        column('IP', 'IP', 'Innings pitched', (l) => inningsPitched(count(l, 'OUTS_P'))),
        column('H', 'H', 'Hits allowed', (l) => String(count(l, 'H_P'))),
        column('R', 'R', 'Runs allowed', (l) => String(count(l, 'R_P'))),
        column('ER', 'ER', 'Earned runs', (l) => String(count(l, 'R_P'))),
        column('BB', 'BB', 'Walks', (l) => String(count(l, 'BB_P'))),
        column('SO', 'SO', 'Strikeouts', (l) => String(count(l, 'SO_P'))),
        column('PC', 'PC', 'Pitch count', (l) => String(count(l, 'PC'))),
      ],
      includes: (l) => count(l, 'BF') > 0,
    },
  ],
  totals: [column('R', 'R', 'Runs'), column('H', 'H', 'Hits'), column('E', 'E', 'Errors'), column('LOB', 'LOB', 'Left on base')],
  leaders: [
    { category: 'Hits', value: (l) => count(l, 'H') },
    { category: 'RBI', value: (l) => count(l, 'RBI') },
    { category: 'Home Runs', value: (l) => count(l, 'HR') },
    { category: 'Runs', value: (l) => count(l, 'R') },
    { category: 'Strikeouts', value: (l) => count(l, 'SO_P') },
  ],
  top: (l) => 3 * count(l, 'H') + 2 * count(l, 'RBI') + 4 * count(l, 'HR') + count(l, 'SO_P') + count(l, 'OUTS_P') / 3,
};
