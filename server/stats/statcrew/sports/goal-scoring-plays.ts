import type { GoalFamily } from '../../goal-sports.sheet';
import type { FileScoringPlay } from '../sport-reading';
import type { StatCrewGame, Vh } from '../statcrew-game';
import { clockSeconds, displayName, numberOf, splitName } from '../text-values';
import { childNamed, childrenNamed, type XmlElement } from '../xml-tree';

/** One goal as the file has it, before the running score is counted. */
interface FileGoal {
  vh: Vh;
  prd: number | null;
  time: string;
  description: string;
  /** The file's own running score after the goal, where it writes one (plays do, `<scores>` do not). */
  score: { home: number; visitor: number } | null;
}

/** A soccer clock is the elapsed game time; the sport prints the minute it falls in ("44'" for 43:48). */
function clockOf(family: GoalFamily, time: string): string | null {
  const text = time.trim();
  if (text === '') return null;
  const seconds = clockSeconds(text);
  if (family !== 'soccer' || seconds === null) return text;
  return `${Math.max(1, Math.ceil(seconds / 60))}'`;
}

const nameOf = (value: string | undefined): string => {
  const text = value?.trim() ?? '';
  return text === '' ? '' : displayName(splitName(text)) || text;
};

const KINDS: Partial<Record<string, [hockey: string, lacrosse: string]>> = {
  PP: ['Power-play goal', 'Man-up goal'],
  SH: ['Short-handed goal', 'Man-down goal'],
  EN: ['Empty-net goal', 'Empty-net goal'],
  PS: ['Penalty-shot goal', 'Penalty-shot goal'],
  SO: ['Shootout goal', 'Shootout goal'],
};

function kindOf(family: GoalFamily, type: string | undefined): string {
  const names = KINDS[type?.trim().toUpperCase() ?? ''];
  return names ? names[family === 'lacrosse' ? 1 : 0] : 'Goal';
}

function vhOf(game: StatCrewGame, element: XmlElement): Vh | null {
  const vh = element.attrs.vh?.trim().toUpperCase();
  if (vh === 'H' || vh === 'V') return vh;
  const team = (element.attrs.id ?? element.attrs.team ?? '').trim();
  if (team !== '' && team === game.home.id) return 'H';
  if (team !== '' && team === game.visitor.id) return 'V';
  return null;
}

/** `<scores><score prd time name assist1 assist2 type desc>`: the summary soccer, lacrosse and hockey files write. */
function fromScores(game: StatCrewGame, family: GoalFamily, scores: XmlElement): FileGoal[] {
  const goals: FileGoal[] = [];
  for (const score of scores.children.filter((child) => child.name === 'score' || child.name === 'goal')) {
    const vh = vhOf(game, score);
    if (!vh) continue;
    const team = vh === 'H' ? game.home.name : game.visitor.name;
    const scorer = nameOf(score.attrs.name);
    const assists = [score.attrs.assist1, score.attrs.assist2].map(nameOf).filter(Boolean).join(', ');
    const what = kindOf(family, score.attrs.type);
    const said = scorer ? `${what} by ${scorer}${assists ? ` (assisted by ${assists})` : ''}, ${team}` : `${what}, ${team}`;
    const desc = score.attrs.desc?.trim();
    goals.push({ vh, prd: numberOf(score.attrs.prd), time: score.attrs.time ?? '', description: desc ? `${said}. ${desc}` : said, score: null });
  }
  return goals;
}

const isGoalPlay = (play: XmlElement) =>
  (play.attrs.action ?? '').trim().toUpperCase() === 'GOAL' || (play.attrs.text ?? '').trim().toUpperCase().startsWith('GOAL BY');

/** Without a `<scores>` summary: the play-by-play's goals, in their periods, with the running score they carry. */
function fromPlays(game: StatCrewGame, plays: XmlElement | undefined): FileGoal[] {
  const goals: FileGoal[] = [];
  for (const period of childrenNamed(plays, 'period')) {
    for (const play of childrenNamed(period, 'play').filter(isGoalPlay)) {
      const vh = vhOf(game, play);
      if (!vh) continue;
      const home = numberOf(play.attrs.hscore);
      const visitor = numberOf(play.attrs.vscore);
      goals.push({
        vh,
        prd: numberOf(period.attrs.number),
        time: play.attrs.clock ?? play.attrs.time ?? '',
        description: (play.attrs.text ?? '').trim() || `Goal, ${vh === 'H' ? game.home.name : game.visitor.name}`,
        score: home !== null && visitor !== null ? { home, visitor } : null,
      });
    }
  }
  return goals;
}

/** The scoring summary with the running score after each goal and the clock as the sport prints it. */
export function readGoalScoringPlays(game: StatCrewGame, family: GoalFamily, periods: readonly string[]): FileScoringPlay[] {
  const scores = childNamed(game.element, 'scores');
  const goals = scores && scores.children.length > 0 ? fromScores(game, family, scores) : fromPlays(game, childNamed(game.element, 'plays'));
  const running = { home: 0, visitor: 0 };
  return goals.map((goal) => {
    if (goal.score) Object.assign(running, goal.score);
    else running[goal.vh === 'H' ? 'home' : 'visitor'] += 1;
    return {
      period: goal.prd !== null && goal.prd >= 1 ? (periods[goal.prd - 1] ?? String(goal.prd)) : '',
      clock: clockOf(family, goal.time),
      vh: goal.vh,
      description: goal.description,
      homeScore: running.home,
      visitorScore: running.visitor,
    };
  });
}
