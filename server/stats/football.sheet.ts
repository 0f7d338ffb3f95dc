import { STAT_ABBREVIATIONS, statAbbreviation, statLabel } from '../../core/stats/stat-abbreviations';
import { count, derived, fixed1, gamesPlayed, madeOf, n, orDash, percent1, ratio, whole, type GroupLine, type GroupLines, type LeaderCategory, type StatColumn, type StatGroup, type StatSheet } from './stat-sheet';

const abbr = (stat: string) => statAbbreviation('football', stat);

/** NCAA passing efficiency: (8.4 yds + 330 td + 100 cmp - 200 int) / att; the spec's 'QB Rating'. */
export const passingEfficiency = (line: GroupLine): number | null =>
  ratio(8.4 * n(line, 'yds') + 330 * n(line, 'td') + 100 * n(line, 'cmp') - 200 * n(line, 'int'), n(line, 'att'));

const average = (top: string, bottom: string): StatColumn => derived('avg', 'AVG', 'Average', (line) => orDash(ratio(n(line, top), n(line, bottom)), fixed1));
const perGame = (key: string, label: string, title: string): StatColumn => derived(`${key}PerGame`, label, title, (line) => orDash(ratio(n(line, key), line.games), fixed1));
const withGames = (columns: StatColumn[], ...seasonOnly: StatColumn[]) => ({ gameColumns: columns, seasonColumns: [gamesPlayed, ...columns, ...seasonOnly] });

const yardGroup = (key: string, title: string, attempts: [string, string, string], rank: string): StatGroup => ({
  key,
  title,
  sums: [attempts[0], 'yds', 'td'],
  maxes: ['long'],
  ...withGames(
    [count(attempts[0], attempts[1], attempts[2]), count('yds', 'YDS', 'Yards'), average('yds', attempts[0]), count('td', 'TD', 'Touchdowns'), count('long', 'LONG', 'Longest')],
    perGame('yds', 'YDS/G', 'Yards per Game'),
  ),
  rank: (line) => n(line, rank),
});

const passing: StatGroup = {
  key: 'passing',
  title: 'Passing',
  sums: ['cmp', 'att', 'yds', 'td', 'int'],
  maxes: ['long'],
  ...withGames(
    [
      madeOf('cmpAtt', 'C-ATT', 'Completions-Attempts', 'cmp', 'att'),
      count('yds', 'YDS', 'Yards'), count('td', 'TD', 'Touchdowns'), count('int', 'INT', 'Interceptions'), count('long', 'LONG', 'Longest'),
      derived('qbr', abbr('QB Rating'), 'QB Rating', (line) => orDash(passingEfficiency(line), fixed1)),
    ],
    derived('pct', 'PCT', 'Completion Percentage', (line) => orDash(ratio(n(line, 'cmp'), n(line, 'att')), percent1)),
    perGame('yds', 'YDS/G', 'Yards per Game'),
  ),
  rank: (line) => n(line, 'att'),
};

const tackles = (line: GroupLine) => n(line, 'solo') + n(line, 'ast');

const tackling: StatGroup = {
  key: 'tackling',
  title: 'Tackling',
  sums: ['solo', 'ast', 'tfl', 'ff', 'fr', 'td'],
  ...withGames([
    count('solo', 'SOLO', 'Solo Tackles'), count('ast', 'AST', 'Assisted Tackles'),
    derived('tkl', abbr('Tackles'), 'Tackles', (line) => String(tackles(line))),
    count('tfl', 'TFL', 'Tackles for Loss'), count('ff', 'FF', 'Forced Fumbles'), count('fr', 'FR', 'Fumble Recoveries'),
  ]),
  rank: tackles,
};

const sacks: StatGroup = {
  key: 'sacks',
  title: 'Sacks',
  sums: ['sack', 'yds'],
  ...withGames([count('sack', abbr('Sacks'), 'Sacks'), count('yds', 'YDS', 'Yards Lost')]),
  rank: (line) => n(line, 'sack'),
};

const passDefense: StatGroup = {
  key: 'passDefense',
  title: 'PassDefense',
  sums: ['pbu', 'qbh'],
  ...withGames([count('pbu', 'PBU', 'Pass Breakups'), count('qbh', 'QBH', 'Quarterback Hurries')]),
  rank: (line) => n(line, 'pbu') + n(line, 'qbh'),
};

const interceptions: StatGroup = {
  key: 'interceptions',
  title: 'Interceptions',
  sums: ['int', 'yds', 'td'],
  maxes: ['long'],
  ...withGames([count('int', 'INT', 'Interceptions'), count('yds', 'YDS', 'Return Yards'), count('td', 'TD', 'Touchdowns'), count('long', 'LONG', 'Longest')]),
  rank: (line) => n(line, 'int'),
};

const fumbles: StatGroup = {
  key: 'fumbles',
  title: 'Fumbles',
  sums: ['fum', 'lost'],
  ...withGames([count('fum', 'FUM', 'Fumbles'), count('lost', 'LOST', 'Fumbles Lost')]),
  rank: (line) => n(line, 'fum'),
};

const kicking: StatGroup = {
  key: 'kicking',
  title: 'Kicking',
  sums: ['fgm', 'fga', 'xpm', 'xpa'],
  maxes: ['long'],
  ...withGames([
    madeOf('fg', 'FG', 'Field Goals', 'fgm', 'fga'),
    derived('pct', 'PCT', 'Field Goal Percentage', (line) => orDash(ratio(n(line, 'fgm'), n(line, 'fga')), percent1)),
    count('long', 'LONG', 'Longest'),
    madeOf('xp', 'XP', 'Extra Points', 'xpm', 'xpa'),
    derived('pts', 'PTS', 'Points', (line) => String(3 * n(line, 'fgm') + n(line, 'xpm'))),
  ]),
  rank: (line) => 3 * n(line, 'fgm') + n(line, 'xpm'),
};

const punting: StatGroup = {
  key: 'punting',
  title: 'Punting',
  sums: ['no', 'yds', 'in20'],
  maxes: ['long'],
  ...withGames([count('no', 'NO', 'Punts'), count('yds', 'YDS', 'Yards'), average('yds', 'no'), count('long', 'LONG', 'Longest'), count('in20', 'I20', 'Inside the 20')]),
  rank: (line) => n(line, 'no'),
};

const GROUPS: StatGroup[] = [
  passing,
  yardGroup('rushing', 'Rushing', ['att', 'ATT', 'Rushing Attempts'], 'yds'),
  yardGroup('receiving', 'Receiving', ['rec', abbr('Receptions'), 'Receptions'], 'yds'),
  tackling,
  sacks,
  passDefense,
  interceptions,
  fumbles,
  yardGroup('kickReturns', 'KickReturns', ['no', 'NO', 'Kick Returns'], 'yds'),
  yardGroup('puntReturns', 'PuntReturns', ['no', 'NO', 'Punt Returns'], 'yds'),
  kicking,
  punting,
];

// A fumble returned for a score counts under tackling (the recovering defender's line).
const TOUCHDOWN_GROUPS = ['rushing', 'receiving', 'interceptions', 'kickReturns', 'puntReturns', 'tackling'];
/** Every touchdown a player scored (the spec's 'Touchdowns'); a passer's touchdowns are the receiver's. */
export const touchdownsOf = (player: GroupLines) => TOUCHDOWN_GROUPS.reduce((sum, key) => sum + (player.get(key)?.c.td ?? 0), 0);

const total = (key: string) => (line: GroupLine) => (line.games > 0 ? n(line, key) : null);
const LEADERS: Record<string, Omit<LeaderCategory, 'category' | 'abbreviation' | 'label' | 'format'>> = {
  Tackles: { group: 'tackling', value: (line) => (line.games > 0 ? tackles(line) : null) },
  Sacks: { group: 'sacks', value: total('sack') },
  // NCAA passing qualifier: 15 attempts per team game; we ask 10 so a season's first weeks have a leader.
  'QB Rating': { group: 'passing', value: (line, team) => (n(line, 'att') >= 10 * team.games && n(line, 'att') > 0 ? passingEfficiency(line) : null) },
  'Pass Yards': { group: 'passing', value: total('yds') },
  'Rec Yards': { group: 'receiving', value: total('yds') },
  'Rushing Yards': { group: 'rushing', value: total('yds') },
  Receptions: { group: 'receiving', value: total('rec') },
  Touchdowns: { group: 'rushing', value: () => null, across: (player) => touchdownsOf(player) || null },
};

const time = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export const FOOTBALL_SHEET: StatSheet = {
  family: 'football',
  periodLabel: 'Quarter',
  groups: GROUPS,
  leaders: STAT_ABBREVIATIONS.football.flatMap((entry) => {
    const leader = LEADERS[entry.stat];
    return leader ? [{ ...leader, category: entry.stat, abbreviation: entry.abbreviation, label: statLabel('football', entry.stat) === entry.stat ? null : statLabel('football', entry.stat), format: entry.stat === 'QB Rating' ? fixed1 : whole }] : [];
  }),
  teamTotals(totals, extras, games) {
    const line = (key: string) => totals.get(key) ?? { c: {}, t: {}, games };
    const rush = line('rushing');
    const pass = line('passing');
    const rows = [
      { key: 'firstDowns', label: '1ST', title: 'First Downs', value: String(extras.firstDowns ?? 0) },
      { key: 'totalOffense', label: 'TOT', title: 'Total Offense', value: String(n(rush, 'yds') + n(pass, 'yds')) },
      { key: 'rushing', label: 'RUSH', title: 'Rushes-Yards', value: `${n(rush, 'att')}-${n(rush, 'yds')}` },
      { key: 'passing', label: 'PASS', title: 'Completions-Attempts-Interceptions', value: `${n(pass, 'cmp')}-${n(pass, 'att')}-${n(pass, 'int')}` },
      { key: 'passingYards', label: 'PYDS', title: 'Passing Yards', value: String(n(pass, 'yds')) },
      { key: 'turnovers', label: 'TO', title: 'Turnovers', value: String(n(pass, 'int') + n(line('fumbles'), 'lost')) },
      { key: 'penalties', label: 'PEN', title: 'Penalties-Yards', value: `${extras.penalties ?? 0}-${extras.penaltyYards ?? 0}` },
      { key: 'thirdDowns', label: '3RD', title: 'Third-Down Conversions', value: `${extras.thirdDownConversions ?? 0}-${extras.thirdDowns ?? 0}` },
    ];
    if (games === 1) rows.push({ key: 'possession', label: 'TOP', title: 'Time of Possession', value: time(extras.possessionSeconds ?? 0) });
    return rows;
  },
};
