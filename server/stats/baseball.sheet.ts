import { count, derived, fixed2, gamesPlayed, n, orDash, rate3, ratio, whole, type GroupLine, type StatGroup, type StatSheet } from './stat-sheet';

/** Innings pitched as box scores print them: outs 19 → '6.1'. */
export const inningsPitched = (outs: number): string => `${Math.floor(outs / 3)}.${outs % 3}`;

const plateAppearances = (line: GroupLine) => n(line, 'ab') + n(line, 'bb') + n(line, 'hbp') + n(line, 'sf');
const average = (line: GroupLine) => ratio(n(line, 'h'), n(line, 'ab'));
const onBase = (line: GroupLine) => ratio(n(line, 'h') + n(line, 'bb') + n(line, 'hbp'), plateAppearances(line));
const totalBases = (line: GroupLine) => n(line, 'h') + n(line, '2b') + 2 * n(line, '3b') + 3 * n(line, 'hr');
const slugging = (line: GroupLine) => ratio(totalBases(line), n(line, 'ab'));

const batting: StatGroup = {
  key: 'batting',
  title: 'Batting',
  sums: ['gs', 'ab', 'r', 'h', 'rbi', '2b', '3b', 'hr', 'bb', 'hbp', 'sf', 'so', 'sb', 'cs', 'roe', 'go', 'fo', 'kl', 'ibb', 'gidp'],
  gameColumns: [
    count('ab', 'AB', 'At Bats'), count('r', 'R', 'Runs'), count('h', 'H', 'Hits'), count('rbi', 'RBI', 'Runs Batted In'),
    count('2b', '2B', 'Doubles'), count('3b', '3B', 'Triples'), count('hr', 'HR', 'Home Runs'), count('bb', 'BB', 'Walks'),
    count('hbp', 'HBP', 'Hit by Pitch'), count('so', 'SO', 'Strikeouts'), count('sb', 'SB', 'Stolen Bases'),
  ],
  seasonColumns: [
    gamesPlayed, count('gs', 'GS', 'Games Started'),
    derived('avg', 'AVG', 'Batting Average', (line) => orDash(average(line), rate3)),
    derived('obp', 'OBP', 'On-Base Percentage', (line) => orDash(onBase(line), rate3)),
    derived('slg', 'SLG', 'Slugging Percentage', (line) => orDash(slugging(line), rate3)),
    count('ab', 'AB', 'At Bats'), count('r', 'R', 'Runs'), count('h', 'H', 'Hits'), count('2b', '2B', 'Doubles'),
    count('3b', '3B', 'Triples'), count('hr', 'HR', 'Home Runs'), count('rbi', 'RBI', 'Runs Batted In'), count('bb', 'BB', 'Walks'),
    count('hbp', 'HBP', 'Hit by Pitch'), count('so', 'SO', 'Strikeouts'), derived('sbAtt', 'SB-ATT', 'Stolen Bases', (line) => `${n(line, 'sb')}-${n(line, 'sb') + n(line, 'cs')}`),
  ],
  averages: ['r', 'h', 'rbi'],
  rank: (line) => plateAppearances(line),
};

function pitching(innings: number): StatGroup {
  const era = (line: GroupLine) => ratio(n(line, 'er') * innings * 3, n(line, 'outs'));
  return {
    key: 'pitching',
    title: 'Pitching',
    sums: ['gs', 'outs', 'h', 'r', 'er', 'bb', 'so', 'hr', 'hbp', 'bf', 'np', 'w', 'l', 'sv', 'cg'],
    gameColumns: [
      derived('ip', 'IP', 'Innings Pitched', (line) => inningsPitched(n(line, 'outs'))),
      count('h', 'H', 'Hits'), count('r', 'R', 'Runs'), count('er', 'ER', 'Earned Runs'), count('bb', 'BB', 'Walks'),
      count('so', 'SO', 'Strikeouts'), count('hr', 'HR', 'Home Runs'), count('bf', 'BF', 'Batters Faced'), count('np', 'NP', 'Pitches'),
      derived('dec', 'DEC', 'Decision', (line) => (n(line, 'w') ? 'W' : n(line, 'l') ? 'L' : n(line, 'sv') ? 'S' : '')),
    ],
    seasonColumns: [
      derived('app', 'APP', 'Appearances', (line) => String(line.games)), count('gs', 'GS', 'Games Started'),
      derived('wl', 'W-L', 'Won-Lost', (line) => `${n(line, 'w')}-${n(line, 'l')}`), count('sv', 'SV', 'Saves'), count('cg', 'CG', 'Complete Games'),
      derived('era', 'ERA', 'Earned Run Average', (line) => orDash(era(line), fixed2)),
      derived('ip', 'IP', 'Innings Pitched', (line) => inningsPitched(n(line, 'outs'))),
      count('h', 'H', 'Hits'), count('r', 'R', 'Runs'), count('er', 'ER', 'Earned Runs'), count('bb', 'BB', 'Walks'),
      count('so', 'SO', 'Strikeouts'), count('hr', 'HR', 'Home Runs'),
      derived('whip', 'WHIP', 'Walks plus Hits per Inning', (line) => orDash(ratio((n(line, 'bb') + n(line, 'h')) * 3, n(line, 'outs')), fixed2)),
      derived('baa', 'B/AVG', 'Opponent Batting Average', (line) => orDash(ratio(n(line, 'h'), n(line, 'bf') - n(line, 'bb') - n(line, 'hbp')), rate3)),
    ],
    rank: (line) => n(line, 'outs'),
  };
}

const fielding: StatGroup = {
  key: 'fielding',
  title: 'Fielding',
  sums: ['po', 'a', 'e'],
  gameColumns: [count('po', 'PO', 'Putouts'), count('a', 'A', 'Assists'), count('e', 'E', 'Errors')],
  seasonColumns: [
    gamesPlayed, derived('tc', 'TC', 'Total Chances', (line) => String(n(line, 'po') + n(line, 'a') + n(line, 'e'))),
    count('po', 'PO', 'Putouts'), count('a', 'A', 'Assists'), count('e', 'E', 'Errors'),
    derived('fldPct', 'FLD%', 'Fielding Percentage', (line) => orDash(ratio(n(line, 'po') + n(line, 'a'), n(line, 'po') + n(line, 'a') + n(line, 'e')), rate3)),
  ],
  rank: (line) => n(line, 'po') + n(line, 'a') + n(line, 'e'),
};

function diamondSheet(family: 'baseball' | 'softball'): StatSheet {
  const innings = family === 'baseball' ? 9 : 7;
  const total = (key: string) => (line: GroupLine) => (line.games > 0 ? n(line, key) : null);
  return {
    family,
    periodLabel: 'Inning',
    groups: [batting, pitching(innings), fielding],
    leaders: [
      // NCAA qualifiers: 2 plate appearances and 1 inning (3 outs) per team game.
      { category: 'Batting Average', abbreviation: 'AVG', label: null, group: 'batting', format: rate3, value: (line, team) => (plateAppearances(line) >= 2 * team.games && n(line, 'ab') > 0 ? average(line) : null) },
      { category: 'Hits', abbreviation: 'H', label: null, group: 'batting', format: whole, value: total('h') },
      { category: 'Home Runs', abbreviation: 'HR', label: null, group: 'batting', format: whole, value: total('hr') },
      { category: 'Runs Batted In', abbreviation: 'RBI', label: null, group: 'batting', format: whole, value: total('rbi') },
      { category: 'Runs', abbreviation: 'R', label: null, group: 'batting', format: whole, value: total('r') },
      { category: 'Stolen Bases', abbreviation: 'SB', label: null, group: 'batting', format: whole, value: total('sb') },
      { category: 'Earned Run Average', abbreviation: 'ERA', label: null, group: 'pitching', format: fixed2, ascending: true, value: (line, team) => (n(line, 'outs') >= 3 * team.games && n(line, 'outs') > 0 ? (n(line, 'er') * innings * 3) / n(line, 'outs') : null) },
      { category: 'Wins', abbreviation: 'W', label: null, group: 'pitching', format: whole, value: total('w') },
      { category: 'Strikeouts', abbreviation: 'SO', label: 'Pitching', group: 'pitching', format: whole, value: total('so') },
      { category: 'Saves', abbreviation: 'SV', label: null, group: 'pitching', format: whole, value: total('sv') },
    ],
    teamTotals(totals, extras, games) {
      const empty = { c: {}, t: {}, games };
      const bat = totals.get('batting') ?? empty;
      const pitch = totals.get('pitching') ?? empty;
      const field = totals.get('fielding') ?? empty;
      return [
        { key: 'r', label: 'R', title: 'Runs', value: String(n(bat, 'r')) },
        { key: 'h', label: 'H', title: 'Hits', value: String(n(bat, 'h')) },
        { key: 'e', label: 'E', title: 'Errors', value: String(n(field, 'e')) },
        { key: 'lob', label: 'LOB', title: 'Left on Base', value: String(extras.lob ?? 0) },
        { key: 'avg', label: 'AVG', title: 'Batting Average', value: orDash(average(bat), rate3) },
        { key: 'era', label: 'ERA', title: 'Earned Run Average', value: orDash(ratio(n(pitch, 'er') * innings * 3, n(pitch, 'outs')), fixed2) },
      ];
    },
  };
}

export const BASEBALL_SHEET = diamondSheet('baseball');
export const SOFTBALL_SHEET = diamondSheet('softball');
