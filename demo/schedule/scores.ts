import type { Random } from '../random';
import type { LineScoreRecord } from '../../server/store/tables/schedule';

/** How a sport is scored. */
export type ScoreKind =
  | 'football' | 'mens-basketball' | 'womens-basketball' | 'baseball' | 'softball' | 'soccer' | 'volleyball'
  | 'hockey' | 'field-hockey' | 'lacrosse' | 'tennis' | 'wrestling'
  | 'golf' | 'cross-country' | 'track' | 'swimming' | 'rowing';

export interface PlayOptions {
  /** The school bats last / is listed home (for line scores and walk-offs). */
  schoolIsHome: boolean;
  /** How much better the school is than an average opponent: about -0.1 .. 0.25. */
  edge: number;
  /** A regular-season game may end level where the sport allows it. */
  tieAllowed: boolean;
  /** Seven innings instead of nine (doubleheaders). */
  shortGame?: boolean;
}

export interface PlayedGame {
  status: 'W' | 'L' | 'T' | '';
  teamScore: string;
  opponentScore: string | null;
  prescore: string | null;
  postscore: string | null;
  lineScores: LineScoreRecord | null;
}

function normal(random: Random, mean: number, deviation: number): number {
  const u = Math.max(random(), 1e-9);
  const v = random();
  return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

function poisson(random: Random, lambda: number): number {
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = random();
  while (p > limit && k < 12) {
    k += 1;
    p *= random();
  }
  return k;
}

function weighted(random: Random, outcomes: ReadonlyArray<readonly [number, number]>): number {
  const total = outcomes.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of outcomes) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return outcomes[outcomes.length - 1]![0];
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, Math.round(value)));

function outcome(team: number, opponent: number): 'W' | 'L' | 'T' {
  return team > opponent ? 'W' : team < opponent ? 'L' : 'T';
}

function overtimeLabel(index: number): string {
  return index === 0 ? 'OT' : `${index + 1}OT`;
}

/** Period-by-period scoring with overtime periods until someone leads (or a tie stands). */
function byPeriods(
  random: Random,
  label: string,
  regulation: number,
  score: (side: 'team' | 'opponent') => number,
  overtime: () => [team: number, opponent: number],
  options: PlayOptions,
  maxOvertimes = 4,
  overtimesBeforeTie = 1,
): PlayedGame {
  const periods: string[] = [];
  const team: number[] = [];
  const opponent: number[] = [];
  for (let i = 1; i <= regulation; i += 1) {
    periods.push(String(i));
    team.push(score('team'));
    opponent.push(score('opponent'));
  }
  for (let ot = 0; sum(team) === sum(opponent) && ot < maxOvertimes; ot += 1) {
    if (options.tieAllowed && ot >= overtimesBeforeTie) break;
    const [t, o] = overtime();
    periods.push(overtimeLabel(ot));
    team.push(t);
    opponent.push(o);
  }
  if (sum(team) === sum(opponent) && !options.tieAllowed) {
    const last = team.length - 1;
    if (random() < 0.5 + options.edge) team[last]! += 1;
    else opponent[last]! += 1;
  }
  return finish(label, periods, team, opponent);
}

function finish(label: string, periods: string[], team: Array<number | string>, opponent: Array<number | string>): PlayedGame {
  const total = (values: Array<number | string>) => sum(values.map((v) => (typeof v === 'number' ? v : 0)));
  const t = total(team);
  const o = total(opponent);
  return {
    status: outcome(t, o),
    teamScore: String(t),
    opponentScore: String(o),
    prescore: null,
    postscore: periods.length > 0 && !/^\d+$/.test(periods[periods.length - 1]!) ? periods[periods.length - 1]! : null,
    lineScores: { label, periods, team: team.map(String), opponent: opponent.map(String) },
  };
}

function football(random: Random, options: PlayOptions): PlayedGame {
  const quarter: Array<readonly [number, number]> = [[0, 30], [3, 15], [7, 30], [10, 10], [14, 12], [17, 3]];
  const roll = (side: 'team' | 'opponent') => {
    const a = weighted(random, quarter);
    return side === 'team' && random() < options.edge * 1.5 ? Math.max(a, weighted(random, quarter)) : a;
  };
  const periods = ['1', '2', '3', '4'];
  const team = periods.map(() => roll('team'));
  const opponent = periods.map(() => roll('opponent'));
  // Most games level late in the fourth quarter are settled by a field goal before time runs out.
  if (sum(team) === sum(opponent) && random() < 0.75) {
    if (random() < 0.5 + options.edge) team[3]! += 3;
    else opponent[3]! += 3;
  }
  const possession = () => weighted(random, [[0, 3], [3, 3], [7, 5], [8, 1]]);
  for (let ot = 0; sum(team) === sum(opponent); ot += 1) {
    periods.push(overtimeLabel(ot));
    team.push(possession());
    opponent.push(possession());
    if (ot === 5 && sum(team) === sum(opponent)) team[team.length - 1]! += 2;
  }
  return finish('Qtr', periods, team, opponent);
}

function basketball(random: Random, options: PlayOptions, halves: boolean): PlayedGame {
  const [mean, deviation, low, high] = halves ? [35, 6, 18, 56] : [17, 4, 6, 32];
  const score = (side: 'team' | 'opponent') => clamp(normal(random, side === 'team' ? mean * (1 + options.edge * 0.25) : mean * 0.97, deviation), low, high);
  const five = () => clamp(normal(random, 9, 3), 2, 18);
  const overtime = (): [number, number] => [five(), five()];
  return byPeriods(random, halves ? 'Half' : 'Qtr', halves ? 2 : 4, score, overtime, { ...options, tieAllowed: false });
}

/** Innings with the home side batting last: 'X' when the bottom of the last inning is not needed. */
function baseball(random: Random, options: PlayOptions, innings: number): PlayedGame {
  const runs = (batting: 'team' | 'opponent') => {
    const base = weighted(random, [[0, 70], [1, 14], [2, 8], [3, 4], [4, 2], [5, 1], [6, 1]]);
    return batting === 'opponent' && random() < options.edge ? Math.max(0, base - 1) : base;
  };
  const visitor: 'team' | 'opponent' = options.schoolIsHome ? 'opponent' : 'team';
  const home: 'team' | 'opponent' = options.schoolIsHome ? 'team' : 'opponent';
  const line: Record<'team' | 'opponent', Array<number | string>> = { team: [], opponent: [] };
  const periods: string[] = [];
  const total = (side: 'team' | 'opponent') => sum(line[side].map((v) => (typeof v === 'number' ? v : 0)));
  for (let inning = 1; inning <= innings + 6; inning += 1) {
    const last = inning >= innings;
    periods.push(String(inning));
    line[visitor].push(runs(visitor));
    if (last && total(home) > total(visitor)) {
      line[home].push('X');
      break;
    }
    line[home].push(runs(home));
    if (last && total(home) !== total(visitor)) break;
    if (inning === innings + 6) line[home][line[home].length - 1] = (line[home][line[home].length - 1] as number) + 1;
  }
  const played = finish('Inning', periods, line.team, line.opponent);
  return { ...played, postscore: periods.length > innings ? `${periods.length} innings` : null };
}

/** Low-scoring sports: sudden-death overtime, where one goal (or none) decides the period. */
function goals(random: Random, options: PlayOptions, label: string, regulation: number, rates: [number, number], overtimesBeforeTie: number): PlayedGame {
  const score = (side: 'team' | 'opponent') => poisson(random, side === 'team' ? rates[0] * (1 + options.edge) : rates[1]);
  const overtime = (): [number, number] => {
    if (random() < 0.35) return [0, 0];
    return random() < 0.5 + options.edge ? [1, 0] : [0, 1];
  };
  return byPeriods(random, label, regulation, score, overtime, options, 2, overtimesBeforeTie);
}

function volleyball(random: Random, options: PlayOptions): PlayedGame {
  const periods: string[] = [];
  const team: number[] = [];
  const opponent: number[] = [];
  let won = 0;
  let lost = 0;
  while (won < 3 && lost < 3) {
    const fifth = won + lost === 4;
    const target = fifth ? 15 : 25;
    const deuce = random() < 0.15;
    const loser = deuce ? target - 1 + Math.floor(random() * 5) : target - 12 + Math.floor(random() * 10);
    const winner = deuce ? loser + 2 : target;
    const teamWins = random() < 0.5 + options.edge;
    periods.push(String(won + lost + 1));
    team.push(teamWins ? winner : loser);
    opponent.push(teamWins ? loser : winner);
    if (teamWins) won += 1;
    else lost += 1;
  }
  return {
    status: won > lost ? 'W' : 'L',
    teamScore: String(won),
    opponentScore: String(lost),
    prescore: null,
    postscore: periods.map((_, i) => `${team[i]}-${opponent[i]}`).join(', '),
    lineScores: { label: 'Set', periods, team: team.map(String), opponent: opponent.map(String) },
  };
}

function tennis(random: Random, options: PlayOptions): PlayedGame {
  const teamWins = random() < 0.55 + options.edge;
  const loser = Math.floor(random() * 4);
  return { status: teamWins ? 'W' : 'L', teamScore: String(teamWins ? 4 : loser), opponentScore: String(teamWins ? loser : 4), prescore: null, postscore: null, lineScores: null };
}

function wrestling(random: Random, options: PlayOptions): PlayedGame {
  let team = 0;
  let opponent = 0;
  for (let bout = 0; bout < 10; bout += 1) {
    const points = weighted(random, [[3, 5], [4, 2], [5, 1], [6, 2]]);
    if (random() < 0.5 + options.edge) team += points;
    else opponent += points;
  }
  if (team === opponent && !options.tieAllowed) team += 1;
  return { status: outcome(team, opponent), teamScore: String(team), opponentScore: String(opponent), prescore: null, postscore: null, lineScores: null };
}

export function ordinal(place: number): string {
  const tens = place % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[place % 10] ?? 'th';
  return `${place}${suffix}`;
}

/** A meet, invitational or regatta: a placing in a field, not a win or a loss. */
function meet(random: Random, kind: ScoreKind, options: PlayOptions): PlayedGame {
  const fields: Partial<Record<ScoreKind, [number, number]>> = { golf: [10, 16], 'cross-country': [8, 22], track: [6, 14], swimming: [4, 8], rowing: [4, 6] };
  const [low, high] = fields[kind] ?? [6, 12];
  const field = low + Math.floor(random() * (high - low + 1));
  const place = Math.min(field, 1 + Math.floor(random() * random() * field * (1 - options.edge)));
  let prescore: string;
  if (kind === 'golf') {
    const over = 8 + place * 2 + Math.floor(random() * 8);
    prescore = `${864 + over} (+${over})`;
  } else if (kind === 'cross-country') {
    prescore = `${30 + place * 22 + Math.floor(random() * 15)} points`;
  } else if (kind === 'rowing') {
    const seconds = 372 + place * 3 + random() * 4;
    prescore = `Varsity Eight ${Math.floor(seconds / 60)}:${(seconds % 60).toFixed(1).padStart(4, '0')}`;
  } else {
    prescore = `${Math.max(12, 190 - place * 18 + Math.floor(random() * 20))} points`;
  }
  return { status: '', teamScore: ordinal(place), opponentScore: String(field), prescore, postscore: `${ordinal(place)} of ${field} teams`, lineScores: null };
}

export function playGame(kind: ScoreKind, random: Random, options: PlayOptions): PlayedGame {
  switch (kind) {
    case 'football':
      return football(random, options);
    case 'mens-basketball':
      return basketball(random, options, true);
    case 'womens-basketball':
      return basketball(random, options, false);
    case 'baseball':
      return baseball(random, options, options.shortGame ? 7 : 9);
    case 'softball':
      return baseball(random, options, 7);
    case 'soccer':
      // NCAA regular-season soccer has no overtime: a level game is a tie.
      return goals(random, options, 'Half', 2, [0.8, 0.65], 0);
    case 'hockey':
      return goals(random, options, 'Period', 3, [1.1, 0.95], 1);
    case 'field-hockey':
      return goals(random, { ...options, tieAllowed: false }, 'Qtr', 4, [0.6, 0.5], 0);
    case 'lacrosse':
      return goals(random, { ...options, tieAllowed: false }, 'Qtr', 4, [3.3, 2.9], 0);
    case 'volleyball':
      return volleyball(random, options);
    case 'tennis':
      return tennis(random, options);
    case 'wrestling':
      return wrestling(random, options);
    default:
      return meet(random, kind, options);
  }
}
