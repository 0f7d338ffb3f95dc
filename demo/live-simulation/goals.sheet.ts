import type { LiveSportKind } from '../../core/live/live-sport';
import { column, count, type StatSheet } from './stat-sheet';

const keeper = (l: Record<string, number>) => count(l, 'GK') > 0;
const savePercentage = (l: Record<string, number>) => count(l, 'SV') / Math.max(1, count(l, 'SV') + count(l, 'GA'));

// spec 9: soccer Goals, AST, Shots, SOG, RC, YC, GC, Fouls, DS.
const SOCCER: StatSheet = {
  groups: [
    {
      name: 'FieldPlayers',
      title: 'Field Players',
      columns: [column('SH', 'Shots', 'Shots'), column('SOG', 'SOG', 'Shots on goal'), column('G', 'Goals', 'Goals'), column('A', 'AST', 'Assists'), column('F', 'Fouls', 'Fouls'), column('YC', 'YC', 'Yellow cards'), column('RC', 'RC', 'Red cards')],
      includes: (l) => !keeper(l),
    },
    { name: 'Goalkeepers', title: 'Goalkeepers', columns: [column('GC', 'GC', 'Goals conceded', (l) => String(count(l, 'GA'))), column('SV', 'Saves', 'Saves')], includes: keeper },
  ],
  totals: [column('SH', 'Shots', 'Shots'), column('SOG', 'SOG', 'Shots on goal'), column('CK', 'Corners', 'Corner kicks'), column('F', 'Fouls', 'Fouls'), column('SV', 'Saves', 'Saves')],
  leaders: [
    { category: 'Goals', value: (l) => count(l, 'G') },
    { category: 'Assists', value: (l) => count(l, 'A') },
    { category: 'Shots', value: (l) => count(l, 'SH') },
    { category: 'Shots on Goal', value: (l) => count(l, 'SOG') },
    { category: 'Red Cards', value: (l) => count(l, 'RC') },
    { category: 'Yellow Cards', value: (l) => count(l, 'YC') },
    { category: 'Fouls', value: (l) => count(l, 'F') },
  ],
  top: (l) => 10 * count(l, 'G') + 6 * count(l, 'A') + count(l, 'SOG') + count(l, 'SV'),
};

const HOCKEY: StatSheet = {
  groups: [
    {
      name: 'Skaters',
      title: 'Skaters',
      columns: [column('G', 'G', 'Goals'), column('A', 'A', 'Assists'), column('PTS', 'PTS', 'Points', (l) => String(count(l, 'G') + count(l, 'A'))), column('SOG', 'SOG', 'Shots on goal'), column('PIM', 'PIM', 'Penalty minutes'), column('+/-', '+/-', 'Plus/minus', (l) => String(count(l, 'PM')))],
      includes: (l) => !keeper(l),
    },
    {
      name: 'Goalies',
      title: 'Goalies',
      columns: [column('SA', 'SA', 'Shots against', (l) => String(count(l, 'SV') + count(l, 'GA'))), column('GA', 'GA', 'Goals against'), column('SV', 'SV', 'Saves'), column('SV%', 'SV%', 'Save percentage', (l) => savePercentage(l).toFixed(3).replace(/^0/, ''))],
      includes: keeper,
    },
  ],
  totals: [column('SOG', 'SOG', 'Shots on goal'), column('PIM', 'PIM', 'Penalty minutes'), column('SV', 'SV', 'Saves')],
  leaders: [
    { category: 'Goals', value: (l) => count(l, 'G') },
    { category: 'Assists', value: (l) => count(l, 'A') },
    { category: 'Points', value: (l) => count(l, 'G') + count(l, 'A') },
    { category: '+/-', value: (l) => count(l, 'PM'), format: (v) => (v > 0 ? `+${v}` : String(v)) },
    { category: 'Save Percentage', value: savePercentage, format: (v) => v.toFixed(3).replace(/^0/, ''), qualifies: keeper },
  ],
  top: (l) => 10 * count(l, 'G') + 6 * count(l, 'A') + count(l, 'SV'),
};

const STICK: StatSheet = {
  groups: [
    {
      name: 'FieldPlayers',
      title: 'Field Players',
      columns: [column('G', 'G', 'Goals'), column('A', 'A', 'Assists'), column('SH', 'SH', 'Shots'), column('SOG', 'SOG', 'Shots on goal'), column('GB', 'GB', 'Ground balls'), column('F', 'Fouls', 'Fouls')],
      includes: (l) => !keeper(l),
    },
    { name: 'Goalkeepers', title: 'Goalkeepers', columns: [column('GA', 'GA', 'Goals against'), column('SV', 'SV', 'Saves')], includes: keeper },
  ],
  totals: [column('SH', 'SH', 'Shots'), column('SOG', 'SOG', 'Shots on goal'), column('GB', 'GB', 'Ground balls'), column('SV', 'SV', 'Saves')],
  leaders: [
    { category: 'Goals', value: (l) => count(l, 'G') },
    { category: 'Assists', value: (l) => count(l, 'A') },
    { category: 'Shots', value: (l) => count(l, 'SH') },
    { category: 'Ground Balls', value: (l) => count(l, 'GB') },
    { category: 'Saves', value: (l) => count(l, 'SV') },
  ],
  top: (l) => 10 * count(l, 'G') + 6 * count(l, 'A') + count(l, 'SV'),
};

export function goalSportSheet(kind: LiveSportKind): StatSheet {
  return kind === 'soccer' ? SOCCER : kind === 'hockey' ? HOCKEY : STICK;
}
