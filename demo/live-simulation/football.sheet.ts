import { column, count, type StatLine, type StatSheet } from './stat-sheet';

/** NCAA passer rating: (8.4 yards + 330 touchdowns + 100 completions − 200 interceptions) / attempts. */
export function passerRating(line: StatLine): number {
  const attempts = count(line, 'ATT');
  if (attempts === 0) return 0;
  return (8.4 * count(line, 'PYDS') + 330 * count(line, 'PTD') + 100 * count(line, 'CMP') - 200 * count(line, 'INT')) / attempts;
}

// spec 9: football Tackles TKL, Sacks SACK, QB Rating QBR, Pass/Rec/Rushing Yards YDS, Receptions REC, Touchdowns TDs.
export const FOOTBALL_SHEET: StatSheet = {
  groups: [
    {
      name: 'Passing',
      title: 'Passing',
      columns: [
        column('C/ATT', 'C/ATT', 'Completions/attempts', (l) => `${count(l, 'CMP')}/${count(l, 'ATT')}`),
        column('YDS', 'YDS', 'Passing yards', (l) => String(count(l, 'PYDS'))),
        column('TD', 'TDs', 'Passing touchdowns', (l) => String(count(l, 'PTD'))),
        column('INT', 'INT', 'Interceptions thrown'),
        column('QBR', 'QBR', 'Passer rating', (l) => passerRating(l).toFixed(1)),
      ],
      includes: (l) => count(l, 'ATT') > 0,
    },
    {
      name: 'Rushing',
      title: 'Rushing',
      columns: [
        column('ATT', 'ATT', 'Rushing attempts', (l) => String(count(l, 'RATT'))),
        column('YDS', 'YDS', 'Rushing yards', (l) => String(count(l, 'RYDS'))),
        column('TD', 'TDs', 'Rushing touchdowns', (l) => String(count(l, 'RTD'))),
        column('LONG', 'LONG', 'Longest rush', (l) => String(count(l, 'RLONG'))),
      ],
      includes: (l) => count(l, 'RATT') > 0,
    },
    {
      name: 'Receiving',
      title: 'Receiving',
      columns: [
        column('REC', 'REC', 'Receptions'),
        column('YDS', 'YDS', 'Receiving yards', (l) => String(count(l, 'RECYDS'))),
        column('TD', 'TDs', 'Receiving touchdowns', (l) => String(count(l, 'RECTD'))),
        column('LONG', 'LONG', 'Longest reception', (l) => String(count(l, 'RECLONG'))),
      ],
      includes: (l) => count(l, 'REC') > 0,
    },
    {
      name: 'Tackling',
      title: 'Tackles',
      columns: [column('TKL', 'TKL', 'Tackles'), column('TFL', 'TFL', 'Tackles for loss')],
      includes: (l) => count(l, 'TKL') > 0,
    },
    { name: 'Sacks', title: 'Sacks', columns: [column('SACK', 'SACK', 'Sacks'), column('YDS', 'YDS', 'Sack yards', (l) => String(count(l, 'SACKYDS')))], includes: (l) => count(l, 'SACK') > 0 },
    { name: 'Interceptions', title: 'Interceptions', columns: [column('INT', 'INT', 'Interceptions', (l) => String(count(l, 'INTC')))], includes: (l) => count(l, 'INTC') > 0 },
    {
      name: 'Kicking',
      title: 'Kicking',
      columns: [column('FG', 'FG', 'Field goals made-attempted', (l) => `${count(l, 'FGM')}-${count(l, 'FGA')}`), column('XP', 'XP', 'Extra points made-attempted', (l) => `${count(l, 'XPM')}-${count(l, 'XPA')}`)],
      includes: (l) => count(l, 'FGA') + count(l, 'XPA') > 0,
    },
    {
      name: 'Punting',
      title: 'Punting',
      columns: [column('NO', 'NO', 'Punts', (l) => String(count(l, 'PUNTS'))), column('AVG', 'AVG', 'Average', (l) => (count(l, 'PUNTYDS') / Math.max(1, count(l, 'PUNTS'))).toFixed(1))],
      includes: (l) => count(l, 'PUNTS') > 0,
    },
  ],
  totals: [
    column('FD', '1st', 'First downs'),
    column('PYDS', 'Pass', 'Passing yards'),
    column('RYDS', 'Rush', 'Rushing yards'),
    column('TOT', 'Total', 'Total offense', (l) => String(count(l, 'PYDS') + count(l, 'RYDS'))),
    column('TO', 'TO', 'Turnovers'),
  ],
  leaders: [
    { category: 'Pass Yards', value: (l) => count(l, 'PYDS') },
    { category: 'Rushing Yards', value: (l) => count(l, 'RYDS') },
    { category: 'Rec Yards', value: (l) => count(l, 'RECYDS') },
    { category: 'Receptions', value: (l) => count(l, 'REC') },
    { category: 'Touchdowns', value: (l) => count(l, 'PTD') + count(l, 'RTD') + count(l, 'RECTD') },
    { category: 'Tackles', value: (l) => count(l, 'TKL') },
    { category: 'Sacks', value: (l) => count(l, 'SACK') },
    { category: 'QB Rating', value: passerRating, format: (v) => v.toFixed(1), qualifies: (l) => count(l, 'ATT') >= 5 },
  ],
  top: (l) => count(l, 'PYDS') / 2 + count(l, 'RYDS') + count(l, 'RECYDS') + 20 * (count(l, 'PTD') + count(l, 'RTD') + count(l, 'RECTD')) + 8 * count(l, 'TKL'),
};
