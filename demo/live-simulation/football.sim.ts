import { formatClock } from '../../core/live/game-clock';
import { ordinal } from '../../core/live/live-clock';
import type { LiveSide } from '../../core/live/live-game';
import { defaultLiveRules } from '../../core/live/live-sport';
import { FOOTBALL_SHEET } from './football.sheet';
import { crewName, other, SimGame } from './sim-game';
import { between, byPosition, chance, weightedPick } from './sim-roster';
import type { GameSimulation, SimPlayer, SimSetup, SimStep } from './sim-types';

/** 'Ridgemont State' → 'RS'; one word → its first three letters. */
export function teamAbbreviation(name: string): string {
  const words = name.replace(/^#\d+\s+/, '').split(/\s+/).filter((word) => /^[A-Z]/.test(word));
  return words.length > 1 ? words.map((word) => word[0]).join('') : (words[0] ?? name).slice(0, 3).toUpperCase();
}

const normal = (random: () => number, mean: number, deviation: number) => mean + deviation * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/** A football game snap by snap: drives with downs and distance, runs, passes, sacks, turnovers, kicks and scores. */
export class FootballSimulation implements GameSimulation {
  private readonly game: SimGame;
  private offense: LiveSide;
  /** Yards from the offense's own goal line (100 is a touchdown). */
  private yardline = 25;
  private down = 1;
  private distance = 10;
  private overtimeDrives = 0;
  private receivesSecondHalf: LiveSide;

  constructor(setup: SimSetup) {
    this.game = new SimGame(setup, defaultLiveRules('football', setup.sportCode), FOOTBALL_SHEET);
    this.offense = chance(setup.random, 0.5) ? 'HomeTeam' : 'VisitingTeam';
    this.receivesSecondHalf = other(this.offense);
  }

  get isComplete(): boolean {
    return this.game.complete;
  }

  document() {
    return this.game.document();
  }

  private pick(side: LiveSide, ...positions: string[]): SimPlayer {
    const players = byPosition(this.game.team(side).players, ...positions);
    return weightedPick(this.game.random, players, 1, 3);
  }

  private spot(): string {
    const game = this.game;
    const own = teamAbbreviation(game.team(this.offense).name);
    const theirs = teamAbbreviation(game.team(other(this.offense)).name);
    const at = this.yardline === 50 ? '50' : this.yardline < 50 ? `${own} ${this.yardline}` : `${theirs} ${100 - this.yardline}`;
    const distance = this.yardline + this.distance >= 100 ? 'Goal' : String(this.distance);
    return `${ordinal(this.down)} & ${distance} at ${at}`;
  }

  private newDrive(side: LiveSide, yardline: number): void {
    this.offense = side;
    this.yardline = yardline;
    this.down = 1;
    this.distance = 10;
  }

  private tackle(defence: LiveSide, loss: boolean): void {
    const tackler = this.pick(defence, 'LB', 'DB', 'DL');
    this.game.book.add(tackler, 'TKL');
    if (loss) this.game.book.add(tackler, 'TFL');
  }

  step(): SimStep | null {
    const game = this.game;
    if (game.complete) return null;
    if (!game.started || game.clock === 0 || (game.clock === null && this.overtimeDrives >= 2 && this.overtimeDrives % 2 === 0)) return this.periodBreak();
    const { random } = game;
    const runoff = Math.min(game.clock ?? 40, between(random, 5, 40));
    if (game.clock !== null) game.clock -= runoff;
    game.context = this.spot();
    const narrative = this.down === 4 ? this.fourthDown() : chance(random, 0.55) ? this.pass() : this.run();
    if (game.clock === 0) game.addPlay({ type: 'END', side: null, narrative: `End of ${ordinal(game.period)} quarter` });
    return { elapsedSeconds: runoff + 35, summary: `${game.clock === null ? 'OT' : formatClock(game.clock)} ${game.context ?? ''}: ${narrative}` };
  }

  private gain(yards: number, carrier: SimPlayer, rushing: boolean): string | null {
    this.yardline += yards;
    if (this.yardline >= 100) return this.touchdown(carrier, rushing);
    if (this.yardline <= 0) {
      this.yardline = 1;
    }
    if (yards >= this.distance) {
      this.game.book.add(carrier, 'FD');
      this.down = 1;
      this.distance = Math.min(10, 100 - this.yardline);
      return null;
    }
    this.distance -= yards;
    this.down += 1;
    if (this.down > 4) {
      this.turnover(100 - this.yardline);
      return 'turnover on downs';
    }
    return null;
  }

  private run(): string {
    const game = this.game;
    const side = this.offense;
    const carrier = chance(game.random, 0.12) ? this.pick(side, 'QB') : this.pick(side, 'RB');
    const yards = Math.max(-4, Math.min(100 - this.yardline, Math.round(normal(game.random, 5, 5.5))));
    game.book.add(carrier, 'RATT');
    game.book.add(carrier, 'RYDS', yards);
    game.book.line(carrier).RLONG = Math.max(game.book.line(carrier).RLONG ?? 0, yards);
    if (chance(game.random, 0.012)) {
      game.book.add(carrier, 'TO');
      game.addPlay({ type: 'RUSH', side, player: carrier, narrative: `${crewName(carrier)} rush for ${yards} yards, FUMBLE, recovered by ${game.team(other(side)).name}` });
      this.yardline = Math.min(99, this.yardline + yards);
      this.turnover(100 - this.yardline);
      return `${carrier.lastName} fumbles`;
    }
    const scored = this.gain(yards, carrier, true);
    if (scored === null || scored === 'turnover on downs') {
      this.tackle(other(side), yards < 0);
      game.addPlay({ type: 'RUSH', side, player: carrier, narrative: `${crewName(carrier)} rush for ${yards} yard${Math.abs(yards) === 1 ? '' : 's'}` });
    }
    return scored ?? `${carrier.lastName} runs for ${yards}`;
  }

  private pass(): string {
    const game = this.game;
    const { random, book } = game;
    const side = this.offense;
    const passer = byPosition(game.team(side).players, 'QB')[0]!;
    if (chance(random, 0.06)) {
      const sacker = this.pick(other(side), 'DL', 'LB');
      const loss = between(random, 3, 10);
      book.add(sacker, 'SACK');
      book.add(sacker, 'SACKYDS', loss);
      book.add(passer, 'RYDS', -loss);
      book.add(passer, 'RATT');
      game.addPlay({ type: 'SACK', side, player: passer, involved: [sacker], narrative: `${crewName(passer)} sacked for loss of ${loss} yards by ${crewName(sacker)}` });
      this.gain(-loss, passer, true);
      return `${passer.lastName} sacked by ${sacker.lastName}`;
    }
    book.add(passer, 'ATT');
    const target = this.pick(side, 'WR', 'TE', 'RB');
    if (chance(random, 0.025)) {
      const picker = this.pick(other(side), 'DB', 'LB');
      book.add(passer, 'INT');
      book.add(passer, 'TO');
      book.add(picker, 'INTC');
      game.addPlay({ type: 'PASS', side, player: passer, involved: [picker], action: 'INTERCEPTED', narrative: `${crewName(passer)} pass intercepted by ${crewName(picker)}` });
      this.turnover(Math.max(5, 100 - this.yardline - between(random, 0, 20)));
      return `${passer.lastName} intercepted by ${picker.lastName}`;
    }
    if (!chance(random, 0.64)) {
      game.addPlay({ type: 'PASS', side, player: passer, involved: [target], action: 'INCOMPLETE', narrative: `${crewName(passer)} pass incomplete to ${crewName(target)}` });
      this.down += 1;
      if (this.down > 4) {
        this.turnover(100 - this.yardline);
        return 'turnover on downs';
      }
      return `incomplete to ${target.lastName}`;
    }
    const yards = Math.max(0, Math.min(100 - this.yardline, Math.round(normal(random, 12.5, 10))));
    book.add(passer, 'CMP');
    book.add(passer, 'PYDS', yards);
    book.add(target, 'REC');
    book.add(target, 'RECYDS', yards);
    book.line(target).RECLONG = Math.max(book.line(target).RECLONG ?? 0, yards);
    const touchdown = this.yardline + yards >= 100;
    if (touchdown) {
      book.add(passer, 'PTD');
      book.add(target, 'RECTD');
    }
    game.addPlay({ type: 'PASS', side, player: passer, involved: [target], action: 'COMPLETE', narrative: `${crewName(passer)} pass complete to ${crewName(target)} for ${yards} yards${touchdown ? ', TOUCHDOWN' : ''}` });
    const scored = this.gain(yards, target, false);
    if (!touchdown && scored === null) this.tackle(other(side), false);
    return scored ?? `${passer.lastName} to ${target.lastName} for ${yards}`;
  }

  private touchdown(scorer: SimPlayer, rushing: boolean): string {
    const game = this.game;
    const side = this.offense;
    if (rushing) game.book.add(scorer, 'RTD');
    game.addScore(side, 6);
    game.addPlay({ type: 'TOUCHDOWN', side, player: scorer, narrative: `TOUCHDOWN ${game.team(side).name.toUpperCase()}, ${crewName(scorer)}` });
    const kicker = byPosition(game.team(side).players, 'K')[0]!;
    game.book.add(kicker, 'XPA');
    if (chance(game.random, 0.95)) {
      game.book.add(kicker, 'XPM');
      game.addScore(side, 1);
      game.addPlay({ type: 'PAT', side, player: kicker, narrative: `${crewName(kicker)} kick attempt good` });
    } else {
      game.addPlay({ type: 'PAT', side, player: kicker, narrative: `${crewName(kicker)} kick attempt failed` });
    }
    this.afterScore(side);
    return `Touchdown ${game.team(side).name}, ${scorer.firstName} ${scorer.lastName}`;
  }

  private fourthDown(): string {
    const game = this.game;
    const side = this.offense;
    const kickDistance = 100 - this.yardline + 17;
    if (kickDistance <= 52) {
      const kicker = byPosition(game.team(side).players, 'K')[0]!;
      game.book.add(kicker, 'FGA');
      if (chance(game.random, kickDistance < 35 ? 0.92 : kickDistance < 45 ? 0.78 : 0.55)) {
        game.book.add(kicker, 'FGM');
        game.addScore(side, 3);
        game.addPlay({ type: 'FIELDGOAL', side, player: kicker, narrative: `${crewName(kicker)} field goal attempt from ${kickDistance} GOOD` });
        this.afterScore(side);
        return `${kicker.lastName} ${kickDistance}-yard field goal is good`;
      }
      game.addPlay({ type: 'FIELDGOAL', side, player: kicker, narrative: `${crewName(kicker)} field goal attempt from ${kickDistance} MISSED` });
      this.turnover(100 - this.yardline);
      return `${kicker.lastName} misses from ${kickDistance}`;
    }
    if (this.distance <= 2 && this.yardline > 45) return chance(game.random, 0.5) ? this.run() : this.pass();
    const punter = byPosition(game.team(side).players, 'P')[0]!;
    const distance = Math.min(100 - this.yardline - 1, between(game.random, 34, 50));
    game.book.add(punter, 'PUNTS');
    game.book.add(punter, 'PUNTYDS', distance);
    game.addPlay({ type: 'PUNT', side, player: punter, narrative: `${crewName(punter)} punt ${distance} yards` });
    this.turnover(Math.max(8, 100 - this.yardline - distance));
    return `${punter.lastName} punts ${distance} yards`;
  }

  private turnover(newYardline: number): void {
    this.newDrive(other(this.offense), Math.max(1, Math.min(99, newYardline)));
    if (this.game.clock === null) this.overtimeDrives += 1;
  }

  private afterScore(side: LiveSide): void {
    if (this.game.clock === null) {
      this.overtimeDrives += 1;
      this.newDrive(other(side), 75);
      return;
    }
    this.newDrive(other(side), 25);
    this.game.addPlay({ type: 'KICKOFF', side, narrative: `${this.game.team(side).name} kickoff, touchback` });
  }

  private periodBreak(): SimStep {
    const game = this.game;
    const tied = game.score.HomeTeam === game.score.VisitingTeam;
    if (game.started && game.period >= game.rules.PeriodsRegulation && !tied) {
      game.finish();
      game.context = null;
      return { elapsedSeconds: 30, summary: `Final: ${game.team('HomeTeam').name} ${game.score.HomeTeam}, ${game.team('VisitingTeam').name} ${game.score.VisitingTeam}` };
    }
    const wasStarted = game.started;
    game.startPeriod();
    if (game.period === 3) this.newDrive(this.receivesSecondHalf, 25);
    if (game.period > game.rules.PeriodsRegulation) {
      // College overtime: each team gets a possession from the opponent's 25.
      this.overtimeDrives = 0;
      this.newDrive(chance(game.random, 0.5) ? 'HomeTeam' : 'VisitingTeam', 75);
    }
    game.addPlay({ type: 'START', side: null, narrative: game.period === 1 ? 'Kickoff' : game.period > 4 ? `Start of overtime ${game.period - 4}` : `Start of ${ordinal(game.period)} quarter` });
    return { elapsedSeconds: !wasStarted ? 0 : game.period === 3 ? 20 * 60 : 120, summary: game.period === 1 ? 'Kickoff' : `Start of period ${game.period}` };
  }
}
