import { ordinal } from '../../core/live/live-clock';
import type { LiveSide } from '../../core/live/live-game';
import { defaultLiveRules } from '../../core/live/live-sport';
import { BASEBALL_SHEET } from './baseball.sheet';
import { crewName, other, SimGame } from './sim-game';
import { between, byPosition, chance } from './sim-roster';
import type { GameSimulation, SimPlayer, SimSetup, SimStep } from './sim-types';
import { toLivePlayer } from './stat-sheet';

type Outcome = 'K' | 'BB' | 'HBP' | '1B' | '2B' | '3B' | 'HR' | 'GO' | 'FO' | 'E';
const OUTCOMES: Array<[Outcome, number]> = [['K', 0.19], ['BB', 0.1], ['HBP', 0.012], ['1B', 0.165], ['2B', 0.05], ['3B', 0.006], ['HR', 0.03], ['E', 0.015], ['GO', 0.222], ['FO', 0.21]];
const FIELD = ['C', '1B', '2B', 'SS', '3B', 'LF', 'CF', 'RF', 'DH'];
const DESCRIBE: Record<Outcome, string> = { K: 'struck out', BB: 'walked', HBP: 'hit by pitch', '1B': 'singled', '2B': 'doubled', '3B': 'tripled', HR: 'homered', GO: 'grounded out', FO: 'flied out', E: 'reached on an error' };
const DIRECTIONS = ['to left field', 'to center field', 'to right field', 'through the left side', 'up the middle', 'to shortstop', 'to second base', 'to third base'];

interface Side {
  order: Array<{ player: SimPlayer; position: string }>;
  next: number;
  pitchers: SimPlayer[];
  pitcher: SimPlayer;
}

/** Baseball and softball plate appearance by plate appearance, with the situation a stat crew keeps. */
export class BaseballSimulation implements GameSimulation {
  private readonly game: SimGame;
  private readonly sides: Record<LiveSide, Side>;
  private bottom = false;
  private outs = 0;
  private bases: Array<SimPlayer | null> = [null, null, null];
  private readonly hand = new Map<string, string>();

  constructor(setup: SimSetup) {
    const softball = setup.sportCode.toLowerCase().includes('soft');
    this.game = new SimGame(setup, defaultLiveRules(softball ? 'softball' : 'baseball', setup.sportCode), BASEBALL_SHEET);
    this.sides = { HomeTeam: this.lineup('HomeTeam'), VisitingTeam: this.lineup('VisitingTeam') };
    for (const side of ['HomeTeam', 'VisitingTeam'] as const) {
      const { order, pitcher } = this.sides[side];
      this.game.lineups[side] = { starters: [{ player: pitcher, position: 'P' }, ...order.filter((entry) => entry.position !== 'DH')], order };
    }
  }

  get isComplete(): boolean {
    return this.game.complete;
  }

  document() {
    return this.game.document();
  }

  private lineup(side: LiveSide): Side {
    const players = this.game.team(side).players;
    const pitchers = byPosition(players, 'RHP', 'LHP', 'P');
    const hitters = players.filter((player) => !pitchers.includes(player) || pitchers.length === players.length);
    const catcher = byPosition(hitters, 'C')[0] ?? hitters[0]!;
    const fielders = hitters.filter((player) => player !== catcher).slice(0, 8);
    const positions = FIELD.filter((position) => position !== 'C');
    const order = fielders.map((player, index) => ({ player, position: positions[index] ?? 'DH' }));
    // The catcher usually bats low in the order.
    order.splice(Math.min(7, order.length), 0, { player: catcher, position: 'C' });
    return { order, next: 0, pitchers, pitcher: pitchers[0]! };
  }

  private handOf(player: SimPlayer, pitcher: boolean): string {
    if (pitcher && player.position.startsWith('L')) return 'L';
    if (pitcher && player.position.startsWith('R')) return 'R';
    let hand = this.hand.get(player.personId);
    if (!hand) {
      hand = chance(this.game.random, 0.28) ? 'L' : 'R';
      this.hand.set(player.personId, hand);
    }
    return hand;
  }

  private get batting(): LiveSide {
    return this.bottom ? 'HomeTeam' : 'VisitingTeam';
  }

  private updateSituation(balls = 0, strikes = 0): void {
    const game = this.game;
    const batting = this.batting;
    const pitching = other(batting);
    const order = this.sides[batting];
    const batter = order.order[order.next % order.order.length]!.player;
    const onDeck = order.order[(order.next + 1) % order.order.length]!.player;
    const pitcher = this.sides[pitching].pitcher;
    const live = (side: LiveSide, player: SimPlayer | null) => (player ? toLivePlayer(side, player) : null);
    game.situation = {
      PitchingTeam: pitching,
      BattingTeam: batting,
      Pitcher: live(pitching, pitcher),
      Batter: live(batting, batter),
      OnDeck: live(batting, onDeck),
      OnFirst: live(batting, this.bases[0] ?? null),
      OnSecond: live(batting, this.bases[1] ?? null),
      OnThird: live(batting, this.bases[2] ?? null),
      WinPitcher: null,
      LossPitcher: null,
      SavePitcher: null,
      PitcherHandedness: this.handOf(pitcher, true),
      BatterHandedness: this.handOf(batter, false),
      OnDeckHandedness: this.handOf(onDeck, false),
      PitcherPitchCount: game.book.line(pitcher).PC ?? 0,
      Balls: balls,
      Strikes: strikes,
      Outs: this.outs,
      Inning: game.period + (this.bottom ? 0.5 : 0),
    };
    game.context = `P: ${pitcher.lastName}; B: ${batter.lastName}; ${this.outs} out${this.outs === 1 ? '' : 's'}`;
  }

  step(): SimStep | null {
    const game = this.game;
    if (game.complete) return null;
    if (!game.started) {
      game.startPeriod();
      game.addPlay({ type: 'Summary', side: null, narrative: 'Play ball' });
      this.updateSituation();
      return { elapsedSeconds: 0, summary: 'First pitch' };
    }
    if (this.outs === 3) return this.changeSides();
    return this.plateAppearance();
  }

  private plateAppearance(): SimStep {
    const game = this.game;
    const { random, book } = game;
    const batting = this.batting;
    const order = this.sides[batting];
    const batter = order.order[order.next % order.order.length]!.player;
    const pitcher = this.sides[other(batting)].pitcher;
    order.next += 1;
    let roll = random();
    const outcome = (OUTCOMES.find(([, share]) => (roll -= share) < 0) ?? OUTCOMES[OUTCOMES.length - 1]!)[0];
    const pitches = outcome === 'K' ? between(random, 3, 7) : outcome === 'BB' ? between(random, 4, 8) : between(random, 1, 6);
    book.add(pitcher, 'PC', pitches);
    book.add(pitcher, 'BF');
    book.add(batter, 'PA');
    if (outcome !== 'BB' && outcome !== 'HBP') book.add(batter, 'AB');
    const runs = this.resolve(outcome, batter);
    const scored = runs.length;
    if (scored > 0) {
      this.game.addScore(batting, scored);
      book.add(pitcher, 'R_P', scored);
      for (const runner of runs) book.add(runner, 'R');
      if (outcome !== 'E' && !(outcome === 'GO' && this.outs === 3)) book.add(batter, 'RBI', scored);
    }
    if (['1B', '2B', '3B', 'HR'].includes(outcome)) {
      book.add(batter, 'H');
      book.add(pitcher, 'H_P');
      if (outcome === 'HR') book.add(batter, 'HR');
    }
    if (outcome === 'K') {
      book.add(batter, 'SO');
      book.add(pitcher, 'SO_P');
    }
    if (outcome === 'BB') {
      book.add(batter, 'BB');
      book.add(pitcher, 'BB_P');
    }
    if (outcome === 'E') book.add(pitcher, 'E');
    const where = ['1B', '2B', '3B', 'GO', 'FO', 'E'].includes(outcome) ? ` ${DIRECTIONS[between(random, 0, DIRECTIONS.length - 1)]}` : '';
    const narrative = `${crewName(batter)} ${DESCRIBE[outcome]}${where}${scored > 0 ? `, ${scored} run${scored > 1 ? 's' : ''} scored` : ''}.`;
    this.updateSituation();
    game.addPlay({ type: 'Summary', side: batting, player: batter, involved: [pitcher], action: outcome, narrative });
    if (this.bottom && game.period >= game.rules.PeriodsRegulation && game.score.HomeTeam > game.score.VisitingTeam) this.end('walk-off');
    return { elapsedSeconds: 30 + pitches * 15, summary: `${this.bottom ? 'Bot' : 'Top'} ${ordinal(game.period)}, ${this.outs} out: ${narrative}` };
  }

  /** Moves the runners; returns who scored. */
  private resolve(outcome: Outcome, batter: SimPlayer): SimPlayer[] {
    const { random } = this.game;
    const [first, second, third] = this.bases;
    const scored: SimPlayer[] = [];
    const home = (runner: SimPlayer | null | undefined) => runner && scored.push(runner);
    switch (outcome) {
      case 'K':
      case 'FO':
        this.outs += 1;
        if (outcome === 'FO' && third && this.outs < 3 && chance(random, 0.4)) {
          home(third);
          this.bases[2] = null;
        }
        break;
      case 'GO':
        this.outs += 1;
        if (first && this.outs < 3 && chance(random, 0.35)) {
          this.outs += 1;
          this.bases[0] = null;
        } else if (third && this.outs < 3 && chance(random, 0.5)) {
          home(third);
          this.bases = [first ?? null, second ?? null, null];
        }
        break;
      case 'BB':
      case 'HBP':
      case 'E':
        if (first && second && third) home(third);
        if (!first) this.bases = [batter, second ?? null, third ?? null];
        else if (!second) this.bases = [batter, first, third ?? null];
        else this.bases = [batter, first, second];
        break;
      case '1B':
        home(third);
        if (second && chance(random, 0.6)) home(second);
        this.bases = [batter, first ?? null, second && !scored.includes(second) ? second : null];
        break;
      case '2B':
        home(third);
        home(second);
        if (first && chance(random, 0.4)) home(first);
        this.bases = [null, batter, first && !scored.includes(first) ? first : null];
        break;
      case '3B':
        home(third);
        home(second);
        home(first);
        this.bases = [null, null, batter];
        break;
      case 'HR':
        home(third);
        home(second);
        home(first);
        home(batter);
        this.bases = [null, null, null];
        break;
    }
    if (this.outs >= 3) this.outs = 3;
    return scored;
  }

  private changeSides(): SimStep {
    const game = this.game;
    const regulation = game.rules.PeriodsRegulation;
    const stranded = this.bases.filter(Boolean).length;
    const { order, next } = this.sides[this.batting];
    const lastBatter = order[(next + order.length - 1) % order.length]!.player;
    game.book.add(lastBatter, 'LOB', stranded);
    this.bases = [null, null, null];
    this.outs = 0;
    const pitching = other(this.batting);
    game.book.add(this.sides[pitching].pitcher, 'OUTS_P', 3);
    if (!this.bottom) {
      if (game.period >= regulation && game.score.HomeTeam > game.score.VisitingTeam) {
        game.periodScores.HomeTeam[game.period - 1] = null;
        return this.end('final');
      }
      this.bottom = true;
    } else {
      if (game.period >= regulation && game.score.HomeTeam !== game.score.VisitingTeam) return this.end('final');
      this.bottom = false;
      game.startPeriod();
    }
    this.relieve(other(this.batting));
    this.updateSituation();
    const summary = `${this.bottom ? 'Bottom' : 'Top'} of the ${ordinal(game.period)}: ${game.team('VisitingTeam').name} ${game.score.VisitingTeam}, ${game.team('HomeTeam').name} ${game.score.HomeTeam}`;
    game.addPlay({ type: 'Summary', side: null, narrative: summary });
    return { elapsedSeconds: 90, summary };
  }

  /** A tiring pitcher is relieved between half innings. */
  private relieve(side: LiveSide): void {
    const state = this.sides[side];
    const limit = this.game.rules.PeriodsRegulation === 7 ? 115 : 95;
    if ((this.game.book.line(state.pitcher).PC ?? 0) < limit) return;
    const next = state.pitchers[state.pitchers.indexOf(state.pitcher) + 1];
    if (!next) return;
    this.game.addPlay({ type: 'Summary', side, player: next, narrative: `${crewName(next)} to p for ${crewName(state.pitcher)}.` });
    state.pitcher = next;
  }

  private end(how: 'walk-off' | 'final'): SimStep {
    const game = this.game;
    if (how === 'walk-off') game.book.add(this.sides.VisitingTeam.pitcher, 'OUTS_P', this.outs);
    const winner = game.score.HomeTeam > game.score.VisitingTeam ? 'HomeTeam' : 'VisitingTeam';
    const loser = other(winner);
    game.finish();
    const situation = game.situation;
    game.situation = situation && {
      ...situation,
      Batter: null,
      OnDeck: null,
      OnFirst: null,
      OnSecond: null,
      OnThird: null,
      WinPitcher: toLivePlayer(winner, this.sides[winner].pitcher),
      LossPitcher: toLivePlayer(loser, this.sides[loser].pitcher),
    };
    game.context = null;
    return { elapsedSeconds: 30, summary: `Final${how === 'walk-off' ? ' (walk-off)' : ''}: ${game.team('VisitingTeam').name} ${game.score.VisitingTeam}, ${game.team('HomeTeam').name} ${game.score.HomeTeam}` };
  }
}
