import { BASEBALL_SHEET } from '../../baseball.sheet';
import { blankCounters, type Counters, type StatGroup } from '../../stat-sheet';
import { found, periodLabels, type Found } from '../reading-kit';
import type { PlayerReading, SideReading, SportBoxReader } from '../sport-reading';
import type { StatCrewGame, StatCrewPlayer, StatCrewTeam } from '../statcrew-game';
import { flagOf, numberOf } from '../text-values';
import { childNamed, childrenNamed, type XmlElement } from '../xml-tree';
import { baseballScoringPlays } from './baseball-scoring-summary';

/** Innings pitched as outs: '6.1' is 19, '10.0' is 30; '6.33' and '6.67' (decimal thirds) are read too. */
export function outsOf(ip: string | undefined): Found {
  if (ip === undefined) return undefined;
  const [whole = '', fraction = ''] = ip.trim().split('.');
  const innings = Number(whole === '' ? '0' : whole);
  const part = Number(fraction === '' ? '0' : fraction);
  if (!Number.isInteger(innings) || !Number.isInteger(part) || innings < 0 || part < 0) return 0;
  const thirds = fraction.length <= 1 ? Math.min(part, 2) : Math.round(Number(`0.${fraction}`) * 3);
  return innings * 3 + thirds;
}

/** The sheet's counters that a player's line and the team's `<totals>` both carry, by group. */
const GROUP_READERS: Record<string, (line: XmlElement | undefined) => Record<string, Found>> = {
  batting: (line) => {
    const hit = (...names: string[]) => found(line, 'hitting', ...names);
    return {
      ab: hit('ab'), r: hit('r'), h: hit('h'), rbi: hit('rbi'), '2b': hit('double', '2b'), '3b': hit('triple', '3b'), hr: hit('hr'),
      bb: hit('bb'), hbp: hit('hbp'), sf: hit('sf'), so: hit('so'), sb: hit('sb'), cs: hit('cs'),
      // Reached on error is a situation, not a hitting count, in most files.
      roe: hit('rcherr', 'roe') ?? found(line, 'hsitsummary', 'rcherr'),
      go: hit('ground', 'go'), fo: hit('fly', 'fo'), kl: hit('kl'), ibb: hit('ibb'), gidp: hit('gdp', 'gidp', 'hitdp'),
    };
  },
  pitching: (line) => {
    const pitched = (...names: string[]) => found(line, 'pitching', ...names);
    return {
      outs: outsOf(childNamed(line, 'pitching')?.attrs.ip), h: pitched('h'), r: pitched('r'), er: pitched('er'), bb: pitched('bb'),
      so: pitched('so', 'k'), hr: pitched('hr'), hbp: pitched('hbp'), bf: pitched('bf'), np: pitched('pitches', 'np'),
    };
  },
  fielding: (line) => ({ po: found(line, 'fielding', 'po'), a: found(line, 'fielding', 'a'), e: found(line, 'fielding', 'e') }),
};

const GROUP_ELEMENTS: Readonly<Record<string, string>> = { batting: 'hitting', pitching: 'pitching', fielding: 'fielding' };

function groupLine(group: StatGroup, values: Record<string, Found>): Counters {
  const counters = blankCounters(group);
  for (const key of Object.keys(counters)) counters[key] = values[key] ?? 0;
  return counters;
}

/** A stated decision: win="1-0", save="Y", or decision="W" (a record of '0' or 'N' is none). */
function decided(player: XmlElement, pitching: XmlElement | undefined, attribute: string, ...letters: string[]): number {
  const stated = [pitching?.attrs[attribute], player.attrs[attribute]].some((value) => value !== undefined && value.trim() !== '' && flagOf(value) !== false && numberOf(value) !== 0);
  const decision = (pitching?.attrs.decision ?? player.attrs.decision ?? '').trim().toUpperCase();
  return stated || letters.includes(decision) ? 1 : 0;
}

interface Lineup {
  /** Who started and where, from `<starters>` (by uniform, else by name). */
  starters: Map<string, string>;
  /** The last position in the batting order (`<batords>`), for a player whose own element names none. */
  positions: Map<string, string>;
  pitchers: number;
}

const lineupKey = (uniform: string | undefined, name: string | undefined) => (uniform?.trim() ? `#${uniform.trim()}` : `@${name?.replace(/\s+/g, '').toUpperCase() ?? ''}`);
const keyOf = (player: StatCrewPlayer) => lineupKey(player.uniform, player.element.attrs.shortname ?? player.element.attrs.name);

function lineupOf(team: StatCrewTeam): Lineup {
  const entries = (element: string, child: string) =>
    childrenNamed(childNamed(team.element, element), child).map((entry) => [lineupKey(entry.attrs.uni, entry.attrs.name), (entry.attrs.pos ?? '').trim().toUpperCase()] as const);
  return {
    starters: new Map(entries('starters', 'starter')),
    positions: new Map(entries('batords', 'batord')),
    pitchers: team.players.filter((player) => childNamed(player.element, 'pitching')).length,
  };
}

function pitchingExtras(player: StatCrewPlayer, starter: boolean, lineup: Lineup): Counters {
  const pitching = childNamed(player.element, 'pitching');
  const startedOnMound = lineup.starters.size > 0 ? lineup.starters.get(keyOf(player)) === 'P' : starter;
  const gs = found(player.element, 'pitching', 'gs') ?? (startedOnMound ? 1 : 0);
  return {
    gs,
    w: decided(player.element, pitching, 'win', 'W'),
    l: decided(player.element, pitching, 'loss', 'L'),
    sv: decided(player.element, pitching, 'save', 'S', 'SV'),
    // Files state complete games for a season only; in one game it is the starter who pitched alone.
    cg: found(player.element, 'pitching', 'cg') ?? (gs > 0 && lineup.pitchers === 1 ? 1 : 0),
  };
}

function readPlayer(player: StatCrewPlayer, lineup: Lineup): PlayerReading {
  const starter = player.starter || lineup.starters.has(keyOf(player));
  const groups: Record<string, Counters> = {};
  for (const group of BASEBALL_SHEET.groups) {
    if (!childNamed(player.element, GROUP_ELEMENTS[group.key] ?? group.key)) continue;
    const values = GROUP_READERS[group.key]?.(player.element) ?? {};
    const own = group.key === 'batting' ? { gs: starter ? 1 : 0 } : group.key === 'pitching' ? pitchingExtras(player, starter, lineup) : {};
    groups[group.key] = groupLine(group, { ...values, ...own });
  }
  const { uniform, name, firstName, lastName, checkName, position } = player;
  const reading: PlayerReading = { player: { uniform, name, firstName, lastName, checkName, position, starter }, groups };
  const ordered = position === '' ? (lineup.positions.get(keyOf(player)) ?? lineup.starters.get(keyOf(player))) : undefined;
  if (ordered) reading.position = ordered;
  return reading;
}

/** The file's own totals: only what it states, so a comparison never sees a 0 the file did not write. */
function fileTotals(totals: XmlElement | undefined): Record<string, Counters> {
  const result: Record<string, Counters> = {};
  for (const group of BASEBALL_SHEET.groups) {
    const values = GROUP_READERS[group.key]?.(totals) ?? {};
    const stated = Object.keys(blankCounters(group)).filter((key) => values[key] !== undefined);
    if (stated.length > 0) result[group.key] = Object.fromEntries(stated.map((key) => [key, values[key] ?? 0]));
  }
  return result;
}

/**
 * Who took part: gp or gs, or a line of this game (`<hitting>`, `<pitching>`, `<fielding>`). Bench players carry
 * season lines (`<hitseason>`), whose numbers must not make them look as if they played.
 */
const tookPart = (player: StatCrewPlayer): boolean =>
  (numberOf(player.element.attrs.gp) ?? 0) > 0 || player.starter || Object.values(GROUP_ELEMENTS).some((element) => childNamed(player.element, element) !== undefined);

// A box score lists the batting order (each spot's starter, then its substitutes), then the pitchers in order of appearance.
const order = (player: StatCrewPlayer) => [numberOf(player.element.attrs.spot) ?? 99, numberOf(player.element.attrs.sub) ?? 0];

function sideOf(team: StatCrewTeam): SideReading {
  const lineup = lineupOf(team);
  const players = team.players
    .filter(tookPart)
    .map((player, index) => ({ player, index, key: order(player) }))
    .sort((a, b) => a.key[0]! - b.key[0]! || a.key[1]! - b.key[1]! || a.index - b.index)
    .map(({ player }) => readPlayer(player, lineup));
  const totals = team.totals;
  const lob = numberOf(team.linescore?.attrs.lob) ?? found(totals, 'hsitsummary', 'lob') ?? 0;
  return { players, extras: { lob }, fileTotals: fileTotals(totals) };
}

/** Baseball and softball (`<bsgame>`): batting, pitching and fielding lines, innings, and the runs of each half inning. */
export const readBaseballBox: SportBoxReader = (game: StatCrewGame, family) => {
  const periods = periodLabels(Math.max(game.home.periodScores.length, game.visitor.periodScores.length), null, true);
  return {
    family,
    periods,
    home: sideOf(game.home),
    visitor: sideOf(game.visitor),
    scoringPlays: baseballScoringPlays(game, periods.length),
  };
};
