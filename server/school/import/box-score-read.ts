import type { BoxScoreGroupWire, BoxScoreTeamWire, BoxScoreWire } from '../../../contract/box-score';
import type { PlayerLine, ScoringPlay, SideBox, StoredScoreboard } from '../../stats/box-score-document';
import { blankCounters, type Counters, type GroupLine, type StatColumn, type StatFamily, type StatGroup, type StatSheet } from '../../stats/stat-sheet';
import { statSheet } from '../../stats/stat-sheets';

/** Our row of a box score, before the game, sport and season ids are mapped. */
export interface BoxScoreDocumentRow extends StoredScoreboard {
  teamLines: PlayerLine[];
  opponentLines: PlayerLine[];
  teamExtras: Counters;
  opponentExtras: Counters;
  scoringPlays: ScoringPlay[];
  attendance: number | null;
}

type Reading = { kind: 'count'; key: string } | { kind: 'made'; made: string; attempts: string } | { kind: 'innings'; key: string } | { kind: 'text'; key: string } | { kind: 'decision' } | { kind: 'derived' };

const PROBE = 1000;

/**
 * How a game column prints its counters, found by running it on a line whose counters record the keys read:
 * one counter printed as is (a count, '+3' for +/-), two as 'made-attempts', outs as innings ('6.1'), a text,
 * a decision letter; anything else (rates, sums) is derived and read from the counters it derives from.
 */
function probe(column: StatColumn): Reading {
  const read: string[] = [];
  let texts = false;
  const c = new Proxy({} as Counters, { get: (_t, key) => (typeof key === 'string' ? (read.push(key), PROBE + read.length) : undefined) });
  const t = new Proxy({} as Record<string, string>, { get: (_t, key) => ((texts = typeof key === 'string'), 'x') });
  const shown = column.value({ c, t, games: 1 } as GroupLine);
  if (texts) return { kind: 'text', key: column.key };
  if (read.length === 1 && Number(shown) === PROBE + 1) return { kind: 'count', key: read[0]! };
  if (read.length === 1 && shown === `${Math.floor((PROBE + 1) / 3)}.${(PROBE + 1) % 3}`) return { kind: 'innings', key: read[0]! };
  if (read.length === 2 && shown === `${PROBE + 1}-${PROBE + 2}`) return { kind: 'made', made: read[0]!, attempts: read[1]! };
  if (column.key === 'dec') return { kind: 'decision' };
  return { kind: 'derived' };
}

const readings = new WeakMap<StatColumn, Reading>();

/** A column's reading, probed once: the stat sheets' columns are fixed, and a box score reads each on every line. */
function readingOf(column: StatColumn): Reading {
  let reading = readings.get(column);
  if (!reading) {
    reading = probe(column);
    readings.set(column, reading);
  }
  return reading;
}

const DECISIONS: Record<string, string> = { W: 'w', L: 'l', S: 'sv', T: 't' };

/** Wrestling's bout result ('W MD 12-3', 'W Fall 2:10', 'L Dec 3-5'): the kind of win it counts. */
function boutKind(result: string): string {
  const how = result.slice(2);
  if (how.startsWith('MD')) return 'md';
  if (how.startsWith('TF')) return 'tf';
  if (how.startsWith('Fall')) return 'fall';
  if (how.startsWith('Forfeit')) return 'ffw';
  return 'dec';
}

/**
 * A player's counters of one group from the values the box score prints. Counters no game column shows come
 * from what does show: games started from `starter`, won and lost from a match or bout result, the kind of a
 * wrestling win from its result text. The rest (sacrifice flies, caught stealing, game-winning goals, ...) are
 * shown by no public box score and stay 0 (see box-score-season.ts for the season totals that need them).
 */
function countersOf(group: StatGroup, values: Record<string, string>, starter: boolean, family: StatFamily): { c: Counters; t: Record<string, string> } {
  const c = blankCounters(group);
  const t: Record<string, string> = {};
  for (const column of group.gameColumns) {
    const value = values[column.key];
    if (value === undefined) continue;
    const reading = readingOf(column);
    if (reading.kind === 'count') c[reading.key] = Number(value);
    else if (reading.kind === 'made') {
      const [made, attempts] = value.split('-');
      c[reading.made] = Number(made);
      c[reading.attempts] = Number(attempts);
    } else if (reading.kind === 'innings') {
      const [whole, part] = value.split('.');
      c[reading.key] = 3 * Number(whole) + Number(part ?? 0);
    } else if (reading.kind === 'text') t[reading.key] = value;
    else if (reading.kind === 'decision' && DECISIONS[value]) c[DECISIONS[value]!] = 1;
  }
  if (group.sums.includes('gs')) c.gs = starter ? 1 : 0;
  if (family === 'tennis' || family === 'wrestling') {
    c.w = t.result?.startsWith('W') ? 1 : 0;
    c.l = t.result?.startsWith('L') ? 1 : 0;
  }
  if (family === 'wrestling' && c.w === 1) c[boutKind(t.result ?? '')] = 1;
  return { c, t };
}

const lineKey = (player: BoxScoreGroupWire['players'][number]) => JSON.stringify([player.rosterPlayerId ?? null, player.playerId ?? null, player.name, player.jersey ?? '', player.position ?? '', player.starter]);

/**
 * A side's player lines from its stat tables: a player listed in several groups is one line (same person,
 * name, jersey, position and start). The lines are ordered so every table lists them in its own order
 * (each table's neighbours give an edge; ties go to the line seen first).
 */
function linesOf(sheet: StatSheet, team: BoxScoreTeamWire, family: StatFamily, mapPlayer: (line: PlayerLine) => PlayerLine): PlayerLine[] {
  const lines: { key: string; line: PlayerLine; after: Set<number> }[] = [];
  for (const wire of team.playerGroups) {
    const group = sheet.groups.find((entry) => entry.key === wire.name);
    if (!group) continue;
    const texts = group.gameColumns.some((column) => readingOf(column).kind === 'text');
    let previous = -1;
    for (const player of wire.players) {
      const key = lineKey(player);
      let index = lines.findIndex((entry) => entry.key === key && !entry.line.groups[group.key]);
      if (index === -1) {
        index = lines.length;
        lines.push({ key, after: new Set(), line: { playerId: player.playerId ?? null, rosterPlayerId: player.rosterPlayerId ?? null, name: player.name, jersey: player.jersey ?? '', position: player.position ?? '', starter: player.starter, groups: {} } });
      }
      const entry = lines[index]!;
      if (previous !== -1) entry.after.add(previous);
      previous = index;
      const { c, t } = countersOf(group, player.values, player.starter, family);
      entry.line.groups[group.key] = c;
      if (texts) (entry.line.texts ??= {})[group.key] = t;
    }
  }
  const placed = new Set<number>();
  const order: PlayerLine[] = [];
  while (order.length < lines.length) {
    const next = lines.findIndex((entry, i) => !placed.has(i) && [...entry.after].every((before) => placed.has(before)));
    const index = next === -1 ? lines.findIndex((_entry, i) => !placed.has(i)) : next;
    placed.add(index);
    order.push(mapPlayer(lines[index]!.line));
  }
  return order;
}

const total = (team: BoxScoreTeamWire, key: string) => team.totals.find((row) => row.key === key)?.value;

/** Team-only counters, read back from the team summary that prints them. */
function extrasOf(family: StatFamily, team: BoxScoreTeamWire): Counters {
  const number = (key: string) => Number(total(team, key) ?? 0);
  const pair = (key: string) => (total(team, key) ?? '0-0').split('-').map(Number) as [number, number];
  switch (family) {
    case 'baseball':
    case 'softball':
      return { lob: number('lob') };
    case 'football': {
      const [penalties, penaltyYards] = pair('penalties');
      const [thirdDownConversions, thirdDowns] = pair('thirdDowns');
      const [minutes, seconds] = (total(team, 'possession') ?? '0:00').split(':').map(Number) as [number, number];
      return { firstDowns: number('firstDowns'), penalties, penaltyYards, thirdDownConversions, thirdDowns, possessionSeconds: minutes * 60 + seconds };
    }
    case 'volleyball':
      return { teamBlocks: number('blk') };
    case 'tennis':
      return { doublesPoints: number('doublesPoint') };
    case 'wrestling':
      return { adjustment: number('adjustment') };
    default: {
      const extras: Counters = {};
      for (const key of ['corners', 'pc', 'ppOpportunities']) if (total(team, key) !== undefined) extras[key] = number(key);
      return extras;
    }
  }
}

/**
 * Our box-score document from the origin's /Stats/boxscore answer. Baseball pitchers who pitched a whole game
 * alone are credited a complete game (the season's CG), the keeper of the decision who conceded nothing a shutout.
 */
export function toBoxScoreDocument(family: StatFamily, wire: BoxScoreWire, mapPlayer: (line: PlayerLine) => PlayerLine): BoxScoreDocumentRow {
  const sheet = statSheet(family);
  const home = wire.thisTeamIsHomeTeam;
  const team = home ? wire.homeTeam : wire.visitingTeam;
  const opponent = home ? wire.visitingTeam : wire.homeTeam;
  const sides: [SideBox, SideBox] = [
    { lines: linesOf(sheet, team, family, mapPlayer), extras: extrasOf(family, team) },
    { lines: linesOf(sheet, opponent, family, (line) => line), extras: extrasOf(family, opponent) },
  ];
  creditFumbleReturns(family, sides, wire);
  for (const side of sides) {
    const pitchers = side.lines.filter((line) => line.groups.pitching);
    if (pitchers.length === 1) pitchers[0]!.groups.pitching!.cg = 1;
    // The keeper credited with the decision kept a shutout when no goal went past them.
    for (const keeper of side.lines.map((line) => line.groups.keepers)) if (keeper && 'sho' in keeper) keeper.sho = (keeper.w ?? 0) + (keeper.l ?? 0) + (keeper.t ?? 0) > 0 && keeper.ga === 0 ? 1 : 0;
  }
  return {
    family,
    periodLabel: wire.periodLabel,
    periods: wire.periods,
    teamPeriodScores: team.periodScores,
    opponentPeriodScores: opponent.periodScores,
    teamScore: wire.teamScore,
    opponentScore: wire.opponentScore,
    teamLines: sides[0].lines,
    opponentLines: sides[1].lines,
    teamExtras: sides[0].extras,
    opponentExtras: sides[1].extras,
    scoringPlays: wire.scoringSummary.map((play) => ({
      period: play.period,
      clock: play.clock ?? null,
      side: play.isSchool ? 'team' : 'opponent',
      description: play.description,
      teamScore: home ? play.homeScore : play.visitingScore,
      opponentScore: home ? play.visitingScore : play.homeScore,
    })),
    attendance: wire.attendance ?? null,
  };
}

/**
 * A fumble returned for a score counts as a touchdown on the defender's tackling line, which prints no TD column:
 * the scoring summary names the scorer ('Team - Name 40 yd fumble return ...').
 */
function creditFumbleReturns(family: StatFamily, sides: readonly [SideBox, SideBox], wire: BoxScoreWire): void {
  if (family !== 'football') return;
  for (const play of wire.scoringSummary) {
    if (!/ yd fumble return/.test(play.description)) continue;
    const side = sides[play.isSchool ? 0 : 1];
    const scorer = side.lines.find((line) => line.groups.tackling && play.description.includes(` - ${line.name} `)) ?? side.lines.find((line) => line.groups.tackling?.fr);
    if (scorer) scorer.groups.tackling!.td = (scorer.groups.tackling!.td ?? 0) + 1;
  }
}
