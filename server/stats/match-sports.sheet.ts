import { count, derived, gamesPlayed, n, orDash, rate3, ratio, text, whole, type GroupLine, type StatColumn, type StatGroup, type StatSheet } from './stat-sheet';

const record = derived('wl', 'W-L', 'Won-Lost', (line) => `${n(line, 'w')}-${n(line, 'l')}`);
const winPct = derived('pct', 'PCT', 'Winning Percentage', (line) => orDash(ratio(n(line, 'w'), n(line, 'w') + n(line, 'l')), rate3));
const total = (key: string) => (line: GroupLine) => (line.games > 0 ? n(line, key) : null);

const matchGroup = (key: string, title: string, columns: StatColumn[]): StatGroup => ({
  key,
  title,
  sums: ['w', 'l'],
  gameColumns: columns,
  seasonColumns: [gamesPlayed, record, winPct],
  rank: (line) => n(line, 'w') * 100 - n(line, 'l'),
});

/** College tennis duals: the doubles point, then six singles; a match left unfinished once the dual is decided counts for no one. */
export const TENNIS_SHEET: StatSheet = {
  family: 'tennis',
  periodLabel: 'Point',
  groups: [
    matchGroup('singles', 'Singles', [text('pos', 'POS', 'Position'), text('opp', 'OPPONENT', 'Opponent'), text('score', 'SCORE', 'Score'), text('result', 'RESULT', 'Result')]),
    matchGroup('doubles', 'Doubles', [text('pos', 'POS', 'Position'), text('partner', 'PARTNER', 'Partner'), text('opp', 'OPPONENT', 'Opponents'), text('score', 'SCORE', 'Score'), text('result', 'RESULT', 'Result')]),
  ],
  leaders: [
    { category: 'Singles Wins', abbreviation: 'W', label: 'Singles', group: 'singles', value: total('w'), format: whole },
    { category: 'Doubles Wins', abbreviation: 'W', label: 'Doubles', group: 'doubles', value: total('w'), format: whole },
  ],
  teamTotals(totals, extras, games) {
    const singles = totals.get('singles') ?? { c: {}, t: {}, games };
    const doubles = totals.get('doubles') ?? { c: {}, t: {}, games };
    return [
      { key: 'doublesPoint', label: 'DP', title: 'Doubles Point', value: String(extras.doublesPoints ?? 0) },
      { key: 'singles', label: 'S', title: 'Singles Won', value: String(n(singles, 'w')) },
      // Doubles matches count per pair, so each win shows on two players' lines.
      { key: 'doubles', label: 'D', title: 'Doubles Won', value: String(n(doubles, 'w') / 2) },
    ];
  },
};

/** Dual-meet wrestling: ten weights; a decision scores 3, a major 4, a technical fall 5, a fall or forfeit 6. */
export const WRESTLING_SHEET: StatSheet = {
  family: 'wrestling',
  periodLabel: 'Bout',
  groups: [
    {
      key: 'bouts',
      title: 'Bouts',
      sums: ['w', 'l', 'fall', 'tf', 'md', 'dec', 'ffw', 'tp'],
      gameColumns: [text('weight', 'WT', 'Weight'), text('opp', 'OPPONENT', 'Opponent'), text('result', 'RESULT', 'Result'), count('tp', 'TP', 'Team Points')],
      seasonColumns: [
        gamesPlayed, record, winPct, count('fall', 'FALL', 'Falls'), count('tf', 'TF', 'Technical Falls'), count('md', 'MD', 'Major Decisions'),
        count('dec', 'DEC', 'Decisions'), count('ffw', 'FFT', 'Forfeit Wins'), count('tp', 'TP', 'Team Points'),
      ],
      rank: (line) => n(line, 'w') * 100 - n(line, 'l'),
    },
  ],
  leaders: [
    { category: 'Wins', abbreviation: 'W', label: null, group: 'bouts', value: total('w'), format: whole },
    { category: 'Falls', abbreviation: 'FALL', label: null, group: 'bouts', value: total('fall'), format: whole },
    { category: 'Team Points', abbreviation: 'TP', label: null, group: 'bouts', value: total('tp'), format: whole },
  ],
  teamTotals(totals, extras, games) {
    const bouts = totals.get('bouts') ?? { c: {}, t: {}, games };
    // A team point no bout explains (a tie-break criterion, a deduction) shows as an adjustment.
    return [
      { key: 'won', label: 'W', title: 'Bouts Won', value: String(n(bouts, 'w')) },
      { key: 'falls', label: 'FALL', title: 'Falls', value: String(n(bouts, 'fall')) },
      { key: 'tp', label: 'TP', title: 'Bout Team Points', value: String(n(bouts, 'tp')) },
      { key: 'adjustment', label: 'ADJ', title: 'Team Point Adjustment', value: String(extras.adjustment ?? 0) },
      { key: 'score', label: 'SCORE', title: 'Team Score', value: String(n(bouts, 'tp') + (extras.adjustment ?? 0)) },
    ];
  },
};
