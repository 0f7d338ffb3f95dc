import { STAT_ABBREVIATIONS, statAbbreviation } from '../../core/stats/stat-abbreviations';
import { count, derived, fixed1, gamesPlayed, madeOf, n, orDash, percent1, ratio, type GroupLine, type LeaderCategory, type StatGroup, type StatSheet } from './stat-sheet';

const abbr = (stat: string) => statAbbreviation('basketball', stat);

const points = (line: GroupLine) => 2 * n(line, 'fgm') + n(line, 'tpm') + n(line, 'ftm');
const rebounds = (line: GroupLine) => n(line, 'oreb') + n(line, 'dreb');
const pct = (made: string, attempts: string) => (line: GroupLine) => orDash(ratio(n(line, made), n(line, attempts)), percent1);
const perGame = (value: (line: GroupLine) => number) => (line: GroupLine) => orDash(ratio(value(line), line.games), fixed1);

// NBA-style efficiency per game: the spec's 'Efficiency' leader.
const efficiency = (line: GroupLine) =>
  points(line) + rebounds(line) + n(line, 'ast') + n(line, 'stl') + n(line, 'blk') - (n(line, 'fga') - n(line, 'fgm')) - (n(line, 'fta') - n(line, 'ftm')) - n(line, 'to');

/** Share of the team's possessions a player used while on the floor (the spec's 'Usage Percentage'). */
function usage(line: GroupLine, team: GroupLine): number | null {
  const possessions = (l: GroupLine) => n(l, 'fga') + 0.44 * n(l, 'fta') + n(l, 'to');
  const bottom = n(line, 'min') * possessions(team);
  return bottom > 0 ? (100 * possessions(line) * (n(team, 'min') / 5)) / bottom : null;
}

/** The columns a player's game line and season line both show. */
const col = {
  min: count('min', 'MIN', 'Minutes'),
  fg: madeOf('fg', 'FG', 'Field Goals', 'fgm', 'fga'),
  tp: madeOf('3pt', '3PT', '3-Point Field Goals', 'tpm', 'tpa'),
  ft: madeOf('ft', 'FT', 'Free Throws', 'ftm', 'fta'),
  reb: derived('reb', abbr('Rebounds'), 'Rebounds', (line) => String(rebounds(line))),
  ast: count('ast', abbr('Assists'), 'Assists'),
  stl: count('stl', abbr('Steals'), 'Steals'),
  blk: count('blk', abbr('Blocks'), 'Blocks'),
  to: count('to', 'TO', 'Turnovers'),
  pf: count('pf', abbr('Personal Fouls'), 'Personal Fouls'),
  pts: derived('pts', abbr('Points'), 'Points', (line) => String(points(line))),
};

const players: StatGroup = {
  key: 'players',
  title: 'Players',
  sums: ['gs', 'min', 'fgm', 'fga', 'tpm', 'tpa', 'ftm', 'fta', 'oreb', 'dreb', 'ast', 'stl', 'blk', 'to', 'pf'],
  gameColumns: [
    col.min,
    col.fg,
    col.tp,
    col.ft,
    count('oreb', 'OREB', 'Offensive Rebounds'),
    count('dreb', 'DREB', 'Defensive Rebounds'),
    col.reb,
    col.ast,
    col.stl,
    col.blk,
    col.to,
    col.pf,
    col.pts,
  ],
  seasonColumns: [
    gamesPlayed,
    count('gs', 'GS', 'Games Started'),
    col.min,
    col.fg,
    derived('fgPct', 'FG%', 'Field Goal Percentage', pct('fgm', 'fga')),
    col.tp,
    derived('3ptPct', '3P%', '3-Point Percentage', pct('tpm', 'tpa')),
    col.ft,
    derived('ftPct', 'FT%', 'Free Throw Percentage', pct('ftm', 'fta')),
    col.reb,
    derived('rpg', 'RPG', 'Rebounds per Game', perGame(rebounds)),
    col.ast,
    col.stl,
    col.blk,
    col.to,
    col.pf,
    col.pts,
    derived('ppg', 'PPG', 'Points per Game', perGame(points)),
  ],
  averages: ['min', 'oreb', 'dreb', 'ast', 'stl', 'blk', 'to', 'pf'],
  rank: (line) => points(line),
};

// Leaders are per game and need half the team's games (a regular's average, not a one-game cameo).
const qualifies = (line: GroupLine, team: GroupLine) => line.games > 0 && line.games * 2 >= team.games;
const perGameLeader = (value: (line: GroupLine) => number) => (line: GroupLine, team: GroupLine) => (qualifies(line, team) ? value(line) / line.games : null);

const leaderValues: Record<string, LeaderCategory['value']> = {
  Points: perGameLeader(points),
  Rebounds: perGameLeader(rebounds),
  Assists: perGameLeader((line) => n(line, 'ast')),
  Blocks: perGameLeader((line) => n(line, 'blk')),
  Steals: perGameLeader((line) => n(line, 'stl')),
  'Personal Fouls': perGameLeader((line) => n(line, 'pf')),
  Efficiency: perGameLeader(efficiency),
  'Usage Percentage': (line, team) => (qualifies(line, team) ? usage(line, team) : null),
};

export const BASKETBALL_SHEET: StatSheet = {
  family: 'basketball',
  periodLabel: 'Period',
  groups: [players],
  leaders: STAT_ABBREVIATIONS.basketball.map((entry) => ({
    category: entry.stat,
    abbreviation: entry.abbreviation,
    label: entry.label ?? null,
    group: 'players',
    value: leaderValues[entry.stat] ?? (() => null),
    format: fixed1,
  })),
  teamTotals(totals, _extras, games) {
    const line = totals.get('players') ?? { c: {}, t: {}, games };
    return [
      { key: 'pts', label: abbr('Points'), title: 'Points', value: String(points(line)) },
      { key: 'fgPct', label: 'FG%', title: 'Field Goal Percentage', value: pct('fgm', 'fga')(line) },
      { key: '3ptPct', label: '3P%', title: '3-Point Percentage', value: pct('tpm', 'tpa')(line) },
      { key: 'ftPct', label: 'FT%', title: 'Free Throw Percentage', value: pct('ftm', 'fta')(line) },
      { key: 'reb', label: abbr('Rebounds'), title: 'Rebounds', value: String(rebounds(line)) },
      { key: 'ast', label: abbr('Assists'), title: 'Assists', value: String(n(line, 'ast')) },
      { key: 'to', label: 'TO', title: 'Turnovers', value: String(n(line, 'to')) },
      { key: 'stl', label: abbr('Steals'), title: 'Steals', value: String(n(line, 'stl')) },
      { key: 'blk', label: abbr('Blocks'), title: 'Blocks', value: String(n(line, 'blk')) },
    ];
  },
};
