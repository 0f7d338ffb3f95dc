import type { PlayerLine, ScoringPlay, Side } from '../../server/stats/box-score-document';
import { blankCounters, type Counters } from '../../server/stats/stat-sheet';
import { statSheet } from '../../server/stats/stat-sheets';
import type { GoalFamily } from '../../server/stats/goal-sports.sheet';
import type { Random } from '../random';
import type { BoxScoreFacts, BoxScoreGenerator } from './box-score-facts';
import { between, chance, shuffle, split, uniform, weightedIndex } from './distribute';
import { addsUp, numbers, periodLabels, spreadScore } from './line-score';
import { lineOf, pickRole, type Participant } from './participants';

interface Format {
  regulation: number;
  periodMinutes: number;
  overtimeMinutes: number;
  /** Starters by role, keeper first. */
  lineup: ReadonlyArray<[role: string, count: number]>;
  /** How many of each role start (hockey dresses four lines but starts one); the whole lineup when absent. */
  starting?: Readonly<Record<string, number>>;
  substitutes: [min: number, max: number];
  attack: Record<string, number>;
  assisted: number;
  secondAssist: number;
  /** How the clock of a goal reads: soccer minutes (67'), hockey elapsed, field hockey and lacrosse counting down. */
  clock: 'minute' | 'elapsed' | 'countdown';
  saves: [min: number, max: number];
  misses: [min: number, max: number];
}

const FORMATS: Record<GoalFamily, Format> = {
  soccer: {
    regulation: 2, periodMinutes: 45, overtimeMinutes: 10, lineup: [['GK', 1], ['D', 4], ['M', 4], ['F', 2]], substitutes: [3, 7],
    attack: { F: 5, M: 2.5, D: 0.6, GK: 0 }, assisted: 0.7, secondAssist: 0.3, clock: 'minute', saves: [1, 8], misses: [3, 9],
  },
  fieldhockey: {
    regulation: 4, periodMinutes: 15, overtimeMinutes: 10, lineup: [['GK', 1], ['D', 4], ['M', 3], ['F', 3]], substitutes: [4, 8],
    attack: { F: 5, M: 2.2, D: 0.5, GK: 0 }, assisted: 0.45, secondAssist: 0.1, clock: 'countdown', saves: [1, 9], misses: [1, 6],
  },
  lacrosse: {
    regulation: 4, periodMinutes: 15, overtimeMinutes: 3, lineup: [['GK', 1], ['D', 4], ['M', 4], ['A', 3]], substitutes: [4, 8],
    attack: { A: 5, M: 2.6, D: 0.3, GK: 0 }, assisted: 0.45, secondAssist: 0, clock: 'countdown', saves: [7, 16], misses: [6, 14],
  },
  hockey: {
    regulation: 3, periodMinutes: 20, overtimeMinutes: 5, lineup: [['GK', 1], ['D', 6], ['F', 12]], substitutes: [0, 0],
    attack: { F: 4, D: 1.2, GK: 0 }, assisted: 0.9, secondAssist: 0.65, clock: 'elapsed', saves: [18, 36], misses: [4, 12], starting: { D: 2, F: 3 },
  },
};

interface Member {
  player: Participant;
  role: string;
  starter: boolean;
  min: number;
  c: Counters;
}

function lineup(random: Random, family: GoalFamily, format: Format, roster: readonly Participant[], gameMinutes: number, gameIndex: number): Member[] {
  const sheet = statSheet(family);
  const taken = new Set<Participant>();
  // Keepers split starts now and then: the backup gets every fifth game.
  const keepers = pickRole(family, roster, 'GK', 2, taken);
  const keeper = keepers[gameIndex % 5 === 4 && keepers.length > 1 ? 1 : 0];
  for (const other of keepers) if (other !== keeper) taken.delete(other);
  const members: Member[] = keeper ? [{ player: keeper, role: 'GK', starter: true, min: gameMinutes, c: blankCounters(sheet.groups[1]!) }] : [];
  for (const [role, count] of format.lineup) {
    if (role === 'GK') continue;
    pickRole(family, roster, role, count, taken).forEach((player, index) => members.push({ player, role, starter: index < (format.starting?.[role] ?? count), min: gameMinutes, c: blankCounters(sheet.groups[0]!) }));
  }
  const fieldStarters = members.filter((member) => member.role !== 'GK');
  const bench = roster.filter((player) => !taken.has(player) && !keepers.includes(player));
  const subs = Math.min(bench.length, between(random, format.substitutes[0], format.substitutes[1]));
  for (const player of bench.slice(0, subs)) {
    // A substitute takes over a starter's place for the rest of the game.
    const replaced = fieldStarters[Math.floor(random() * fieldStarters.length)];
    if (!replaced || replaced.min < 10) continue;
    const minute = between(random, Math.round(replaced.min * 0.35), replaced.min - 5);
    members.push({ player, role: replaced.role, starter: false, min: replaced.min - minute, c: blankCounters(sheet.groups[0]!) });
    replaced.min = minute;
  }
  return members;
}

const add = (member: Member, key: string, value = 1) => (member.c[key] = (member.c[key] ?? 0) + value);
const fieldOf = (members: Member[]) => members.filter((member) => member.role !== 'GK');
const attackWeights = (format: Format, members: Member[], gameMinutes: number) => members.map((member) => (format.attack[member.role] ?? 1) * (gameMinutes > 0 ? member.min / gameMinutes : 1) * (member.starter ? 1.2 : 1));

function clockOf(random: Random, format: Format, periodIndex: number, periodMinutes: number): { clock: string; order: number } {
  const seconds = between(random, 5, periodMinutes * 60 - 5);
  if (format.clock === 'minute') {
    const before = periodIndex < format.regulation ? periodIndex * format.periodMinutes : format.regulation * format.periodMinutes + (periodIndex - format.regulation) * format.overtimeMinutes;
    return { clock: `${before + Math.ceil(seconds / 60)}'`, order: seconds };
  }
  const shown = format.clock === 'countdown' ? periodMinutes * 60 - seconds : seconds;
  return { clock: `${String(Math.floor(shown / 60)).padStart(2, '0')}:${String(shown % 60).padStart(2, '0')}`, order: seconds };
}

interface Goal {
  side: Side;
  period: number;
  order: number;
  clock: string;
  shootout: boolean;
  powerPlay: boolean;
  scorer: Member | null;
  assists: Member[];
}

/** Goals per period exactly as the line score says; each goal credited to a scorer and its assists. */
export function generateGoalSport(family: GoalFamily): BoxScoreGenerator {
  const format = FORMATS[family];
  return (facts: BoxScoreFacts, random: Random) => {
    const given = facts.lineScore;
    const line = addsUp(given, facts.teamScore, facts.opponentScore) && given.periods.length >= format.regulation
      ? { periods: given.periods, team: numbers(given.team), opponent: numbers(given.opponent) }
      : { periods: periodLabels(format.regulation, format.regulation), team: spreadScore(random, facts.teamScore, format.regulation), opponent: spreadScore(random, facts.opponentScore, format.regulation) };
    const isShootout = (label: string) => /^SO$|shoot/i.test(label);
    const playedPeriods = line.periods.filter((label) => !isShootout(label)).length;
    const gameMinutes = format.regulation * format.periodMinutes + Math.max(0, playedPeriods - format.regulation) * format.overtimeMinutes;
    const sides = {
      team: lineup(random, family, format, facts.roster, gameMinutes, facts.gameIndex),
      opponent: lineup(random, family, format, facts.opponentRoster, gameMinutes, facts.gameIndex),
    };
    const penalties = { team: family === 'hockey' ? between(random, 2, 7) : 0, opponent: family === 'hockey' ? between(random, 2, 7) : 0 };
    const goals: Goal[] = [];
    for (const side of ['team', 'opponent'] as const) {
      const scores = side === 'team' ? line.team : line.opponent;
      const field = fieldOf(sides[side]);
      const weights = attackWeights(format, field, gameMinutes);
      let powerPlays = penalties[side === 'team' ? 'opponent' : 'team'];
      for (const [period, count] of scores.entries()) {
        const label = line.periods[period] ?? '';
        const minutes = period < format.regulation ? format.periodMinutes : format.overtimeMinutes;
        for (let i = 0; i < count; i += 1) {
          const { clock, order } = clockOf(random, format, period, minutes);
          if (isShootout(label)) {
            goals.push({ side, period, order, clock: '', shootout: true, powerPlay: false, scorer: null, assists: [] });
            continue;
          }
          const scorer = field[weightedIndex(random, weights)] ?? null;
          const assists: Member[] = [];
          if (scorer && chance(random, format.assisted)) {
            const first = field[weightedIndex(random, field.map((member, index) => (member === scorer ? 0 : weights[index]! + 0.5)))];
            if (first) assists.push(first);
            const second = first && chance(random, format.secondAssist) ? field[weightedIndex(random, field.map((member) => (member === scorer || member === first ? 0 : 1)))] : undefined;
            if (second) assists.push(second);
          }
          const powerPlay = family === 'hockey' && powerPlays > 0 && chance(random, 0.2);
          if (powerPlay) powerPlays -= 1;
          goals.push({ side, period, order, clock, shootout: false, powerPlay, scorer, assists });
        }
      }
    }
    goals.sort((a, b) => a.period - b.period || a.order - b.order);

    const scoringPlays: ScoringPlay[] = [];
    const running = { team: 0, opponent: 0 };
    const winner: Side | null = facts.teamScore > facts.opponentScore ? 'team' : facts.opponentScore > facts.teamScore ? 'opponent' : null;
    const loserGoals = winner === 'team' ? facts.opponentScore : facts.teamScore;
    let scoredYet = false;
    for (const goal of goals) {
      running[goal.side] += 1;
      if (goal.scorer) {
        add(goal.scorer, 'g');
        add(goal.scorer, 'sh');
        add(goal.scorer, 'sog');
        if (goal.powerPlay) add(goal.scorer, 'ppg');
        for (const assist of goal.assists) add(assist, 'a');
        // Goal details for career lines: unassisted, overtime, first of the game, tying, and the winner
        // (the goal that gave the winning side one more than the loser's final total).
        if (goal.assists.length === 0) add(goal.scorer, 'ua');
        if (goal.period >= format.regulation) add(goal.scorer, 'ot');
        if (!scoredYet) add(goal.scorer, 'fgl');
        if (running.team === running.opponent) add(goal.scorer, 'gt');
        if (goal.side === winner && running[goal.side] === loserGoals + 1) add(goal.scorer, 'gw');
      }
      scoredYet = true;
      if (family === 'hockey' && !goal.shootout && !goal.powerPlay) plusMinus(random, sides, goal);
      const names = goal.assists.map((member) => member.player.name).join(', ');
      const what = goal.shootout ? 'Shootout goal' : goal.powerPlay ? 'Power-play goal' : 'Goal';
      const team = goal.side === 'team' ? facts.teamName : facts.opponentName;
      scoringPlays.push({
        period: line.periods[goal.period] ?? String(goal.period + 1),
        clock: goal.clock || null,
        side: goal.side,
        description: goal.scorer ? `${what} by ${goal.scorer.player.name}${names ? ` (assisted by ${names})` : ''}, ${team}` : `${what}, ${team}`,
        teamScore: running.team,
        opponentScore: running.opponent,
      });
    }

    const extras = { team: {} as Counters, opponent: {} as Counters };
    for (const side of ['team', 'opponent'] as const) {
      const other = side === 'team' ? 'opponent' : 'team';
      const field = fieldOf(sides[side]);
      const weights = attackWeights(format, field, gameMinutes);
      const saved = between(random, format.saves[0], format.saves[1]);
      distribute(random, field, 'sog', saved, weights, ['sh']);
      distribute(random, field, 'sh', between(random, format.misses[0], format.misses[1]), weights);
      const keeper = sides[other].find((member) => member.role === 'GK');
      const conceded = goals.filter((goal) => goal.side === other && !goal.shootout).length;
      const ownScore = side === 'team' ? facts.teamScore : facts.opponentScore;
      const otherScore = side === 'team' ? facts.opponentScore : facts.teamScore;
      const own = sides[side].find((member) => member.role === 'GK');
      if (own) {
        own.c.ga = conceded;
        own.c.w = ownScore > otherScore ? 1 : 0;
        own.c.l = ownScore < otherScore ? 1 : 0;
        own.c.t = ownScore === otherScore ? 1 : 0;
        own.c.sho = conceded === 0 ? 1 : 0;
      }
      if (keeper) keeper.c.sv = saved;
      const defence = field.map((member) => ({ D: 2, M: 1.5, F: 0.8, A: 0.6 })[member.role] ?? 1);
      if (family === 'soccer') {
        distribute(random, field, 'fouls', between(random, 6, 16), defence);
        distribute(random, field, 'yc', chance(random, 0.6) ? between(random, 1, 3) : 0, defence);
        distribute(random, field, 'rc', chance(random, 0.04) ? 1 : 0, defence);
        extras[side].corners = between(random, 1, 10);
      }
      if (family === 'fieldhockey' || family === 'lacrosse') {
        distribute(random, field, 'gc', chance(random, 0.5) ? between(random, 1, 2) : 0, defence);
        distribute(random, field, 'yc', chance(random, 0.3) ? 1 : 0, defence);
        distribute(random, field, 'rc', chance(random, 0.02) ? 1 : 0, defence);
      }
      if (family === 'soccer' || family === 'fieldhockey') distribute(random, field, 'ds', chance(random, 0.06) ? 1 : 0, defence);
      if (family === 'fieldhockey') extras[side].pc = between(random, 2, 12);
      if (family === 'lacrosse') {
        distribute(random, field, 'gb', between(random, 10, 24), field.map(() => 1));
        distribute(random, field, 'ct', between(random, 4, 13), defence);
        distribute(random, field, 'to', between(random, 10, 20), field.map(() => 1));
        distribute(random, field, 'fouls', between(random, 15, 32), defence);
      }
      if (family === 'hockey') {
        // Minors are 2 minutes; now and then a 5-minute major.
        for (let i = 0; i < penalties[side]; i += 1) {
          const culprit = field[weightedIndex(random, defence)];
          if (culprit) add(culprit, 'pim', chance(random, 0.06) ? 5 : 2);
        }
        extras[side].ppOpportunities = penalties[other];
      }
    }
    if (family === 'lacrosse') {
      // A draw starts each quarter and follows each goal; every draw is controlled by one side.
      const draws = playedPeriods + goals.filter((goal) => !goal.shootout).length;
      const teamShare = Math.round(draws * uniform(random, 0.35, 0.65));
      for (const [side, count] of [['team', teamShare], ['opponent', draws - teamShare]] as const) {
        const field = fieldOf(sides[side]);
        distribute(random, field, 'dc', count, field.map((member) => (member.role === 'M' ? 3 : 0.5)));
      }
    }

    const toLines = (members: Member[]): PlayerLine[] =>
      members.map((member) => {
        member.c.gs = member.starter ? 1 : 0;
        member.c.min = member.min;
        const groups: Record<string, Counters> = member.role === 'GK' ? { keepers: member.c } : { field: member.c };
        // Hockey calls its keeper the goaltender (G); the other sports GK.
        return { ...lineOf(member.player, family === 'hockey' && member.role === 'GK' ? 'G' : member.role, member.starter), groups };
      });
    return {
      family,
      periods: line.periods,
      teamPeriodScores: line.team,
      opponentPeriodScores: line.opponent,
      team: { lines: toLines(sides.team), extras: extras.team },
      opponent: { lines: toLines(sides.opponent), extras: extras.opponent },
      scoringPlays,
    };
  };
}

/** Adds `total` to a counter over the players by weight; `also` counters rise with it (a shot on goal is a shot). */
function distribute(random: Random, members: Member[], key: string, total: number, weights: number[], also: string[] = []): void {
  const parts = split(random, total, weights);
  members.forEach((member, index) => {
    const value = parts[index] ?? 0;
    add(member, key, value);
    for (const other of also) add(member, other, value);
  });
}

/** Hockey +/-: the five skaters of each side on the ice for an even-strength goal. */
function plusMinus(random: Random, sides: Record<Side, Member[]>, goal: Goal): void {
  const scoring = fieldOf(sides[goal.side]);
  const onIce = new Set<Member>([...(goal.scorer ? [goal.scorer] : []), ...goal.assists]);
  for (const member of shuffle(random, scoring)) if (onIce.size < 5) onIce.add(member);
  for (const member of onIce) add(member, 'pm', 1);
  const conceding = shuffle(random, fieldOf(sides[goal.side === 'team' ? 'opponent' : 'team'])).slice(0, 5);
  for (const member of conceding) add(member, 'pm', -1);
}
