import { formatClock } from '../../core/live/game-clock';
import { livePeriodLabel } from '../../core/live/live-clock';
import type { LiveSide } from '../../core/live/live-game';
import { defaultLiveRules, type LiveSportKind } from '../../core/live/live-sport';
import { goalSportSheet } from './goals.sheet';
import { crewName, other, SimGame } from './sim-game';
import { between, byPosition, chance, weightedPick } from './sim-roster';
import type { GameSimulation, SimPlayer, SimSetup, SimStep } from './sim-types';

/** How a goal sport plays: game seconds per event, how often an event is a shot, how often a shot is on target or scores. */
interface GoalSportProfile {
  chunk: [number, number];
  shotShare: number;
  onTarget: number;
  goalPerShot: number;
  /** Overtime periods before a tie stands (Infinity: play until someone scores). */
  overtimes: number;
  keepers: string[];
  attackers: string[];
  defenders: string[];
}

const PROFILES: Partial<Record<LiveSportKind, GoalSportProfile>> = {
  soccer: { chunk: [60, 200], shotShare: 0.55, onTarget: 0.45, goalPerShot: 0.09, overtimes: 0, keepers: ['GK', 'G'], attackers: ['F', 'M'], defenders: ['D', 'M'] },
  hockey: { chunk: [30, 80], shotShare: 0.78, onTarget: 0.62, goalPerShot: 0.09, overtimes: 1, keepers: ['G'], attackers: ['F', 'D'], defenders: ['D', 'F'] },
  lacrosse: { chunk: [25, 70], shotShare: 0.8, onTarget: 0.6, goalPerShot: 0.3, overtimes: Infinity, keepers: ['G'], attackers: ['A', 'M'], defenders: ['D', 'M'] },
  fieldhockey: { chunk: [60, 150], shotShare: 0.6, onTarget: 0.5, goalPerShot: 0.15, overtimes: 2, keepers: ['GK', 'G'], attackers: ['F', 'MF'], defenders: ['B', 'MF'] },
};

/** Soccer, hockey, lacrosse and field hockey: a running clock, shots, saves, goals with assists, fouls and cards. */
export class GoalsSimulation implements GameSimulation {
  private readonly game: SimGame;
  private readonly profile: GoalSportProfile;
  private readonly keepers: Record<LiveSide, SimPlayer>;

  constructor(
    setup: SimSetup,
    private readonly kind: LiveSportKind,
  ) {
    this.game = new SimGame(setup, defaultLiveRules(kind, setup.sportCode), goalSportSheet(kind));
    this.profile = PROFILES[kind] ?? PROFILES.soccer!;
    const keeperOf = (side: LiveSide) => byPosition(this.game.team(side).players, ...this.profile.keepers)[0]!;
    this.keepers = { HomeTeam: keeperOf('HomeTeam'), VisitingTeam: keeperOf('VisitingTeam') };
    for (const side of ['HomeTeam', 'VisitingTeam'] as const) this.game.book.add(this.keepers[side], 'GK');
  }

  get isComplete(): boolean {
    return this.game.complete;
  }

  document() {
    return this.game.document();
  }

  private player(side: LiveSide, positions: string[]): SimPlayer {
    const outfield = byPosition(this.game.team(side).players, ...positions).filter((player) => player !== this.keepers[side]);
    return weightedPick(this.game.random, outfield.length > 0 ? outfield : this.game.team(side).players, 6, 3);
  }

  private periodOver(): boolean {
    const { clock, rules, period } = this.game;
    if (clock === null) return false;
    const minutes = period > rules.PeriodsRegulation ? rules.OTMinutes : rules.PeriodMinutes;
    return rules.ClockDirection === 'Up' ? clock >= (minutes ?? 0) * 60 : clock <= 0;
  }

  step(): SimStep | null {
    const game = this.game;
    if (game.complete) return null;
    if (!game.started || this.periodOver()) return this.periodBreak();
    const { random } = game;
    const [low, high] = this.profile.chunk;
    const minutes = game.period > game.rules.PeriodsRegulation ? game.rules.OTMinutes : game.rules.PeriodMinutes;
    const length = (minutes ?? 0) * 60;
    const run = between(random, low, high);
    game.clock = game.rules.ClockDirection === 'Up' ? Math.min(length, (game.clock ?? 0) + run) : Math.max(0, (game.clock ?? 0) - run);
    const side: LiveSide = chance(random, 0.53) ? 'HomeTeam' : 'VisitingTeam';
    const narrative = chance(random, this.profile.shotShare) ? this.shot(side) : this.foul(side);
    // Sudden death in overtime.
    if (game.period > game.rules.PeriodsRegulation && game.score.HomeTeam !== game.score.VisitingTeam) game.clock = game.rules.ClockDirection === 'Up' ? length : 0;
    if (this.periodOver()) game.addPlay({ type: 'END', side: null, narrative: `End of ${livePeriodLabel(game.document())}` });
    return { elapsedSeconds: Math.round(run * 1.4), summary: `${formatClock(game.clock ?? 0)} ${narrative}` };
  }

  private shot(side: LiveSide): string {
    const game = this.game;
    const { random, book } = game;
    const shooter = this.player(side, this.profile.attackers);
    const keeper = this.keepers[other(side)];
    book.add(shooter, 'SH');
    if (!chance(random, this.profile.onTarget)) {
      game.addPlay({ type: 'Shot', side, player: shooter, action: 'Wide', narrative: `Shot by ${crewName(shooter)} wide`, qualifiers: this.kind === 'soccer' ? [chance(random, 0.7) ? 'RightFoot' : 'LeftFoot'] : undefined });
      if (this.kind === 'soccer' && chance(random, 0.3)) book.add(shooter, 'CK');
      return `${shooter.lastName} shoots wide`;
    }
    book.add(shooter, 'SOG');
    if (chance(random, this.profile.goalPerShot / this.profile.onTarget)) {
      book.add(shooter, 'G');
      book.add(keeper, 'GA');
      game.addScore(side, 1);
      const helper = chance(random, 0.65) ? this.player(side, [...this.profile.attackers, ...this.profile.defenders]) : null;
      const assist = helper && helper !== shooter ? helper : null;
      if (assist) book.add(assist, 'A');
      if (this.kind === 'hockey') this.plusMinus(side, [shooter, ...(assist ? [assist] : [])]);
      const qualifiers = this.kind === 'soccer' ? [chance(random, 0.2) ? 'Head' : chance(random, 0.7) ? 'RightFoot' : 'LeftFoot', assist ? 'Assisted' : 'Unassisted'] : undefined;
      game.addPlay({ type: 'Goal', side, player: shooter, involved: assist ? [assist] : [], action: 'Goal', qualifiers, narrative: `GOAL by ${crewName(shooter)}${assist ? `, Assist by ${crewName(assist)}` : ''}` });
      return `GOAL ${game.team(side).name}! ${shooter.firstName} ${shooter.lastName}${assist ? ` from ${assist.lastName}` : ''}`;
    }
    book.add(keeper, 'SV');
    game.addPlay({ type: 'Shot', side, player: shooter, involved: [keeper], action: 'Saved', narrative: `Shot by ${crewName(shooter)}, SAVE by ${crewName(keeper)}` });
    return `${keeper.lastName} saves from ${shooter.lastName}`;
  }

  private plusMinus(side: LiveSide, scorers: SimPlayer[]): void {
    const { book } = this.game;
    const onIce = new Set([...scorers, this.player(side, ['D']), this.player(side, ['F'])]);
    for (const player of onIce) book.add(player, 'PM', 1);
    for (let index = 0; index < 3; index += 1) book.add(this.player(other(side), index === 0 ? ['D'] : ['F', 'D']), 'PM', -1);
  }

  private foul(side: LiveSide): string {
    const game = this.game;
    const { random, book } = game;
    const offender = this.player(side, this.profile.defenders);
    if (this.kind === 'hockey') {
      book.add(offender, 'PIM', 2);
      game.addPlay({ type: 'Penalty', side, player: offender, action: 'Minor', narrative: `PENALTY on ${crewName(offender)}, 2 minutes` });
      return `${offender.lastName} to the box for two minutes`;
    }
    if (this.kind === 'lacrosse' && chance(random, 0.6)) {
      const winner = this.player(other(side), this.profile.attackers);
      book.add(winner, 'GB');
      game.addPlay({ type: 'GroundBall', side: other(side), player: winner, narrative: `Ground ball pickup by ${crewName(winner)}` });
      return `Ground ball ${winner.lastName}`;
    }
    book.add(offender, 'F');
    const card = this.kind === 'soccer' && chance(random, 0.1) ? (chance(random, 0.05) ? 'RC' : 'YC') : null;
    if (card) book.add(offender, card);
    game.addPlay({ type: card === 'RC' ? 'RedCard' : card === 'YC' ? 'YellowCard' : 'Foul', side, player: offender, narrative: `Foul on ${crewName(offender)}${card ? ` (${card === 'RC' ? 'red' : 'yellow'} card)` : ''}` });
    return `Foul on ${offender.lastName}${card ? `, ${card === 'RC' ? 'red' : 'yellow'} card` : ''}`;
  }

  private periodBreak(): SimStep {
    const game = this.game;
    const regulation = game.rules.PeriodsRegulation;
    const tied = game.score.HomeTeam === game.score.VisitingTeam;
    if (game.started && game.period >= regulation && (!tied || game.period - regulation >= this.profile.overtimes)) {
      game.finish();
      return { elapsedSeconds: 30, summary: `Final${tied ? ' (tie)' : ''}: ${game.team('HomeTeam').name} ${game.score.HomeTeam}, ${game.team('VisitingTeam').name} ${game.score.VisitingTeam}` };
    }
    const wasStarted = game.started;
    game.startPeriod();
    game.addPlay({ type: 'Start', side: null, narrative: `Start of ${livePeriodLabel(game.document())}` });
    const halftime = game.period === Math.floor(regulation / 2) + 1;
    return { elapsedSeconds: !wasStarted ? 0 : halftime ? 15 * 60 : 180, summary: game.period > regulation ? 'Overtime begins' : `Start of period ${game.period}` };
  }
}
