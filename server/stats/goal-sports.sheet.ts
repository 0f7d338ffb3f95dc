import { STAT_ABBREVIATIONS, statAbbreviation } from '../../core/stats/stat-abbreviations';
import { count, derived, fixed2, gamesPlayed, n, orDash, rate3, ratio, whole, type GroupLine, type LeaderCategory, type StatColumn, type StatGroup, type StatSheet } from './stat-sheet';

export type GoalFamily = 'soccer' | 'fieldhockey' | 'lacrosse' | 'hockey';

interface GoalRules {
  /** Points for a goal (NCAA soccer and field hockey count 2, hockey and lacrosse 1). */
  goalPoints: number;
  /** Regulation minutes, for goals-against average. */
  regulationMinutes: number;
  periodLabel: string;
  fieldTitle: string;
  keeperTitle: string;
  /** Counters a field player keeps beyond goals, assists and shots. */
  extra: ReadonlyArray<[key: string, stat: string]>;
}

// The spec's soccer stat names (spec 9) label the counters they name; the rest are the sports' usual ones.
const label = (stat: string, fallback: string) => {
  const short = statAbbreviation('soccer', stat);
  return short === stat ? fallback : short;
};

const RULES: Record<GoalFamily, GoalRules> = {
  soccer: {
    goalPoints: 2, regulationMinutes: 90, periodLabel: 'Half', fieldTitle: 'Players', keeperTitle: 'Goalkeepers',
    extra: [['fouls', 'Fouls'], ['yc', 'Yellow Cards'], ['rc', 'Red Cards'], ['ds', 'Defensive Saves']],
  },
  fieldhockey: {
    goalPoints: 2, regulationMinutes: 60, periodLabel: 'Quarter', fieldTitle: 'Players', keeperTitle: 'Goalkeepers',
    extra: [['gc', 'Green Cards'], ['yc', 'Yellow Cards'], ['rc', 'Red Cards'], ['ds', 'Defensive Saves']],
  },
  lacrosse: {
    goalPoints: 1, regulationMinutes: 60, periodLabel: 'Quarter', fieldTitle: 'Players', keeperTitle: 'Goalkeepers',
    extra: [['gb', 'Ground Balls'], ['dc', 'Draw Controls'], ['ct', 'Caused Turnovers'], ['to', 'Turnovers'], ['fouls', 'Fouls'], ['gc', 'Green Cards'], ['yc', 'Yellow Cards'], ['rc', 'Red Cards']],
  },
  hockey: {
    goalPoints: 1, regulationMinutes: 60, periodLabel: 'Period', fieldTitle: 'Skaters', keeperTitle: 'Goalies',
    extra: [['pm', '+/-'], ['pim', 'Penalty Minutes'], ['ppg', 'Power-Play Goals'], ['shg', 'Short-Handed Goals']],
  },
};

const SHORT: Record<string, string> = {
  'Ground Balls': 'GB', 'Draw Controls': 'DC', 'Caused Turnovers': 'CT', Turnovers: 'TO', '+/-': '+/-',
  'Penalty Minutes': 'PIM', 'Power-Play Goals': 'PPG', 'Short-Handed Goals': 'SHG',
};

const plusMinus = (value: number) => (value > 0 ? `+${value}` : String(value));

function fieldGroup(family: GoalFamily, rules: GoalRules): StatGroup {
  const points = (line: GroupLine) => rules.goalPoints * n(line, 'g') + n(line, 'a');
  const extras: StatColumn[] = rules.extra.map(([key, stat]) =>
    key === 'pm' ? derived(key, '+/-', stat, (line) => plusMinus(n(line, key))) : count(key, label(stat, SHORT[stat] ?? stat), stat),
  );
  const minutes = family === 'hockey' ? [] : [count('min', 'MIN', 'Minutes')];
  const scoring = [
    count('g', label('Goals', 'G'), 'Goals'),
    count('a', label('Assists', 'A'), 'Assists'),
    derived('pts', 'PTS', 'Points', (line) => String(points(line))),
    count('sh', label('Shots', 'SH'), 'Shots'),
    count('sog', label('Shots on Goal', 'SOG'), 'Shots on Goal'),
  ];
  return {
    key: 'field',
    title: rules.fieldTitle,
    sums: ['gs', 'min', 'g', 'a', 'sh', 'sog', 'gw', 'ua', 'ot', 'fgl', 'gt', ...rules.extra.map(([key]) => key)],
    gameColumns: [...minutes, ...scoring, ...extras],
    seasonColumns: [gamesPlayed, count('gs', 'GS', 'Games Started'), ...minutes, ...scoring, ...extras],
    averages: ['g', 'a', 'sh'],
    rank: (line) => points(line) * 100 + n(line, 'sh') + (family === 'hockey' ? 0 : n(line, 'min') / 1000),
  };
}

function keeperGroup(rules: GoalRules): StatGroup {
  const saves = [count('ga', 'GA', 'Goals Against'), count('sv', 'SV', 'Saves'), derived('svPct', 'SV%', 'Save Percentage', (line) => orDash(ratio(n(line, 'sv'), n(line, 'sv') + n(line, 'ga')), rate3))];
  return {
    key: 'keepers',
    title: rules.keeperTitle,
    sums: ['gs', 'min', 'ga', 'sv', 'w', 'l', 't', 'sho'],
    gameColumns: [count('min', 'MIN', 'Minutes'), derived('sa', 'SA', 'Shots Against', (line) => String(n(line, 'sv') + n(line, 'ga'))), ...saves, derived('dec', 'DEC', 'Decision', (line) => (n(line, 'w') ? 'W' : n(line, 'l') ? 'L' : n(line, 't') ? 'T' : ''))],
    seasonColumns: [
      gamesPlayed, count('gs', 'GS', 'Games Started'), count('min', 'MIN', 'Minutes'), ...saves,
      derived('gaa', 'GAA', 'Goals-Against Average', (line) => orDash(ratio(n(line, 'ga') * rules.regulationMinutes, n(line, 'min')), fixed2)),
      derived('record', 'W-L-T', 'Record', (line) => `${n(line, 'w')}-${n(line, 'l')}-${n(line, 't')}`),
      count('sho', 'SHO', 'Shutouts'),
    ],
    rank: (line) => n(line, 'min'),
  };
}

function leaders(family: GoalFamily, rules: GoalRules, field: StatGroup): LeaderCategory[] {
  const total = (key: string) => (line: GroupLine) => (line.games > 0 ? n(line, key) : null);
  const hasCounter = (key: string) => field.sums.includes(key);
  const spec: Record<string, [key: string, value: LeaderCategory['value']]> = {
    Goals: ['g', total('g')], Assists: ['a', total('a')], Shots: ['sh', total('sh')], 'Shots on Goal': ['sog', total('sog')],
    'Red Cards': ['rc', total('rc')], 'Yellow Cards': ['yc', total('yc')], 'Green Cards': ['gc', total('gc')],
    Fouls: ['fouls', total('fouls')], 'Defensive Saves': ['ds', total('ds')],
  };
  const points: LeaderCategory = { category: 'Points', abbreviation: 'PTS', label: null, group: 'field', value: (line) => (line.games > 0 ? rules.goalPoints * n(line, 'g') + n(line, 'a') : null), format: whole };
  // A keeper's save percentage counts once they have faced a quarter of the team's shots.
  const savePct: LeaderCategory = {
    category: 'Save Percentage', abbreviation: 'SV%', label: null, group: 'keepers', format: rate3,
    value: (line, team) => {
      const faced = n(line, 'sv') + n(line, 'ga');
      return faced > 0 && faced * 4 >= n(team, 'sv') + n(team, 'ga') ? n(line, 'sv') / faced : null;
    },
  };
  if (family === 'hockey') {
    return [
      { category: 'Goals', abbreviation: 'G', label: null, group: 'field', value: total('g'), format: whole },
      { category: 'Assists', abbreviation: 'A', label: null, group: 'field', value: total('a'), format: whole },
      points,
      { category: '+/-', abbreviation: '+/-', label: null, group: 'field', value: total('pm'), format: plusMinus },
      savePct,
    ];
  }
  const fromSpec = STAT_ABBREVIATIONS.soccer.flatMap((entry) => {
    const known = spec[entry.stat];
    return known && hasCounter(known[0]) ? [{ category: entry.stat, abbreviation: entry.abbreviation, label: entry.label ?? null, group: 'field', value: known[1], format: whole }] : [];
  });
  const more = rules.extra
    .filter(([key, stat]) => !spec[stat] && key !== 'to')
    .map(([key, stat]) => ({ category: stat, abbreviation: SHORT[stat] ?? stat, label: null, group: 'field', value: total(key), format: whole }));
  return [...fromSpec, points, ...more, { category: 'Saves', abbreviation: 'SV', label: null, group: 'keepers', value: total('sv'), format: whole }, savePct];
}

function goalSheet(family: GoalFamily): StatSheet {
  const rules = RULES[family];
  const field = fieldGroup(family, rules);
  const keepers = keeperGroup(rules);
  return {
    family,
    periodLabel: rules.periodLabel,
    groups: [field, keepers],
    leaders: leaders(family, rules, field),
    teamTotals(totals, extras, games) {
      const line = totals.get('field') ?? { c: {}, t: {}, games };
      const keeper = totals.get('keepers') ?? { c: {}, t: {}, games };
      const rows = [
        { key: 'g', label: 'G', title: 'Goals', value: String(n(line, 'g')) },
        { key: 'sh', label: 'SH', title: 'Shots', value: String(n(line, 'sh')) },
        { key: 'sog', label: 'SOG', title: 'Shots on Goal', value: String(n(line, 'sog')) },
        { key: 'sv', label: 'SV', title: 'Saves', value: String(n(keeper, 'sv')) },
      ];
      for (const [key, title] of [['corners', 'Corner Kicks'], ['pc', 'Penalty Corners'], ['ppOpportunities', 'Power Plays']] as const) {
        if (extras[key] !== undefined) rows.push({ key, label: key === 'pc' ? 'PC' : key === 'corners' ? 'CK' : 'PP', title, value: String(extras[key]) });
      }
      if (family === 'soccer' || family === 'lacrosse') rows.push({ key: 'fouls', label: 'Fouls', title: 'Fouls', value: String(n(line, 'fouls')) });
      if (family === 'hockey') rows.push({ key: 'pim', label: 'PIM', title: 'Penalty Minutes', value: String(n(line, 'pim')) });
      return rows;
    },
  };
}

export const SOCCER_SHEET = goalSheet('soccer');
export const FIELD_HOCKEY_SHEET = goalSheet('fieldhockey');
export const LACROSSE_SHEET = goalSheet('lacrosse');
export const HOCKEY_SHEET = goalSheet('hockey');
