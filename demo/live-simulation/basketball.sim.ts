import { formatClock } from '../../core/live/game-clock';
import type { LiveSide } from '../../core/live/live-game';
import { defaultLiveRules } from '../../core/live/live-sport';
import { crewName, other, SimGame } from './sim-game';
import { between, byPosition, chance, weightedPick } from './sim-roster';
import type { GameSimulation, SimPlayer, SimSetup, SimStep } from './sim-types';
import { column, count, percent, type StatLine, type StatSheet } from './stat-sheet';

const made = (line: StatLine, made: string, tried: string) => `${count(line, made)}-${count(line, tried)}`;
const efficiency = (l: StatLine) =>
  count(l, 'PTS') + count(l, 'REB') + count(l, 'AST') + count(l, 'STL') + count(l, 'BLK') - (count(l, 'FGA') - count(l, 'FGM')) - (count(l, 'FTA') - count(l, 'FTM')) - count(l, 'TO');

/** The counted columns, the same in the box score and its totals. */
const COUNTED = [
  column('REB', 'REB', 'Rebounds'),
  column('AST', 'AST', 'Assists'),
  column('STL', 'STL', 'Steals'),
  column('BLK', 'BLK', 'Blocks'),
  column('TO', 'TO', 'Turnovers'),
  column('PF', 'Pers', 'Personal fouls'),
  column('PTS', 'PTS', 'Points'),
];

// spec 9: basketball PTS, REB, AST, BLK, STL, Pers, % for Efficiency and Usage Percentage.
export const BASKETBALL_SHEET: StatSheet = {
  groups: [
    {
      name: 'Box',
      title: 'Box Score',
      columns: [
        column('FG', 'FG', 'Field goals made-attempted', (l) => made(l, 'FGM', 'FGA')),
        column('3PT', '3PT', '3-point field goals made-attempted', (l) => made(l, '3PM', '3PA')),
        column('FT', 'FT', 'Free throws made-attempted', (l) => made(l, 'FTM', 'FTA')),
        ...COUNTED,
      ],
      includes: () => true,
    },
  ],
  totals: [
    column('FG', 'FG', 'Field goals', (l) => made(l, 'FGM', 'FGA')),
    column('FG%', 'FG%', 'Field goal percentage', (l) => percent(count(l, 'FGM'), count(l, 'FGA'))),
    column('3PT', '3PT', '3-point field goals', (l) => made(l, '3PM', '3PA')),
    column('FT', 'FT', 'Free throws', (l) => made(l, 'FTM', 'FTA')),
    ...COUNTED,
  ],
  leaders: [
    { category: 'Points', value: (l) => count(l, 'PTS') },
    { category: 'Rebounds', value: (l) => count(l, 'REB') },
    { category: 'Assists', value: (l) => count(l, 'AST') },
    { category: 'Blocks', value: (l) => count(l, 'BLK') },
    { category: 'Steals', value: (l) => count(l, 'STL') },
    { category: 'Personal Fouls', value: (l) => count(l, 'PF') },
    { category: 'Efficiency', value: efficiency },
    { category: 'Usage Percentage', value: (l) => (100 * count(l, 'USES')) / Math.max(1, count(l, 'TEAM_USES')), format: (v) => `${v.toFixed(1)}%`, qualifies: (l) => count(l, 'USES') >= 5 },
  ],
  top: (l) => count(l, 'PTS') * 2 + count(l, 'REB') + count(l, 'AST'),
};

/** A basketball game possession by possession: shots, free throws, rebounds, turnovers, fouls and timeouts. */
export class BasketballSimulation implements GameSimulation {
  private readonly game: SimGame;
  private possession: LiveSide;

  constructor(setup: SimSetup) {
    this.game = new SimGame(setup, defaultLiveRules('basketball', setup.sportCode), BASKETBALL_SHEET);
    this.possession = chance(setup.random, 0.5) ? 'HomeTeam' : 'VisitingTeam';
  }

  get isComplete(): boolean {
    return this.game.complete;
  }

  document() {
    return this.game.document();
  }

  private rotation(side: LiveSide): SimPlayer {
    const players = this.game.team(side).players;
    const starters = [...byPosition(players, 'G').slice(0, 2), ...byPosition(players, 'F').slice(0, 2), ...byPosition(players, 'C').slice(0, 1)];
    const bench = players.filter((player) => !starters.includes(player)).slice(0, 5);
    const picked = weightedPick(this.game.random, [...starters, ...bench], starters.length, 4);
    this.game.book.add(picked, 'GP', 0);
    return picked;
  }

  private use(side: LiveSide, player: SimPlayer): void {
    const { book } = this.game;
    book.add(player, 'USES');
    for (const teammate of this.game.team(side).players) if (book.has(teammate)) book.add(teammate, 'TEAM_USES');
  }

  step(): SimStep | null {
    const game = this.game;
    if (game.complete) return null;
    if (!game.started || game.clock === 0) return this.periodBreak();
    const { random, book } = game;
    const side = this.possession;
    const defence = other(side);
    const length = Math.min(game.clock ?? 0, between(random, 6, 26));
    game.clock = (game.clock ?? 0) - length;
    const shooter = this.rotation(side);
    const defender = this.rotation(defence);
    let narrative: string;
    let keep = false;
    const roll = random();
    if (roll < 0.13) {
      book.add(shooter, 'TO');
      this.use(side, shooter);
      game.addPlay({ type: 'TURNOVER', side, player: shooter, narrative: `TURNOVER by ${crewName(shooter)}` });
      narrative = `Turnover by ${shooter.lastName}`;
      if (chance(random, 0.5)) {
        book.add(defender, 'STL');
        game.addPlay({ type: 'STEAL', side: defence, player: defender, narrative: `STEAL by ${crewName(defender)}` });
        narrative += `, stolen by ${defender.lastName}`;
      }
    } else if (roll < 0.22) {
      book.add(defender, 'PF');
      game.addPlay({ type: 'FOUL', side: defence, player: defender, action: 'PERSONAL', narrative: `FOUL by ${crewName(defender)}` });
      const makes = this.freeThrows(side, shooter, 2);
      narrative = `${shooter.lastName} ${makes} of 2 at the line`;
    } else if (roll < 0.25 && (game.timeouts[side][game.period - 1] ?? 0) < 2) {
      game.timeouts[side][game.period - 1] = (game.timeouts[side][game.period - 1] ?? 0) + 1;
      game.addPlay({ type: 'TIMEOUT', side, narrative: `TIMEOUT ${game.team(side).name.toUpperCase()}` });
      narrative = `Timeout ${game.team(side).name}`;
      keep = true;
    } else {
      ({ narrative, keep } = this.shot(side, shooter, defender));
    }
    if (!keep) this.possession = defence;
    if (game.clock === 0) game.addPlay({ type: 'END', side: null, narrative: `End of period ${game.period}` });
    return { elapsedSeconds: Math.round(length * 2.6), summary: `${formatClock(game.clock ?? 0)} ${narrative}` };
  }

  private shot(side: LiveSide, shooter: SimPlayer, defender: SimPlayer): { narrative: string; keep: boolean } {
    const game = this.game;
    const { random, book } = game;
    const three = chance(random, 0.36);
    const action = three ? '3PTR' : chance(random, 0.45) ? 'LAYUP' : 'JUMPER';
    book.add(shooter, 'FGA');
    if (three) book.add(shooter, '3PA');
    this.use(side, shooter);
    if (chance(random, three ? 0.34 : 0.5)) {
      const points = three ? 3 : 2;
      book.add(shooter, 'FGM');
      if (three) book.add(shooter, '3PM');
      book.add(shooter, 'PTS', points);
      game.addScore(side, points);
      const assist = chance(random, 0.55) ? this.rotation(side) : null;
      const helper = assist && assist !== shooter ? assist : null;
      if (helper) book.add(helper, 'AST');
      game.addPlay({ type: 'GOOD', side, player: shooter, action, involved: helper ? [helper] : [], narrative: `GOOD! ${action} by ${crewName(shooter)}${helper ? ` (ASSIST by ${crewName(helper)})` : ''}` });
      return { narrative: `${shooter.lastName} ${three ? 'three' : action === 'LAYUP' ? 'layup' : 'jumper'}${helper ? ` from ${helper.lastName}` : ''}`, keep: false };
    }
    game.addPlay({ type: 'MISS', side, player: shooter, action, narrative: `MISS ${action} by ${crewName(shooter)}` });
    if (!three && chance(random, 0.07)) {
      book.add(defender, 'BLK');
      game.addPlay({ type: 'BLOCK', side: other(side), player: defender, narrative: `BLOCK by ${crewName(defender)}` });
    }
    const offensive = chance(random, 0.28);
    const rebounder = this.rotation(offensive ? side : other(side));
    book.add(rebounder, 'REB');
    book.add(rebounder, offensive ? 'OREB' : 'DREB');
    game.addPlay({ type: 'REBOUND', side: offensive ? side : other(side), player: rebounder, action: offensive ? 'OFF' : 'DEF', narrative: `REBOUND ${offensive ? 'OFF' : 'DEF'} by ${crewName(rebounder)}` });
    return { narrative: `${shooter.lastName} misses, ${offensive ? 'offensive' : 'defensive'} rebound ${rebounder.lastName}`, keep: offensive };
  }

  private freeThrows(side: LiveSide, shooter: SimPlayer, shots: number): number {
    const game = this.game;
    let makes = 0;
    this.use(side, shooter);
    for (let shot = 0; shot < shots; shot += 1) {
      game.book.add(shooter, 'FTA');
      if (chance(game.random, 0.72)) {
        makes += 1;
        game.book.add(shooter, 'FTM');
        game.book.add(shooter, 'PTS');
        game.addScore(side, 1);
        game.addPlay({ type: 'GOOD', side, player: shooter, action: 'FT', narrative: `GOOD! FT by ${crewName(shooter)}` });
      } else {
        game.addPlay({ type: 'MISS', side, player: shooter, action: 'FT', narrative: `MISS FT by ${crewName(shooter)}` });
      }
    }
    return makes;
  }

  /** Tip-off, the breaks between periods, overtime while tied, and the final horn. */
  private periodBreak(): SimStep {
    const game = this.game;
    const regulation = game.rules.PeriodsRegulation;
    if (game.started && game.period >= regulation && game.score.HomeTeam !== game.score.VisitingTeam) {
      game.finish();
      return { elapsedSeconds: 30, summary: `Final: ${game.team('HomeTeam').name} ${game.score.HomeTeam}, ${game.team('VisitingTeam').name} ${game.score.VisitingTeam}` };
    }
    const halftime = game.period === regulation / 2;
    const wasStarted = game.started;
    game.startPeriod();
    for (const side of ['HomeTeam', 'VisitingTeam'] as const) game.timeouts[side].push(0);
    game.addPlay({ type: 'START', side: null, narrative: game.period === 1 ? 'Tip-off' : `Start of period ${game.period}` });
    return { elapsedSeconds: !wasStarted ? 0 : halftime ? 15 * 60 : 120, summary: game.period === 1 ? 'Tip-off' : game.period > regulation ? 'Overtime begins' : `Start of period ${game.period}` };
  }
}
