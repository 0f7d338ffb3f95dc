import type { Counters, StatFamily, StatGroup } from './stat-sheet';
import { clockSeconds } from './statcrew/text-values';

/** How one column of a live player group (or of Totals) gives counters. */
export interface ColumnSource {
  /** Keys and labels it goes by, compared case-insensitively. */
  names: readonly string[];
  /** The counters in `text`, or null when it holds none; `read` is what the row's other columns gave so far. */
  read(text: string, read: Counters): Counters | null;
  /** A fallback (a total standing for its parts): used only when none of these came from a column of their own. */
  unless?: readonly string[];
}

/** '12', '-3', '+2', '4.5'; a clock '23:45' as its whole minutes (minutes played); null for anything else. */
export function statNumber(text: string): number | null {
  const trimmed = text.trim();
  if (/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return Number(trimmed);
  const clock = /^(\d{1,3}):\d{2}$/.exec(trimmed);
  return clock ? Number(clock[1]) : null;
}

const single = (key: string) => (text: string) => {
  const value = statNumber(text);
  return value === null ? null : { [key]: value };
};

/** 'made-attempts' ('5-11', and '12/20' as some feeds write completions). */
const pair = (made: string, tried: string) => (text: string) => {
  const match = /^(\d+)\s*[-/]\s*(\d+)$/.exec(text.trim());
  return match ? { [made]: Number(match[1]), [tried]: Number(match[2]) } : null;
};

/** Innings pitched '6.1' → 19 outs. */
const innings = (text: string) => {
  const match = /^(\d+)(?:\.([012]))?$/.exec(text.trim());
  return match ? { outs: 3 * Number(match[1]) + Number(match[2] ?? 0) } : null;
};

const DECISIONS: Record<string, string> = { W: 'w', L: 'l', S: 'sv', SV: 'sv', T: 't' };
/** 'W', 'L', 'S', 'T' (often with a record: 'W, 3-1'). */
const decision = (text: string) => {
  const key = DECISIONS[text.trim().toUpperCase().split(/[\s,(]/)[0] ?? ''];
  return key ? { [key]: 1 } : null;
};

const fallback = (names: readonly string[], unless: readonly string[], read: ColumnSource['read']): ColumnSource => ({ names, unless, read });
const made = (names: readonly string[], a: string, b: string): ColumnSource => ({ names, read: pair(a, b) });
const one = (key: string, ...names: string[]): ColumnSource => ({ names, read: single(key) });
const rest = (total: string, part: string, into: string) =>
  fallback([total], [into], (text, read) => {
    const value = statNumber(text);
    return value === null ? null : { [into]: Math.max(0, value - (read[part] ?? 0)) };
  });

const probes = new WeakMap<StatGroup, ColumnSource[]>();

/**
 * The sheet's own game columns as sources, found by showing a line whose counters all differ: a column that
 * shows one counter's value ('7', '+7') reads that counter, one showing 'a-b' reads a made-attempts pair. So a
 * document made from a sheet reads back through the same sheet without a second table to keep in step.
 */
export function sheetSources(group: StatGroup): ColumnSource[] {
  const known = probes.get(group);
  if (known) return known;
  const keys = [...group.sums, ...(group.maxes ?? [])];
  const counterOf = new Map(keys.map((key, index) => [String(1000 + index), key]));
  const probe = Object.fromEntries(keys.map((key, index) => [key, 1000 + index]));
  const sources = group.gameColumns.flatMap((column): ColumnSource[] => {
    const shown = column.value({ c: probe, t: {}, games: 1 });
    const names = [column.key, column.label, column.title];
    const both = /^(\d+)-(\d+)$/.exec(shown);
    if (both && counterOf.has(both[1]!) && counterOf.has(both[2]!)) return [made(names, counterOf.get(both[1]!)!, counterOf.get(both[2]!)!)];
    const alone = /^\+?(\d+)$/.exec(shown);
    return alone && counterOf.has(alone[1]!) ? [one(counterOf.get(alone[1]!)!, ...names)] : [];
  });
  probes.set(group, sources);
  return sources;
}

const returns = [one('no', 'NO', 'RET'), one('long', 'LG', 'LNG'), one('td', 'TDS')];
const goalField = [
  one('g', 'G', 'GOALS'), one('a', 'A', 'AST', 'ASSISTS'), one('sh', 'SH', 'SHOTS', 'S'), one('sog', 'SOG', 'SHOTS ON GOAL'),
  one('fouls', 'F', 'FOULS', 'FO'), one('pm', '+/-', 'PM', 'PLUS/MINUS'), one('pim', 'PIM'), one('min', 'MINS', 'TOI'),
];
const goalKeepers = [
  one('ga', 'GA', 'GC', 'GOALS AGAINST', 'GOALS CONCEDED'), one('sv', 'SV', 'SAVES', 'S'), one('min', 'MINS', 'TOI'),
  { names: ['dec', 'DEC', 'DECISION'], read: decision }, rest('SA', 'ga', 'sv'), rest('SHOTS AGAINST', 'ga', 'sv'),
];

// Names other feeds (and our simulator) give columns, per group key of the family's sheet.
const BASKETBALL: Record<string, ColumnSource[]> = {
  players: [
    made(['FGM-A', 'FGM-FGA'], 'fgm', 'fga'), made(['3FG', '3PM-A', '3P', 'FG3', '3PTM-A'], 'tpm', 'tpa'), made(['FTM-A', 'FTM-FTA'], 'ftm', 'fta'),
    one('fgm', 'FGM'), one('fga', 'FGA'), one('tpm', '3PM', '3FGM', 'FGM3', 'TPM'), one('tpa', '3PA', '3FGA', 'FGA3', 'TPA'), one('ftm', 'FTM'), one('fta', 'FTA'),
    one('oreb', 'OFF', 'OR'), one('dreb', 'DEF', 'DR'), one('ast', 'A'), one('stl', 'ST', 'STEALS'), one('blk', 'BS', 'BLOCKS'),
    one('to', 'TOV', 'TURNOVERS'), one('pf', 'PF', 'FOULS', 'F'), one('min', 'MINS', 'MP'),
    rest('REB', 'oreb', 'dreb'), rest('TREB', 'oreb', 'dreb'), rest('TOT', 'oreb', 'dreb'), rest('REBOUNDS', 'oreb', 'dreb'),
  ],
};

const VOLLEYBALL: Record<string, ColumnSource[]> = {
  players: [
    one('k', 'K', 'KILLS'), one('e', 'ERR'), one('ta', 'ATT', 'TA'), one('ast', 'A'), one('sa', 'ACE', 'ACES'), one('digs', 'DIG', 'D'),
    one('bs', 'BLK SOLO', 'SOLO'), one('ba', 'BLK AST', 'BLOCK ASSISTS'), one('sp', 'S', 'SETS'),
    ...['BLK', 'BLKS', 'BLOCKS', 'TB'].map((name) => fallback([name], ['bs', 'ba'], single('bs'))),
  ],
};

const DIAMOND: Record<string, ColumnSource[]> = {
  batting: [one('so', 'K'), one('bb', 'W')],
  pitching: [{ names: ['ip', 'IP', 'INNINGS PITCHED'], read: innings }, one('np', 'PC', 'NP', 'PITCHES', '#P'), one('bf', 'TBF'), one('so', 'K'), { names: ['dec', 'DEC', 'DECISION', 'W/L'], read: decision }],
};

const FOOTBALL: Record<string, ColumnSource[]> = {
  passing: [made(['C/ATT', 'C-ATT', 'CMP-ATT', 'C-A', 'COMP-ATT'], 'cmp', 'att'), one('cmp', 'CMP', 'COMP', 'C'), one('att', 'ATT', 'A'), one('td', 'TDS'), one('long', 'LG', 'LNG')],
  rushing: [one('att', 'CAR', 'ATT', 'RUSH', 'NO'), one('td', 'TDS'), one('long', 'LG', 'LNG')],
  receiving: [one('rec', 'REC', 'NO'), one('td', 'TDS'), one('long', 'LG', 'LNG')],
  tackling: [one('solo', 'UT', 'SOLO'), one('ast', 'AT', 'A'), rest('TKL', 'ast', 'solo'), rest('TOT', 'ast', 'solo'), rest('TACKLES', 'ast', 'solo')],
  sacks: [one('sack', 'SACK', 'SACKS', 'NO')],
  passDefense: [one('pbu', 'PBU', 'BRUP', 'PD')],
  interceptions: [one('int', 'INT', 'NO'), one('long', 'LG')],
  fumbles: [one('fum', 'FUM', 'NO')],
  kickReturns: returns,
  puntReturns: returns,
  kicking: [made(['FGM-A', 'FGM-FGA'], 'fgm', 'fga'), made(['PAT', 'XPM-A'], 'xpm', 'xpa'), one('fgm', 'FGM'), one('fga', 'FGA'), one('xpm', 'XPM'), one('xpa', 'XPA'), one('long', 'LG')],
  punting: [
    one('no', 'NO', 'PUNTS'), one('long', 'LG'), one('in20', 'I20', 'IN20'),
    fallback(['AVG'], ['yds'], (text, read) => {
      const average = statNumber(text);
      return average === null ? null : { yds: Math.round(average * (read.no ?? 0)) };
    }),
  ],
};

const GOALS: Record<string, ColumnSource[]> = { field: goalField, keepers: goalKeepers };

const ALIASES: Partial<Record<StatFamily, Record<string, ColumnSource[]>>> = {
  basketball: BASKETBALL, volleyball: VOLLEYBALL, baseball: DIAMOND, softball: DIAMOND, football: FOOTBALL,
  soccer: GOALS, fieldhockey: GOALS, lacrosse: GOALS, hockey: GOALS,
};

/** The sources of a sheet group's counters: its own columns first, then the names other feeds use. */
export const columnSources = (family: StatFamily, group: StatGroup): ColumnSource[] => [...sheetSources(group), ...(ALIASES[family]?.[group.key] ?? [])];

/** Group names seen besides the sheet's title and key ('Box' is basketball's one group in the simulator). */
export const GROUP_ALIASES: Readonly<Record<string, readonly string[]>> = {
  players: ['Box', 'Box Score', 'Stats'],
  field: ['Field Players', 'Skaters', 'Players', 'Field'],
  keepers: ['Goalkeepers', 'Goalies', 'Keepers', 'Goalkeeping', 'Goaltending'],
  tackling: ['Tackles', 'Defense'],
};

const goalTotals = [
  one('corners', 'corners', 'CK', 'Corners', 'Corner Kicks'), one('pc', 'pc', 'PC', 'Penalty Corners'), one('ppOpportunities', 'ppOpportunities', 'PP', 'Power Plays'),
];

/** Team-only counters (a sheet's extras) in a document's Totals. */
export const TOTAL_SOURCES: Partial<Record<StatFamily, readonly ColumnSource[]>> = {
  baseball: [one('lob', 'lob', 'LOB', 'Left on Base')],
  softball: [one('lob', 'lob', 'LOB', 'Left on Base')],
  football: [
    one('firstDowns', 'firstDowns', '1ST', 'FD', 'First Downs'),
    made(['penalties', 'PEN', 'Penalties-Yards'], 'penalties', 'penaltyYards'),
    made(['thirdDowns', '3RD', 'Third-Down Conversions'], 'thirdDownConversions', 'thirdDowns'),
    { names: ['possession', 'TOP', 'Time of Possession'], read: (text) => (clockSeconds(text) === null ? null : { possessionSeconds: clockSeconds(text)! }) },
  ],
  soccer: goalTotals, fieldhockey: goalTotals, lacrosse: goalTotals, hockey: goalTotals,
};
