import type { PlayerLine } from '../../server/stats/box-score-document';
import type { Counters } from '../../server/stats/stat-sheet';
import type { Random } from '../random';
import type { BoxScoreFacts, BoxScoreGenerator } from './box-score-facts';
import { between, chance, shuffle, split, splitCapped, sum, uniform, weightedIndex } from './distribute';
import { addsUp, spreadScore } from './line-score';
import { hasRole, lineOf, pickRole, type Participant } from './participants';

type Family = 'baseball' | 'softball';
type Side = 'team' | 'opponent';

interface Line {
  /** Runs per inning; null where the side did not bat (the 'X' of a home side that led). */
  runs: Array<number | null>;
}

/** The schedule's innings when they add up, else innings drawn to fit the score (the home side bats last). */
function innings(random: Random, facts: BoxScoreFacts, regulation: number): { periods: string[]; team: Line; opponent: Line } {
  const given = facts.lineScore;
  if (addsUp(given, facts.teamScore, facts.opponentScore)) return { periods: given.periods, team: { runs: given.team }, opponent: { runs: given.opponent } };
  const periods = Array.from({ length: regulation }, (_, index) => String(index + 1));
  const homeScore = facts.teamIsHome ? facts.teamScore : facts.opponentScore;
  const visitorScore = facts.teamIsHome ? facts.opponentScore : facts.teamScore;
  const visitor = spreadScore(random, visitorScore, regulation);
  // A home side that wins never needs its last at-bat.
  const home: Array<number | null> = homeScore > visitorScore ? [...spreadScore(random, homeScore, regulation - 1), null] : spreadScore(random, homeScore, regulation);
  return facts.teamIsHome ? { periods, team: { runs: home }, opponent: { runs: visitor } } : { periods, team: { runs: visitor }, opponent: { runs: home } };
}

interface Batter {
  player: Participant;
  position: string;
  order: number;
  starter: boolean;
  c: Counters;
}

interface Defender {
  player: Participant;
  position: string;
}

interface Squad {
  batters: Batter[];
  fielders: Defender[];
  rotation: Participant[];
  bullpen: Participant[];
  /** Position players not in the lineup: the pinch hitters. */
  bench: Participant[];
}

function squad(random: Random, family: Family, roster: readonly Participant[]): Squad {
  const taken = new Set<Participant>();
  const staff = roster.filter((player) => hasRole(family, player, 'P'));
  // A roster without listed pitchers still needs someone on the mound.
  const pitchers = (staff.length > 0 ? staff : roster.slice(-3)).slice(0, 12);
  for (const pitcher of pitchers) taken.add(pitcher);
  const rotationSize = family === 'baseball' ? 4 : 2;
  const catcher = pickRole(family, roster, 'C', 1, taken);
  const infield = pickRole(family, roster, 'INF', 4, taken);
  const outfield = pickRole(family, roster, 'OF', 3, taken);
  const hitter = pickRole(family, roster, 'INF', 1, taken);
  const positions: Array<[Participant | undefined, string]> = [
    [catcher[0], 'C'], [infield[0], 'SS'], [infield[1], '2B'], [infield[2], '3B'], [infield[3], '1B'],
    [outfield[0], 'CF'], [outfield[1], 'LF'], [outfield[2], 'RF'], [hitter[0], family === 'baseball' ? 'DH' : 'DP'],
  ];
  const lineup = positions.filter((entry): entry is [Participant, string] => entry[0] !== undefined);
  // The better hitters bat near the top, with some shuffling from game to game.
  const ordered = lineup.map((entry, index) => ({ entry, key: index + uniform(random, 0, 4) })).sort((a, b) => a.key - b.key);
  return {
    batters: ordered.map(({ entry: [player, position] }, order) => ({ player, position, order, starter: true, c: {} })),
    fielders: lineup.filter(([, position]) => position !== 'DH' && position !== 'DP').map(([player, position]) => ({ player, position })),
    rotation: pitchers.slice(0, rotationSize),
    bullpen: pitchers.slice(rotationSize),
    bench: roster.filter((player) => !taken.has(player)),
  };
}

type Event = 'single' | 'double' | 'triple' | 'homer' | 'walk' | 'hbp' | 'error' | 'strikeout' | 'out';

interface Offense {
  outs: number;
  runs: number;
  events: Array<{ batter: Batter; event: Event; scored: boolean; rbi: number }>;
  lob: number;
  outsOnBases: number;
  reachedOnError: number;
}

/** Plate appearances that end in exactly the outs, runs and runners left on base of the line. */
function bat(random: Random, batting: Squad, bench: readonly Participant[], outs: number, runs: number, innings: number): Offense {
  const outsOnBases = Math.min(between(random, 0, 2), Math.floor(outs / 9));
  const lob = Math.min(between(random, 2, 9), 2 * innings);
  const onBase = runs + lob + outsOnBases;
  const batterOuts = outs - outsOnBases;
  const hbp = Math.min(onBase, chance(random, 0.5) ? between(random, 1, 2) : 0);
  const reachedOnError = Math.min(onBase - hbp, chance(random, 0.45) ? between(random, 1, 2) : 0);
  const walks = Math.round((onBase - hbp - reachedOnError) * uniform(random, 0.18, 0.34));
  const hits = onBase - hbp - reachedOnError - walks;
  const homers = Math.min(hits, runs, weightedIndex(random, [5, 4 + runs / 3, 1 + runs / 4, runs / 6]));
  const triples = Math.min(hits - homers, chance(random, 0.15) ? 1 : 0);
  const doubles = Math.min(hits - homers - triples, Math.round((hits - homers) * uniform(random, 0.12, 0.28)));
  const plateAppearances = batterOuts + onBase;
  const strikeouts = Math.min(batterOuts, Math.round(plateAppearances * uniform(random, 0.15, 0.27)));
  const pool: Event[] = [
    ...Array<Event>(homers).fill('homer'), ...Array<Event>(triples).fill('triple'), ...Array<Event>(doubles).fill('double'),
    ...Array<Event>(hits - homers - triples - doubles).fill('single'), ...Array<Event>(walks).fill('walk'), ...Array<Event>(hbp).fill('hbp'),
    ...Array<Event>(reachedOnError).fill('error'), ...Array<Event>(strikeouts).fill('strikeout'), ...Array<Event>(batterOuts - strikeouts).fill('out'),
  ];
  const lineup = batting.batters;
  if (lineup.length === 0) return { outs, runs, events: [], lob, outsOnBases, reachedOnError: 0 };
  // Now and then a pinch hitter takes a spot's last turn.
  const pinch = lineup.length > 0 && bench.length > 0 && chance(random, 0.3) ? { spot: between(random, 5, Math.max(5, lineup.length - 1)), player: bench[between(random, 0, bench.length - 1)]! } : null;
  let pinchBatter: Batter | null = null;
  const events: Offense['events'] = [];
  const turns = shuffle(random, pool);
  turns.forEach((event, index) => {
    const spot = index % Math.max(1, lineup.length);
    let batter = lineup[spot]!;
    if (pinch && spot === pinch.spot % lineup.length && index >= turns.length - lineup.length) {
      pinchBatter ??= { player: pinch.player, position: 'PH', order: batter.order + 0.5, starter: false, c: {} };
      batter = pinchBatter;
    }
    events.push({ batter, event, scored: event === 'homer', rbi: 0 });
  });
  if (pinchBatter) lineup.push(pinchBatter);
  // Runs: every homer, then other runners at random (each scores at most once).
  const reached = events.filter((entry) => ['single', 'double', 'triple', 'walk', 'hbp', 'error'].includes(entry.event));
  for (const entry of shuffle(random, reached).slice(0, runs - homers)) entry.scored = true;
  // Runs batted in: a homer drives in itself and maybe runners; hits drive in most of the rest.
  let rbi = Math.max(homers, runs - (runs > homers && chance(random, 0.35) ? between(random, 1, Math.min(2, runs - homers)) : 0));
  for (const entry of events.filter((item) => item.event === 'homer')) {
    entry.rbi = 1;
    rbi -= 1;
  }
  const rbiWeight = (event: Event) => ({ homer: 1, triple: 3, double: 3, single: 2, walk: 0.2, hbp: 0.1, error: 0, strikeout: 0, out: 0.35 })[event];
  while (rbi > 0) {
    const index = weightedIndex(random, events.map((entry) => (entry.rbi < (entry.event === 'homer' ? 4 : 3) ? rbiWeight(entry.event) : 0)));
    if (index < 0) break;
    events[index]!.rbi += 1;
    rbi -= 1;
  }
  return { outs, runs, events, lob, outsOnBases, reachedOnError };
}

function tally(offense: Offense, random: Random): void {
  // The outs made on the bases are double plays grounded into by some of the batters who made outs.
  let doublePlays = offense.outsOnBases;
  for (const { batter, event, scored, rbi } of offense.events) {
    const c = batter.c;
    const add = (key: string, value = 1) => (c[key] = (c[key] ?? 0) + value);
    for (const key of ['ab', 'r', 'h', 'rbi', '2b', '3b', 'hr', 'bb', 'hbp', 'sf', 'so', 'sb', 'cs', 'roe', 'go', 'fo', 'kl', 'ibb', 'gidp']) c[key] ??= 0;
    if (event === 'error') add('roe');
    if (event === 'out') {
      const grounder = chance(random, 0.55);
      add(grounder ? 'go' : 'fo');
      if (grounder && doublePlays > 0 && chance(random, 0.5)) {
        add('gidp');
        doublePlays -= 1;
      }
    }
    if (event === 'strikeout' && chance(random, 0.25)) add('kl');
    if (event === 'walk' && chance(random, 0.04)) add('ibb');
    if (event !== 'walk' && event !== 'hbp') add('ab');
    if (['single', 'double', 'triple', 'homer'].includes(event)) add('h');
    if (event === 'double') add('2b');
    if (event === 'triple') add('3b');
    if (event === 'homer') add('hr');
    if (event === 'walk') add('bb');
    if (event === 'hbp') add('hbp');
    if (event === 'strikeout') add('so');
    if (scored) add('r');
    add('rbi', rbi);
    if (['single', 'walk', 'hbp'].includes(event) && !scored && chance(random, 0.08)) add('sb');
  }
}

interface Pitcher {
  player: Participant;
  c: Counters;
  /** The index of the first out this pitcher recorded (outs of the other side's innings, in order). */
  from: number;
}

/** The defence's pitchers share the outs; runs follow the innings each one pitched. */
function pitch(random: Random, family: Family, defence: Squad, offense: Offense, runsByInning: number[], gameIndex: number): Pitcher[] {
  const starter = defence.rotation[gameIndex % Math.max(1, defence.rotation.length)] ?? defence.bullpen[0];
  if (!starter) return [];
  const total = offense.outs;
  const softballComplete = family === 'softball' && chance(random, 0.45);
  const starterOuts = Math.min(total, softballComplete ? total : chance(random, 0.1) ? between(random, 4, 11) : between(random, family === 'baseball' ? 12 : 12, 21));
  const staff: Array<{ player: Participant; outs: number }> = [{ player: starter, outs: starterOuts }];
  const relief = shuffle(random, defence.bullpen.length > 0 ? defence.bullpen : defence.rotation.filter((player) => player !== starter));
  let left = total - starterOuts;
  for (const [index, player] of relief.entries()) {
    if (left <= 0) break;
    const outs = index === relief.length - 1 || index >= 3 ? left : Math.min(left, between(random, 1, 9));
    staff.push({ player, outs });
    left -= outs;
  }
  if (left > 0) staff[staff.length - 1]!.outs += left;
  let first = 0;
  const pitchers: Pitcher[] = staff.map(({ player, outs }) => {
    const pitcher = { player, from: first, c: { gs: 0, outs, h: 0, r: 0, er: 0, bb: 0, so: 0, hr: 0, hbp: 0, bf: 0, np: 0, w: 0, l: 0, sv: 0, cg: 0 } };
    first += outs;
    return pitcher;
  });
  pitchers[0]!.c.gs = 1;
  if (pitchers.length === 1) pitchers[0]!.c.cg = 1;
  // The pitcher on the mound for an inning's first out is charged with its runs.
  runsByInning.forEach((runs, inning) => (onMound(pitchers, inning)!.c.r! += runs));
  const outsWeights = pitchers.map((pitcher) => (pitcher.c.outs ?? 0) + 0.5);
  const count = (kind: Event[]) => offense.events.filter((entry) => kind.includes(entry.event)).length;
  // A homer scores at least the batter, so no pitcher gives up more homers than runs (the caps add up to the runs).
  const homers = splitCapped(random, count(['homer']), outsWeights, pitchers.map((pitcher) => pitcher.c.r ?? 0)).parts;
  const otherHits = split(random, count(['single', 'double', 'triple']), outsWeights);
  const walks = split(random, count(['walk']), outsWeights);
  const hitBatters = split(random, count(['hbp']), outsWeights);
  const outsOnBases = splitCapped(random, offense.outsOnBases, outsWeights, pitchers.map((pitcher) => pitcher.c.outs ?? 0)).parts;
  const strikeouts = splitCapped(random, count(['strikeout']), outsWeights, pitchers.map((pitcher, index) => (pitcher.c.outs ?? 0) - outsOnBases[index]!)).parts;
  const errors = split(random, offense.reachedOnError, outsWeights);
  const unearned = splitCapped(random, Math.min(offense.runs, offense.reachedOnError > 0 ? between(random, 0, offense.reachedOnError) : 0), outsWeights, pitchers.map((pitcher) => pitcher.c.r ?? 0)).parts;
  pitchers.forEach((pitcher, index) => {
    const c = pitcher.c;
    c.hr = homers[index]!;
    c.h = homers[index]! + otherHits[index]!;
    c.bb = walks[index]!;
    c.hbp = hitBatters[index]!;
    c.so = strikeouts[index]!;
    c.er = (c.r ?? 0) - unearned[index]!;
    c.bf = (c.outs ?? 0) - outsOnBases[index]! + c.h + c.bb + c.hbp + errors[index]!;
    c.np = Math.round(c.bf * uniform(random, 3.5, 4.2));
  });
  return pitchers;
}

/** The pitcher who was on the mound for the first out of the other side's inning (0-based). */
function onMound(pitchers: Pitcher[], inning: number): Pitcher | undefined {
  const last = pitchers.reduce((sum, pitcher) => sum + (pitcher.c.outs ?? 0), 0) - 1;
  const out = Math.max(0, Math.min(inning * 3, last));
  return pitchers.findLast((pitcher) => pitcher.from <= out) ?? pitchers[0];
}

/**
 * Decisions follow the go-ahead run: the winner is the winning side's pitcher of record when it took the
 * lead for good (a starter needs five innings, four in softball), the loser the pitcher who gave up that run,
 * and a save goes to a different finisher of a close game that did not end in a walk-off.
 */
function decide(family: Family, runs: Record<'home' | 'visitor', number[]>, staffs: Record<'home' | 'visitor', Pitcher[]>, winner: 'home' | 'visitor'): void {
  const loser = winner === 'home' ? 'visitor' : 'home';
  const score = { home: 0, visitor: 0 };
  let goAhead = { inning: 0 };
  const innings = Math.max(runs.home.length, runs.visitor.length);
  for (let inning = 0; inning < innings; inning += 1) {
    for (const half of ['visitor', 'home'] as const) {
      const before = score[winner] > score[loser];
      score[half] += runs[half][inning] ?? 0;
      if (half === winner && !before && score[winner] > score[loser]) goAhead = { inning };
    }
  }
  const won = staffs[winner];
  const lost = staffs[loser];
  // The winning side's pitcher of record pitched the losing side's half of that inning (or the one before).
  const recordInning = winner === 'home' ? goAhead.inning : Math.max(0, goAhead.inning - 1);
  let pitcherOfRecord = onMound(won, recordInning);
  const minimum = family === 'baseball' ? 15 : 12;
  if (pitcherOfRecord === won[0] && (won[0]?.c.outs ?? 0) < minimum && won.length > 1) {
    pitcherOfRecord = [...won.slice(1)].sort((a, b) => (b.c.outs ?? 0) - (a.c.outs ?? 0))[0];
  }
  if (pitcherOfRecord) pitcherOfRecord.c.w = 1;
  const losing = onMound(lost, goAhead.inning) ?? lost[0];
  if (losing) losing.c.l = 1;
  const closer = won[won.length - 1];
  const walkOff = winner === 'home' && (runs.home[innings - 1] ?? null) !== null && runs.home.length === innings && (runs.home[innings - 1] ?? 0) > 0;
  const margin = Math.abs(score.home - score.visitor);
  if (closer && closer !== pitcherOfRecord && !walkOff && margin <= 3 && (closer.c.outs ?? 0) >= 3) closer.c.sv = 1;
}

/** Putouts are the outs made; strikeouts are the catcher's; errors let batters reach. */
function field(random: Random, defence: Squad, pitchers: Pitcher[], offense: Offense): Map<Participant, Counters> {
  const fielders: Array<{ player: Participant; position: string }> = [...defence.fielders, ...pitchers.map((pitcher) => ({ player: pitcher.player, position: 'P' }))];
  const counters = new Map<Participant, Counters>(fielders.map((entry) => [entry.player, { po: 0, a: 0, e: 0 }]));
  const strikeouts = offense.events.filter((entry) => entry.event === 'strikeout').length;
  const catcher = fielders.find((entry) => entry.position === 'C');
  if (catcher) counters.get(catcher.player)!.po! += strikeouts;
  const putoutWeights: Record<string, number> = { '1B': 9, '2B': 3, SS: 2.5, '3B': 1.5, LF: 2, CF: 2.6, RF: 2, C: 0.8, P: 0.4 };
  const assistWeights: Record<string, number> = { SS: 4, '2B': 3.5, '3B': 3, P: 1.2, C: 0.5, '1B': 0.4, LF: 0.1, CF: 0.1, RF: 0.1 };
  const errorWeights: Record<string, number> = { SS: 3, '3B': 2.5, '2B': 2, '1B': 1, LF: 0.7, CF: 0.5, RF: 0.7, C: 0.5, P: 0.5 };
  // A pitcher fields in proportion to the outs he was on the mound for.
  const allOuts = Math.max(1, offense.outs);
  const mound = new Map(pitchers.map((pitcher) => [pitcher.player, (pitcher.c.outs ?? 0) / allOuts] as const));
  const share = (weights: Record<string, number>) => fielders.map((entry) => (weights[entry.position] ?? 0.2) * (mound.get(entry.player) ?? 1));
  const inPlayOuts = (catcher ? offense.outs - strikeouts : offense.outs);
  const putouts = split(random, inPlayOuts, share(putoutWeights));
  const assists = split(random, Math.round(inPlayOuts * uniform(random, 0.35, 0.5)), share(assistWeights));
  const errors = split(random, offense.reachedOnError, share(errorWeights));
  fielders.forEach((entry, index) => {
    const c = counters.get(entry.player)!;
    c.po! += putouts[index]!;
    c.a! += assists[index]!;
    c.e! += errors[index]!;
  });
  return counters;
}

/** Baseball (9 innings) and softball (7): the line score's runs, the outs of every half inning and both pitching staffs agree. */
export function generateDiamond(family: Family): BoxScoreGenerator {
  const regulation = family === 'baseball' ? 9 : 7;
  return (facts: BoxScoreFacts, random: Random) => {
    const line = innings(random, facts, regulation);
    const squads: Record<Side, Squad> = { team: squad(random, family, facts.roster), opponent: squad(random, family, facts.opponentRoster) };
    const homeSide: Side = facts.teamIsHome ? 'team' : 'opponent';
    const homeWon = (facts.teamIsHome ? facts.teamScore > facts.opponentScore : facts.opponentScore > facts.teamScore);
    const offense = {} as Record<Side, Offense>;
    for (const side of ['team', 'opponent'] as const) {
      const runs = line[side].runs;
      const batted = runs.filter((value) => value !== null).length;
      // A walk-off ends the last half inning before its third out.
      const walkOff = side === homeSide && homeWon && runs[runs.length - 1] !== null ? between(random, 1, 3) : 0;
      const outs = Math.max(0, 3 * batted - walkOff);
      offense[side] = bat(random, squads[side], squads[side].bench, outs, sum(runs.map((value) => value ?? 0)), batted);
      tally(offense[side], random);
    }
    const pitching = {} as Record<Side, Pitcher[]>;
    const fielding = {} as Record<Side, Map<Participant, Counters>>;
    for (const side of ['team', 'opponent'] as const) {
      const other: Side = side === 'team' ? 'opponent' : 'team';
      pitching[side] = pitch(random, family, squads[side], offense[other], line[other].runs.map((value) => value ?? 0), facts.gameIndex);
      fielding[side] = field(random, squads[side], pitching[side], offense[other]);
    }
    if (facts.teamScore !== facts.opponentScore) {
      const visitorSide: Side = homeSide === 'team' ? 'opponent' : 'team';
      const runs = { home: line[homeSide].runs.map((value) => value ?? 0), visitor: line[visitorSide].runs.map((value) => value ?? 0) };
      decide(family, runs, { home: pitching[homeSide], visitor: pitching[visitorSide] }, homeWon ? 'home' : 'visitor');
    }
    const linesOf = (side: Side): PlayerLine[] => {
      const batters = [...squads[side].batters].sort((a, b) => a.order - b.order);
      const lines = batters.map((batter) => {
        const groups: Record<string, Counters> = { batting: { gs: batter.starter ? 1 : 0, ...batter.c } };
        const defence = fielding[side].get(batter.player);
        if (defence && batter.position !== 'PH') groups.fielding = defence;
        return { ...lineOf(batter.player, batter.position, batter.starter), groups };
      });
      for (const pitcher of pitching[side]) {
        const groups: Record<string, Counters> = { pitching: pitcher.c };
        const defence = fielding[side].get(pitcher.player);
        if (defence) groups.fielding = defence;
        lines.push({ ...lineOf(pitcher.player, 'P', pitcher.c.gs === 1), groups });
      }
      return lines;
    };
    return {
      family,
      periods: line.periods,
      teamPeriodScores: line.team.runs,
      opponentPeriodScores: line.opponent.runs,
      team: { lines: linesOf('team'), extras: { lob: offense.team.lob } },
      opponent: { lines: linesOf('opponent'), extras: { lob: offense.opponent.lob } },
      scoringPlays: [],
    };
  };
}
