import type { LiveSide } from '../../core/live/live-game';
import { defaultLiveRules } from '../../core/live/live-sport';
import { crewName, other, SimGame } from './sim-game';
import { between, byPosition, chance, weightedPick } from './sim-roster';
import type { GameSimulation, SimPlayer, SimSetup, SimStep } from './sim-types';
import { column, count, ratio, type StatLine, type StatSheet } from './stat-sheet';

const hitting = (l: StatLine) => (count(l, 'K') - count(l, 'E')) / Math.max(1, count(l, 'TA'));
const points = (l: StatLine) => count(l, 'K') + count(l, 'SA') + count(l, 'BS') + 0.5 * count(l, 'BA');

// spec 9: volleyball Kills, % for Hitting %, AST, SA, BLKs, Digs, PTS.
export const VOLLEYBALL_SHEET: StatSheet = {
  groups: [
    {
      name: 'Players',
      title: 'Attack, Serve, Block and Defence',
      columns: [
        column('K', 'Kills', 'Kills'),
        column('E', 'E', 'Attack errors'),
        column('TA', 'TA', 'Total attacks'),
        column('PCT', '%', 'Hitting percentage', (l) => ratio(count(l, 'K') - count(l, 'E'), count(l, 'TA'))),
        column('AST', 'AST', 'Assists'),
        column('SA', 'SA', 'Service aces'),
        column('BLK', 'BLKs', 'Blocks (solo + assisted)', (l) => String(count(l, 'BS') + count(l, 'BA'))),
        column('DIG', 'Digs', 'Digs'),
        column('PTS', 'PTS', 'Points', (l) => String(points(l))),
      ],
      includes: () => true,
    },
  ],
  totals: [
    column('K', 'Kills', 'Kills'),
    column('PCT', '%', 'Hitting percentage', (l) => ratio(count(l, 'K') - count(l, 'E'), count(l, 'TA'))),
    column('AST', 'AST', 'Assists'),
    column('SA', 'SA', 'Service aces'),
    column('DIG', 'Digs', 'Digs'),
  ],
  leaders: [
    { category: 'Kills', value: (l) => count(l, 'K') },
    { category: 'Hitting %', value: hitting, format: (v) => ratio(v * 1000, 1000), qualifies: (l) => count(l, 'TA') >= 8 },
    { category: 'Assists', value: (l) => count(l, 'AST') },
    { category: 'Aces', value: (l) => count(l, 'SA') },
    { category: 'Blocks', value: (l) => count(l, 'BS') + count(l, 'BA') },
    { category: 'Digs', value: (l) => count(l, 'DIG') },
    { category: 'Points', value: points },
  ],
  top: (l) => 2 * points(l) + count(l, 'DIG') / 2 + count(l, 'AST') / 4,
};

/** A volleyball match rally by rally: sets to 25 (15 in the fifth), win by two, best of five. */
export class VolleyballSimulation implements GameSimulation {
  private readonly game: SimGame;
  private serving: LiveSide;
  private readonly sets: Record<LiveSide, number> = { HomeTeam: 0, VisitingTeam: 0 };

  constructor(setup: SimSetup) {
    this.game = new SimGame(setup, defaultLiveRules('volleyball', setup.sportCode), VOLLEYBALL_SHEET);
    this.serving = chance(setup.random, 0.5) ? 'HomeTeam' : 'VisitingTeam';
  }

  get isComplete(): boolean {
    return this.game.complete;
  }

  document() {
    return this.game.document();
  }

  private player(side: LiveSide, ...positions: string[]): SimPlayer {
    const players = byPosition(this.game.team(side).players, ...positions);
    const picked = weightedPick(this.game.random, players, 3, 3);
    this.game.book.add(picked, 'GP', 0);
    return picked;
  }

  private setPoints(side: LiveSide): number {
    return this.game.periodScores[side][this.game.period - 1] ?? 0;
  }

  private setOver(): boolean {
    const target = this.game.period === 5 ? 15 : 25;
    const home = this.setPoints('HomeTeam');
    const away = this.setPoints('VisitingTeam');
    return Math.max(home, away) >= target && Math.abs(home - away) >= 2;
  }

  step(): SimStep | null {
    const game = this.game;
    if (game.complete) return null;
    if (!game.started || this.setOver()) return this.setBreak();
    const { random, book } = game;
    const receiving = other(this.serving);
    const winner: LiveSide = chance(random, this.serving === 'HomeTeam' ? 0.44 : 0.4) ? this.serving : receiving;
    const loser = other(winner);
    const attempts = between(random, 0, 2);
    for (let index = 0; index < attempts; index += 1) {
      book.add(this.player(index % 2 === 0 ? winner : loser, 'OH', 'OPP', 'MB'), 'TA');
      book.add(this.player(index % 2 === 0 ? loser : winner, 'L', 'DS', 'OH'), 'DIG');
    }
    const roll = random();
    let narrative: string;
    if (winner === this.serving && roll < 0.09) {
      const server = this.player(winner);
      book.add(server, 'SA');
      game.addPlay({ type: 'Ace', side: winner, player: server, narrative: `Service ace by ${crewName(server)}` });
      narrative = `Ace ${server.lastName}`;
    } else if (roll < 0.66) {
      const hitter = this.player(winner, 'OH', 'OPP', 'MB');
      book.add(hitter, 'K');
      book.add(hitter, 'TA');
      const setter = chance(random, 0.85) ? this.player(winner, 'S') : null;
      if (setter && setter !== hitter) book.add(setter, 'AST');
      game.addPlay({ type: 'Kill', side: winner, player: hitter, involved: setter && setter !== hitter ? [setter] : [], narrative: `Kill by ${crewName(hitter)}${setter && setter !== hitter ? ` (${crewName(setter)})` : ''}` });
      narrative = `Kill ${hitter.lastName}`;
    } else if (roll < 0.77) {
      const blocker = this.player(winner, 'MB', 'OPP');
      const hitter = this.player(loser, 'OH', 'OPP', 'MB');
      book.add(hitter, 'E');
      book.add(hitter, 'TA');
      book.add(blocker, chance(random, 0.4) ? 'BS' : 'BA');
      game.addPlay({ type: 'Block', side: winner, player: blocker, involved: [hitter], narrative: `Attack by ${crewName(hitter)} blocked by ${crewName(blocker)}` });
      narrative = `Block ${blocker.lastName}`;
    } else {
      const culprit = this.player(loser, 'OH', 'OPP', 'MB');
      const serviceError = loser === this.serving && chance(random, 0.4);
      if (!serviceError) {
        book.add(culprit, 'E');
        book.add(culprit, 'TA');
      }
      game.addPlay({ type: 'Error', side: loser, player: culprit, narrative: `${serviceError ? 'Service' : 'Attack'} error by ${crewName(culprit)}` });
      narrative = `${serviceError ? 'Service' : 'Attack'} error ${culprit.lastName}`;
    }
    game.addPeriodPoints(winner, 1);
    this.serving = winner;
    return { elapsedSeconds: between(random, 15, 35), summary: `Set ${game.period} ${this.setPoints('VisitingTeam')}-${this.setPoints('HomeTeam')}: ${narrative}` };
  }

  /** Counts the set just won; the first to three sets wins the match. */
  private setBreak(): SimStep {
    const game = this.game;
    if (game.started) {
      const winner: LiveSide = this.setPoints('HomeTeam') > this.setPoints('VisitingTeam') ? 'HomeTeam' : 'VisitingTeam';
      this.sets[winner] += 1;
      // The team score of a match is sets won.
      game.score[winner] += 1;
      game.addPlay({ type: 'SetEnd', side: winner, narrative: `${game.team(winner).name} wins set ${game.period}, ${this.setPoints(winner)}-${this.setPoints(other(winner))}` });
      if (this.sets[winner] === 3) {
        game.finish();
        return { elapsedSeconds: 30, summary: `Final: ${game.team('HomeTeam').name} ${this.sets.HomeTeam}, ${game.team('VisitingTeam').name} ${this.sets.VisitingTeam}` };
      }
    }
    const wasStarted = game.started;
    game.startPeriod();
    game.addPlay({ type: 'SetStart', side: null, narrative: `Start of set ${game.period}` });
    return { elapsedSeconds: wasStarted ? (game.period === 3 ? 10 * 60 : 180) : 0, summary: `Set ${game.period} begins` };
  }
}
