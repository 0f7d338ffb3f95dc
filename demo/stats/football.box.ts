import type { PlayerLine, ScoringPlay, Side } from '../../server/stats/box-score-document';
import { FOOTBALL_SHEET } from '../../server/stats/football.sheet';
import { blankCounters, type Counters } from '../../server/stats/stat-sheet';
import type { Random } from '../random';
import type { BoxScoreFacts, BoxScoreGenerator } from './box-score-facts';
import { between, chance, clockTimes, shuffle, split, splitCapped, sum, uniform, weightedIndex } from './distribute';
import { addsUp, numbers, periodLabels } from './line-score';
import { lineOf, pickRole, type Participant } from './participants';

/** A scoring play's points: a touchdown with its try (7 kick, 6 missed, 8 two-point), a field goal, a safety. */
type Score = 7 | 6 | 8 | 3 | 2;

// How common each play is; a period's plays are drawn among all the ways to make its points, weighted by the
// product of their plays' weights, so 7 points is a touchdown and kick, not a field goal and two safeties.
const PLAY_WEIGHT: Record<Score, number> = { 7: 1, 3: 0.4, 6: 0.06, 8: 0.08, 2: 0.02 };

/** The scoring plays that make up a period's points, in no particular order; null when none can (a lone point). */
export function scoringPlaysFor(random: Random, points: number): Score[] | null {
  if (points < 0 || points === 1) return null;
  const ways: Array<{ plays: Score[]; weight: number }> = [];
  for (let eights = 0; eights <= 2; eights += 1) {
    for (let sixes = 0; sixes <= 2; sixes += 1) {
      for (let twos = 0; twos <= 2; twos += 1) {
        for (let sevens = 0; 7 * sevens + 8 * eights + 6 * sixes + 2 * twos <= points; sevens += 1) {
          const rest = points - 7 * sevens - 8 * eights - 6 * sixes - 2 * twos;
          if (rest % 3 !== 0) continue;
          const threes = rest / 3;
          const counts: Array<[Score, number]> = [[7, sevens], [3, threes], [6, sixes], [8, eights], [2, twos]];
          const weight = counts.reduce((product, [play, count]) => product * PLAY_WEIGHT[play] ** count, 1);
          ways.push({ plays: counts.flatMap(([play, count]) => Array<Score>(count).fill(play)), weight });
        }
      }
    }
  }
  const chosen = ways[weightedIndex(random, ways.map((way) => way.weight))];
  return chosen ? shuffle(random, chosen.plays) : null;
}

type TouchdownKind = 'pass' | 'rush' | 'interception' | 'fumble' | 'kickoff' | 'punt';

interface Play {
  side: Side;
  period: number;
  points: Score;
  kind: TouchdownKind | 'fg' | 'safety';
  twoPointPass: boolean;
  description: string;
}

interface Unit {
  qb: Participant[];
  rb: Participant[];
  wr: Participant[];
  te: Participant[];
  k: Participant | undefined;
  p: Participant | undefined;
  dl: Participant[];
  lb: Participant[];
  db: Participant[];
}

function unit(roster: readonly Participant[]): Unit {
  const taken = new Set<Participant>();
  const take = (role: string, count: number) => pickRole('football', roster, role, count, taken);
  return {
    qb: take('QB', 2), rb: take('RB', 3), wr: take('WR', 5), te: take('TE', 2), k: take('K', 1)[0], p: take('P', 1)[0],
    dl: take('DL', 6), lb: take('LB', 5), db: take('DB', 7),
  };
}

const GROUPS = new Map(FOOTBALL_SHEET.groups.map((group) => [group.key, group]));

/** Counters per player and group, created on first use. */
class Sheet {
  readonly lines = new Map<Participant, { position: string; starter: boolean; groups: Record<string, Counters> }>();
  add(player: Participant | undefined, position: string, group: string, key: string, value = 1): void {
    if (!player || value === 0) return;
    let line = this.lines.get(player);
    if (!line) this.lines.set(player, (line = { position, starter: false, groups: {} }));
    const counters = (line.groups[group] ??= blankCounters(GROUPS.get(group)!));
    counters[key] = (counters[key] ?? 0) + value;
  }
  max(player: Participant | undefined, position: string, group: string, key: string, value: number): void {
    if (!player) return;
    this.add(player, position, group, key, 0);
    const line = this.lines.get(player);
    const counters = line ? (line.groups[group] ??= blankCounters(GROUPS.get(group)!)) : undefined;
    if (counters) counters[key] = Math.max(counters[key] ?? 0, value);
  }
  starter(player: Participant | undefined): void {
    const line = player ? this.lines.get(player) : undefined;
    if (line) line.starter = true;
  }
}

/** A longest play that fits the yards: between the average and everything. */
const longest = (random: Random, yards: number, count: number) => (count <= 1 ? yards : Math.min(yards, Math.max(Math.ceil(yards / count), Math.round((yards / count) * uniform(random, 1.3, 2.5)))));

interface Ledger {
  passTd: number;
  rushTd: number;
  defensiveTd: TouchdownKind[];
  fieldGoals: number;
  kicksMade: number;
  kicksMissed: number;
  /** Interceptions thrown and fumbles lost, forced up when the other side returned one for a score. */
  interceptionsThrown: number;
  fumblesLost: number;
}

/** Football: every touchdown, try, field goal and safety of the line score is a play credited to players. */
export const generateFootball: BoxScoreGenerator = (facts: BoxScoreFacts, random: Random) => {
  const given = facts.lineScore;
  let periods: string[];
  let perPeriod: Record<Side, Score[][]>;
  const fromGiven = addsUp(given, facts.teamScore, facts.opponentScore) ? { team: numbers(given.team).map((points) => scoringPlaysFor(random, points)), opponent: numbers(given.opponent).map((points) => scoringPlaysFor(random, points)) } : null;
  if (given && fromGiven && [...fromGiven.team, ...fromGiven.opponent].every((plays) => plays !== null)) {
    periods = given.periods;
    perPeriod = fromGiven as Record<Side, Score[][]>;
  } else {
    periods = periodLabels(4, 4);
    const spread = (total: number): Score[][] => {
      const quarters: Score[][] = [[], [], [], []];
      for (const play of scoringPlaysFor(random, total) ?? []) quarters[between(random, 0, 3)]!.push(play);
      return quarters;
    };
    perPeriod = { team: spread(facts.teamScore), opponent: spread(facts.opponentScore) };
  }

  const units: Record<Side, Unit> = { team: unit(facts.roster), opponent: unit(facts.opponentRoster) };
  const sheets: Record<Side, Sheet> = { team: new Sheet(), opponent: new Sheet() };
  const ledgers = {} as Record<Side, Ledger>;
  const plays: Play[] = [];
  for (const side of ['team', 'opponent'] as const) {
    const ledger: Ledger = { passTd: 0, rushTd: 0, defensiveTd: [], fieldGoals: 0, kicksMade: 0, kicksMissed: 0, interceptionsThrown: 0, fumblesLost: 0 };
    perPeriod[side].forEach((scores, period) => {
      for (const points of scores) {
        if (points === 3 || points === 2) {
          plays.push({ side, period, points, kind: points === 3 ? 'fg' : 'safety', twoPointPass: false, description: '' });
          if (points === 3) ledger.fieldGoals += 1;
          continue;
        }
        const kind: TouchdownKind = chance(random, 0.07) ? (['interception', 'fumble', 'kickoff', 'punt'] as const)[between(random, 0, 3)]! : chance(random, 0.55) ? 'pass' : 'rush';
        if (kind === 'pass') ledger.passTd += 1;
        else if (kind === 'rush') ledger.rushTd += 1;
        else ledger.defensiveTd.push(kind);
        if (points === 7) ledger.kicksMade += 1;
        if (points === 6 && chance(random, 0.6)) ledger.kicksMissed += 1;
        plays.push({ side, period, points, kind, twoPointPass: chance(random, 0.5), description: '' });
      }
    });
    ledgers[side] = ledger;
  }
  for (const side of ['team', 'opponent'] as const) {
    const other: Side = side === 'team' ? 'opponent' : 'team';
    const returned = ledgers[other].defensiveTd;
    ledgers[side].interceptionsThrown = Math.max(returned.filter((kind) => kind === 'interception').length, weightedIndex(random, [5, 4, 2, 0.5]));
    ledgers[side].fumblesLost = Math.max(returned.filter((kind) => kind === 'fumble').length, weightedIndex(random, [5, 3, 1]));
  }

  const lengths: Record<Side, { pass: Array<[Participant, number]>; rush: Array<[Participant, number]>; fg: number[] }> = { team: { pass: [], rush: [], fg: [] }, opponent: { pass: [], rush: [], fg: [] } };
  const offense = {} as Record<Side, { rushAtt: number; completions: number; punts: number; passYards: number; rushYards: number }>;
  for (const side of ['team', 'opponent'] as const) {
    const { qb, rb, wr, te, k, p } = units[side];
    const sheet = sheets[side];
    const ledger = ledgers[side];
    // Passing: the starter throws, a backup mops up a blowout.
    const attempts = between(random, 22, 42);
    const completions = Math.max(ledger.passTd, Math.round(attempts * uniform(random, 0.52, 0.7)));
    const passYards = Math.max(completions * 4, Math.round(completions * uniform(random, 9, 14)));
    const blowout = Math.abs(facts.teamScore - facts.opponentScore) >= 24 && qb.length > 1 && chance(random, 0.6);
    const backupShare = blowout ? uniform(random, 0.08, 0.2) : 0;
    const passers = blowout ? qb.slice(0, 2) : qb.slice(0, 1);
    const passerWeights = passers.map((_, index) => (index === 0 ? 1 - backupShare : backupShare));
    const share = (total: number, caps?: number[]) => (caps ? splitCapped(random, total, passerWeights, caps).parts : split(random, total, passerWeights));
    const att = share(attempts);
    const cmp = share(completions, att);
    const yds = share(passYards, cmp.map((value) => value * 99));
    const tds = share(ledger.passTd, cmp);
    const ints = share(ledger.interceptionsThrown, att.map((value, index) => value - cmp[index]!));
    passers.forEach((passer, index) => {
      for (const [key, values] of [['att', att], ['cmp', cmp], ['yds', yds], ['td', tds], ['int', ints]] as const) sheet.add(passer, 'QB', 'passing', key, values[index]!);
      sheet.max(passer, 'QB', 'passing', 'long', 0);
    });
    // Receiving: catches and yards add up to the completions and passing yards.
    const receivers: Array<[Participant, string, number, number]> = [
      ...wr.slice(0, 4).map((player, index): [Participant, string, number, number] => [player, 'WR', [5, 4, 3, 1.5][index]!, 13]),
      ...te.map((player, index): [Participant, string, number, number] => [player, 'TE', index === 0 ? 2.5 : 0.8, 10]),
      ...rb.slice(0, 2).map((player, index): [Participant, string, number, number] => [player, 'RB', index === 0 ? 1.5 : 0.8, 7]),
    ];
    const catches = split(random, completions, receivers.map(([, , weight]) => weight));
    const catchYards = split(random, passYards, receivers.map(([, , , average], index) => catches[index]! * average));
    const catchTds = splitCapped(random, ledger.passTd, catches, catches).parts;
    let passLong = 0;
    receivers.forEach(([player, position], index) => {
      if (catches[index]! === 0) return;
      const long = longest(random, catchYards[index]!, catches[index]!);
      passLong = Math.max(passLong, long);
      sheet.add(player, position, 'receiving', 'rec', catches[index]!);
      sheet.add(player, position, 'receiving', 'yds', catchYards[index]!);
      sheet.add(player, position, 'receiving', 'td', catchTds[index]!);
      sheet.max(player, position, 'receiving', 'long', long);
      for (let i = 0; i < catchTds[index]!; i += 1) lengths[side].pass.push([player, between(random, 1, Math.max(1, long))]);
    });
    // A passer's longest completion is the longest catch, within the yards that passer threw for.
    passers.forEach((passer, index) => sheet.max(passer, 'QB', 'passing', 'long', Math.min(passLong, yds[index]!)));
    // Rushing.
    const carriers: Array<[Participant, string, number, number, number]> = [
      ...rb.slice(0, 2).map((player, index): [Participant, string, number, number, number] => [player, 'RB', index === 0 ? 5 : 2.5, 5, index === 0 ? 5 : 2]),
      ...qb.slice(0, 1).map((player): [Participant, string, number, number, number] => [player, 'QB', 1.5, 3.5, 2]),
      ...wr.slice(0, 1).map((player): [Participant, string, number, number, number] => [player, 'WR', 0.2, 8, 0.2]),
    ];
    const rushAtt = Math.max(ledger.rushTd, between(random, 24, 44));
    const rushYards = Math.max(ledger.rushTd, between(random, 60, 260));
    const carries = split(random, rushAtt, carriers.map(([, , weight]) => weight));
    const rushing = split(random, rushYards, carriers.map(([, , , average], index) => carries[index]! * average));
    const rushTds = splitCapped(random, ledger.rushTd, carriers.map(([, , , , weight], index) => (carries[index]! > 0 ? weight : 0)), carries).parts;
    carriers.forEach(([player, position], index) => {
      if (carries[index]! === 0) return;
      const long = longest(random, rushing[index]!, carries[index]!);
      sheet.add(player, position, 'rushing', 'att', carries[index]!);
      sheet.add(player, position, 'rushing', 'yds', rushing[index]!);
      sheet.add(player, position, 'rushing', 'td', rushTds[index]!);
      sheet.max(player, position, 'rushing', 'long', long);
      for (let i = 0; i < rushTds[index]!; i += 1) lengths[side].rush.push([player, between(random, 1, Math.max(1, Math.min(long, 80)))]);
    });
    // Fumbles: the lost ones are the other side's recoveries.
    const fumblers = carriers.map(([player]) => player);
    const lost = split(random, ledger.fumblesLost, carriers.map(([, , weight]) => weight));
    const extraFumbles = split(random, chance(random, 0.3) ? 1 : 0, carriers.map(([, , weight]) => weight));
    fumblers.forEach((player, index) => {
      sheet.add(player, carriers[index]![1], 'fumbles', 'fum', lost[index]! + extraFumbles[index]!);
      sheet.add(player, carriers[index]![1], 'fumbles', 'lost', lost[index]!);
    });
    // Kicking and punting.
    if (k) {
      const misses = weightedIndex(random, [6, 3, 1]);
      const long = ledger.fieldGoals > 0 ? between(random, 24, 52) : 0;
      sheet.add(k, 'K', 'kicking', 'fgm', ledger.fieldGoals);
      sheet.add(k, 'K', 'kicking', 'fga', ledger.fieldGoals + misses);
      sheet.add(k, 'K', 'kicking', 'xpm', ledger.kicksMade);
      sheet.add(k, 'K', 'kicking', 'xpa', ledger.kicksMade + ledger.kicksMissed);
      sheet.max(k, 'K', 'kicking', 'long', long);
      lengths[side].fg = Array.from({ length: ledger.fieldGoals }, (_, index) => (index === 0 ? long : between(random, 20, Math.max(20, long))));
      shuffle(random, lengths[side].fg);
    }
    const punts = Math.max(1, between(random, 2, 8) - Math.floor((side === 'team' ? facts.teamScore : facts.opponentScore) / 14));
    if (p) {
      const yards = punts * between(random, 37, 46);
      sheet.add(p, 'P', 'punting', 'no', punts);
      sheet.add(p, 'P', 'punting', 'yds', yards);
      sheet.max(p, 'P', 'punting', 'long', Math.min(yards, Math.round((yards / punts) * uniform(random, 1.1, 1.35))));
      sheet.add(p, 'P', 'punting', 'in20', between(random, 0, Math.min(3, punts)));
    }
    offense[side] = { rushAtt, completions, punts, passYards, rushYards };
    for (const starter of [qb[0], rb[0], wr[0], wr[1], wr[2], te[0]]) sheet.starter(starter);
  }

  const returners: Record<Side, Array<[Participant, string]>> = { team: [], opponent: [] };
  for (const side of ['team', 'opponent'] as const) {
    const other: Side = side === 'team' ? 'opponent' : 'team';
    const { dl, lb, db, rb, wr } = units[side];
    const sheet = sheets[side];
    const defenders: Array<[Participant, string, number]> = [
      ...dl.map((player, index): [Participant, string, number] => [player, 'DL', index < 4 ? 1.6 : 0.5]),
      ...lb.map((player, index): [Participant, string, number] => [player, 'LB', index < 3 ? 3 : 0.8]),
      ...db.map((player, index): [Participant, string, number] => [player, 'DB', index < 4 ? 2.3 : 0.6]),
    ];
    const theirs = offense[other];
    const kickoffs = plays.filter((play) => play.side === other && play.kind !== 'safety').length + 1;
    const kickReturns = Math.round(kickoffs * uniform(random, 0.3, 0.7)) + ledgers[side].defensiveTd.filter((kind) => kind === 'kickoff').length;
    const puntReturns = Math.min(theirs.punts, Math.round(theirs.punts * uniform(random, 0.3, 0.6)) + ledgers[side].defensiveTd.filter((kind) => kind === 'punt').length);
    // Each offensive snap that gains is stopped by a solo tackle or by two defenders together.
    const tacklePlays = theirs.rushAtt + theirs.completions;
    const solos = Math.round(tacklePlays * uniform(random, 0.5, 0.65));
    const weights = defenders.map(([, , weight]) => weight);
    const soloParts = split(random, solos, weights);
    const assistParts = split(random, 2 * (tacklePlays - solos), weights);
    const sacks = split(random, weightedIndex(random, [2, 3, 3, 2, 1, 0.5]), defenders.map(([, position, weight]) => weight * ({ DL: 3, LB: 1.2, DB: 0.2 }[position] ?? 1)));
    const tfl = split(random, between(random, 2, 8), defenders.map(([, position, weight]) => weight * ({ DL: 2, LB: 1.2, DB: 0.4 }[position] ?? 1)));
    const interceptions = split(random, ledgers[other].interceptionsThrown, defenders.map(([, position, weight]) => weight * ({ DB: 3, LB: 0.8, DL: 0.1 }[position] ?? 1)));
    const recoveries = split(random, ledgers[other].fumblesLost, weights);
    const forced = split(random, ledgers[other].fumblesLost + (chance(random, 0.3) ? 1 : 0), weights);
    const breakups = split(random, between(random, 2, 8), defenders.map(([, position, weight]) => weight * ({ DB: 3, LB: 0.8, DL: 0.3 }[position] ?? 1)));
    const hurries = split(random, between(random, 1, 7), defenders.map(([, position, weight]) => weight * ({ DL: 3, LB: 1.5, DB: 0.2 }[position] ?? 1)));
    defenders.forEach(([player, position], index) => {
      // A sack is also a solo tackle for loss.
      sheet.add(player, position, 'tackling', 'solo', soloParts[index]! + sacks[index]!);
      sheet.add(player, position, 'tackling', 'ast', assistParts[index]!);
      sheet.add(player, position, 'tackling', 'tfl', Math.max(sacks[index]!, tfl[index]!));
      sheet.add(player, position, 'tackling', 'ff', forced[index]!);
      sheet.add(player, position, 'tackling', 'fr', recoveries[index]!);
      sheet.add(player, position, 'sacks', 'sack', sacks[index]!);
      sheet.add(player, position, 'sacks', 'yds', sacks[index]! * between(random, 5, 10));
      sheet.add(player, position, 'passDefense', 'pbu', breakups[index]!);
      sheet.add(player, position, 'passDefense', 'qbh', hurries[index]!);
      if (interceptions[index]! > 0) {
        const yards = between(random, 0, 25 * interceptions[index]!);
        sheet.add(player, position, 'interceptions', 'int', interceptions[index]!);
        sheet.add(player, position, 'interceptions', 'yds', yards);
        sheet.max(player, position, 'interceptions', 'long', longest(random, yards, interceptions[index]!));
      }
    });
    for (const [player] of defenders.filter(([, , weight]) => weight > 1)) sheet.starter(player);
    // Returns: one or two returners each.
    const returnMen: Array<[Participant, string]> = [...[wr[2], rb[1], db[3]].filter((player): player is Participant => player !== undefined).map((player): [Participant, string] => [player, player === rb[1] ? 'RB' : player === db[3] ? 'DB' : 'WR'])];
    returners[side] = returnMen;
    for (const [group, count, average] of [['kickReturns', kickReturns, 21], ['puntReturns', puntReturns, 8]] as const) {
      if (count === 0 || returnMen.length === 0) continue;
      const parts = split(random, count, returnMen.map((_, index) => (index === 0 ? 3 : 1)));
      returnMen.forEach(([player, position], index) => {
        if (parts[index]! === 0) return;
        const yards = Math.round(parts[index]! * average * uniform(random, 0.6, 1.4));
        sheet.add(player, position, group, 'no', parts[index]!);
        sheet.add(player, position, group, 'yds', yards);
        sheet.max(player, position, group, 'long', longest(random, yards, parts[index]!));
      });
    }
  }

  // Describe and credit each scoring play, then order them within their periods.
  const used: Record<Side, { pass: number; rush: number; fg: number }> = { team: { pass: 0, rush: 0, fg: 0 }, opponent: { pass: 0, rush: 0, fg: 0 } };
  for (const play of plays) {
    const side = play.side;
    const other: Side = side === 'team' ? 'opponent' : 'team';
    const { qb, rb, wr, k, db, dl, lb } = units[side];
    const name = (player: Participant | undefined) => player?.name ?? 'Team';
    const sheet = sheets[side];
    const kicker = name(k);
    const tryText = play.points === 7 ? `(${kicker} kick)` : play.points === 8 ? (play.twoPointPass ? `(${name(wr[0])} pass from ${name(qb[0])})` : `(${name(rb[0])} rush)`) : chance(random, 0.6) ? `(${kicker} kick failed)` : '(two-point pass failed)';
    if (play.kind === 'fg') {
      const distance = lengths[side].fg[used[side].fg++] ?? between(random, 20, 45);
      play.description = `${kicker} ${distance} yd field goal`;
    } else if (play.kind === 'safety') {
      const tackler = dl[0] ?? lb[0];
      play.description = `Safety, ${name(tackler)} tackled ${name(units[other].qb[0])} in the end zone`;
    } else if (play.kind === 'pass') {
      const [receiver, distance] = lengths[side].pass[used[side].pass++] ?? [wr[0], 10];
      play.description = `${name(receiver)} ${distance} yd pass from ${name(qb[0])} ${tryText}`;
    } else if (play.kind === 'rush') {
      const [runner, distance] = lengths[side].rush[used[side].rush++] ?? [rb[0], 3];
      play.description = `${name(runner)} ${distance} yd run ${tryText}`;
    } else {
      const group = { interception: 'interceptions', fumble: 'tackling', kickoff: 'kickReturns', punt: 'puntReturns' }[play.kind];
      const scorer = play.kind === 'interception' || play.kind === 'fumble'
        ? [...sheet.lines.entries()].find(([, line]) => (play.kind === 'interception' ? line.groups.interceptions?.int : line.groups.tackling?.fr))?.[0] ?? db[0]
        : returners[side].find(([player]) => sheet.lines.get(player)?.groups[group]?.no)?.[0] ?? returners[side][0]?.[0];
      const distance = between(random, play.kind === 'kickoff' ? 85 : 5, play.kind === 'kickoff' ? 100 : 70);
      const position = sheet.lines.get(scorer!)?.position ?? 'DB';
      sheet.add(scorer, position, group, 'td', 1);
      if (group !== 'tackling') {
        sheet.add(scorer, position, group, 'yds', 0);
        sheet.max(scorer, position, group, 'long', distance);
        const line = sheet.lines.get(scorer!)?.groups[group];
        if (line && (line.yds ?? 0) < distance) line.yds = distance;
        if (line && play.kind !== 'interception' && !line.no) line.no = 1;
      }
      const what = { interception: 'interception return', fumble: 'fumble return', kickoff: 'kickoff return', punt: 'punt return' }[play.kind];
      play.description = `${name(scorer)} ${distance} yd ${what} ${tryText}`;
    }
  }
  const scoringPlays: ScoringPlay[] = [];
  const running = { team: 0, opponent: 0 };
  periods.forEach((label, period) => {
    const inPeriod = shuffle(random, plays.filter((play) => play.period === period));
    const clocks = period < 4 ? clockTimes(random, inPeriod.length, 15 * 60) : [];
    inPeriod.forEach((play, index) => {
      running[play.side] += play.points;
      const team = play.side === 'team' ? facts.teamName : facts.opponentName;
      scoringPlays.push({ period: label, clock: clocks[index] ?? null, side: play.side, description: `${team} - ${play.description}`, teamScore: running.team, opponentScore: running.opponent });
    });
  });

  const possession = Math.round(3600 * uniform(random, 0.42, 0.58));
  const extras = (side: Side): Counters => {
    const own = offense[side];
    const thirdDowns = between(random, 10, 17);
    const penalties = between(random, 3, 10);
    return {
      firstDowns: Math.round((own.passYards + own.rushYards) / uniform(random, 14, 18)),
      thirdDowns,
      thirdDownConversions: Math.round(thirdDowns * uniform(random, 0.25, 0.55)),
      penalties,
      penaltyYards: penalties * between(random, 6, 9),
      possessionSeconds: side === 'team' ? possession : 3600 - possession,
    };
  };
  const toLines = (sheet: Sheet): PlayerLine[] => [...sheet.lines.entries()].map(([player, line]) => ({ ...lineOf(player, line.position, line.starter), groups: line.groups }));
  return {
    family: 'football',
    periods,
    teamPeriodScores: perPeriod.team.map((scores) => sum(scores)),
    opponentPeriodScores: perPeriod.opponent.map((scores) => sum(scores)),
    team: { lines: toLines(sheets.team), extras: extras('team') },
    opponent: { lines: toLines(sheets.opponent), extras: extras('opponent') },
    scoringPlays,
  };
};
