import { integerBetween, pick, type Random } from '../random';

/** How stories talk about one sport: what a contest is called and what a good day looks like. */
export interface SportVoice {
  /** 'game', 'match', 'meet', 'tournament', 'race', 'regatta', 'dual'. */
  contest: string;
  /** The tag that files the sport (no apostrophes: a tag slug is its name, lower-cased and hyphenated). */
  tag: string;
  /** A sentence fragment after a player's name: "scored 21 points and added six rebounds". */
  performance(random: Random, position: string): string;
  /** A sentence about the turning point of a win or loss; `scores` keeps the numbers it invents below the final score. */
  turningPoint(random: Random, won: boolean, opponent: string, scores?: { team: number; opponent: number }): string;
}

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
/** AP style: spell out one to nine. */
export const count = (n: number) => (n >= 0 && n < 10 ? WORDS[n]! : String(n));
const between = integerBetween;
/** 'a' or 'an' before a number said aloud (an 8-0 run, an 11-3 run) or a word (an Atlantic title). */
export const article = (next: number | string) => (typeof next === 'number' ? /^(8|11|18)/.test(String(next)) : /^[aeiou]/i.test(next)) ? 'an' : 'a';
/** 'A 12' or 'An 11' to start a sentence. */
const startA = (n: number) => `${article(n) === 'an' ? 'An' : 'A'} ${n}`;
/** 1st, 2nd, 3rd, 11th, 21st. */
export const place = (n: number) => `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

const basketball = (periods: 'half' | 'quarter'): SportVoice => ({
  contest: 'game',
  tag: 'Basketball',
  performance: (r, pos) =>
    pos === 'C' || pos === 'F'
      ? `finished with ${between(r, 12, 24)} points and ${count(between(r, 7, 14))} rebounds`
      : pick(r, [`scored ${between(r, 14, 28)} points, including ${count(between(r, 2, 5))} 3-pointers`, `handed out ${count(between(r, 6, 9))} assists to go with ${between(r, 10, 19)} points`]),
  turningPoint: (r, won, opp) =>
    won
      ? `${startA(between(r, 10, 16))}-${between(r, 0, 4)} run ${periods === 'half' ? 'midway through the second half' : 'to open the fourth quarter'} turned a tight game into a comfortable lead.`
      : `${opp} answered every push and made ${count(between(r, 7, 9))} of its last ${count(9)} free throws to close it out.`,
});

const goals = (contest: string, tag: string, keeper: string[], unit: string): SportVoice => ({
  contest,
  tag,
  performance: (r, pos) =>
    keeper.includes(pos)
      ? `made ${count(between(r, 5, 11))} saves in ${unit === 'period' ? 'net' : 'goal'}`
      : pick(r, [
          unit === 'period' ? `scored ${pick(r, ['on the power play', 'at even strength'])} in the ${pick(r, ['first', 'second', 'third'])} period` : `scored in the ${place(between(r, 6, 88))} minute`,
          `had a goal and an assist`,
          `scored twice`,
          `set up the opening goal`,
        ]),
  turningPoint: (r, won, opp) =>
    won
      ? `The ${pick(r, ['back line', 'defense'])} held ${opp} to ${count(between(r, 2, 5))} shots on goal after the break.`
      : `${opp} scored on a ${pick(r, ['counterattack', 'set piece', 'rebound'])} and protected the lead the rest of the way.`,
});

const diamond = (tag: string): SportVoice => ({
  contest: 'game',
  tag,
  performance: (r, pos) =>
    pos.endsWith('HP')
      ? `struck out ${count(between(r, 6, 11))} over ${count(between(r, 5, 7))} innings`
      : pick(r, [`went 3-for-4 with ${count(between(r, 2, 4))} RBIs`, `homered and drove in ${count(between(r, 2, 4))} runs`, `had two hits and scored twice`]),
  turningPoint: (r, won, opp, scores) =>
    won
      ? (scores?.team ?? 0) >= 4
        ? `A ${count(between(r, 2, Math.min(5, (scores?.team ?? 4) - 1)))}-run ${pick(r, ['fifth', 'sixth', 'third'])} inning broke the game open.`
        : 'Pitching and defense made a narrow lead stand up over the final innings.'
      : `${opp} strung together ${count(between(r, 3, 5))} straight hits in the ${pick(r, ['fourth', 'sixth', 'seventh'])} to take control.`,
});

const meet = (contest: string, tag: string, line: (r: Random, pos: string) => string, turningPoint?: SportVoice['turningPoint']): SportVoice => ({
  contest,
  tag,
  performance: line,
  turningPoint:
    turningPoint ??
    ((r, won) => (won ? `Depth carried the day, with ${count(between(r, 4, 8))} top-10 finishes.` : `The field was among the deepest the team will see before the conference championships.`)),
});

const tennisTurn: SportVoice['turningPoint'] = (r, won, opp) =>
  won ? `The ${pick(r, ['No. 1 and No. 2 doubles teams', 'doubles teams'])} clinched the doubles point, and the lead never slipped.` : `${opp} swept the doubles point and held on in singles.`;
const wrestlingTurn: SportVoice['turningPoint'] = (r, won, opp) =>
  won ? `Bonus-point wins in ${count(between(r, 3, 5))} of the last six bouts sealed the dual.` : `${opp} won ${count(between(r, 4, 6))} of the last seven bouts to pull away.`;

const time = (r: Random, minMinutes: number, maxMinutes: number) => `${between(r, minMinutes, maxMinutes)}:${String(between(r, 0, 59)).padStart(2, '0')}`;

const VOICES: Record<string, SportVoice> = {
  mbball: basketball('half'),
  wbball: basketball('quarter'),
  football: {
    contest: 'game',
    tag: 'Football',
    performance: (r, pos) =>
      ({
        QB: `threw for ${between(r, 210, 320)} yards and ${count(between(r, 2, 4))} touchdowns`,
        RB: `rushed for ${between(r, 95, 160)} yards on ${between(r, 18, 27)} carries`,
        WR: `caught ${count(between(r, 5, 9))} passes for ${between(r, 80, 140)} yards`,
        TE: `caught ${count(between(r, 4, 6))} passes, including a touchdown`,
        LB: `led the defense with ${between(r, 9, 14)} tackles`,
        DB: `broke up ${count(between(r, 2, 3))} passes and made an interception`,
        DL: `had ${count(between(r, 2, 3))} sacks`,
        K: `made field goals from ${between(r, 32, 39)} and ${between(r, 41, 49)} yards`,
      })[pos] ?? `made ${count(between(r, 4, 8))} tackles and recovered a fumble`,
    turningPoint: (r, won, opp) =>
      won
        ? `${startA(between(r, 65, 85))}-yard scoring drive to open the ${pick(r, ['second half', 'fourth quarter'])} put the game out of reach.`
        : `${opp} controlled the line of scrimmage ${pick(r, ['in the third quarter', 'before halftime'])} and never gave the lead back.`,
  },
  baseball: diamond('Baseball'),
  softball: diamond('Softball'),
  msoc: goals('match', 'Soccer', ['GK'], 'minute'),
  wsoc: goals('match', 'Soccer', ['GK'], 'minute'),
  fhockey: goals('match', 'Field Hockey', ['GK'], 'minute'),
  wlax: goals('game', 'Lacrosse', ['GK', 'G'], 'minute'),
  mhockey: goals('game', 'Hockey', ['G'], 'period'),
  wvball: {
    contest: 'match',
    tag: 'Volleyball',
    performance: (r, pos) =>
      pos === 'S' ? `dished out ${between(r, 38, 52)} assists` : pos === 'L/DS' ? `anchored the back row with ${between(r, 16, 26)} digs` : `recorded ${between(r, 12, 21)} kills while hitting .${between(r, 280, 420)}`,
    turningPoint: (r, won, opp) =>
      won ? `After dropping the ${pick(r, ['first', 'second'])} set, the team won ${count(between(r, 8, 11))} of the next 12 points to swing the match.` : `${opp} served tough all night and finished with ${count(between(r, 6, 9))} aces.`,
  },
  mten: meet('match', 'Tennis', (r) => `won at No. ${between(r, 1, 3)} singles, 6-${between(r, 1, 4)}, 6-${between(r, 2, 4)}`, tennisTurn),
  wten: meet('match', 'Tennis', (r) => `won at No. ${between(r, 1, 3)} singles, 6-${between(r, 1, 4)}, 7-5`, tennisTurn),
  wrestling: meet('dual', 'Wrestling', (r, pos) => `won by ${pick(r, ['fall', 'major decision', 'technical fall'])} at ${pos === 'HWT' ? 'heavyweight' : `${pos} pounds`}`, wrestlingTurn),
  mgolf: meet('tournament', 'Golf', (r) => {
    const under = between(r, 1, 4);
    return `carded a ${count(under)}-under ${72 - under} in the final round to finish ${place(between(r, 3, 12))}`;
  }),
  wgolf: meet('tournament', 'Golf', (r) => `shot a final-round ${between(r, 70, 73)} to finish ${place(between(r, 3, 12))}`),
  mcross: meet('race', 'Cross Country', (r) => `covered the 8K course in ${time(r, 24, 25)} to place ${place(between(r, 4, 18))}`),
  wcross: meet('race', 'Cross Country', (r) => `finished the 6K course in ${time(r, 20, 21)}, good for ${place(between(r, 4, 18))}`),
  mtrack: meet('meet', 'Track and Field', (r, pos) => trackLine(r, pos, true)),
  wtrack: meet('meet', 'Track and Field', (r, pos) => trackLine(r, pos, false)),
  wswim: meet('meet', 'Swimming and Diving', (r, pos) => (pos === 'Diving' ? `won the 1-meter dive with ${between(r, 265, 305)}.${between(r, 10, 95)} points` : `won the 200 ${pick(r, ['freestyle', 'IM', 'backstroke'])} in 2:0${between(r, 0, 6)}.${between(r, 10, 99)}`)),
  wrow: meet('regatta', 'Rowing', (r) => `stroked the Varsity Eight to a ${between(r, 2, 9)}-second win in 6:${between(r, 28, 49)}.${between(r, 1, 9)}`),
};

function trackLine(r: Random, pos: string, men: boolean): string {
  switch (pos) {
    case 'Sprints':
      return `won the 200 meters in ${men ? `21.${between(r, 10, 90)}` : `24.${between(r, 10, 90)}`}`;
    case 'Hurdles':
      return `took the ${men ? '110' : '100'}-meter hurdles in ${men ? `14.${between(r, 10, 60)}` : `13.${between(r, 50, 99)}`}`;
    case 'Jumps':
      return `won the long jump with a best of ${men ? `7.${between(r, 10, 45)}` : `5.${between(r, 80, 99)}`} meters`;
    case 'Throws':
      return `threw a season-best ${men ? between(r, 52, 58) : between(r, 45, 51)}.${between(r, 10, 99)} meters in the discus`;
    default:
      return `won the ${pick(r, ['1,500', '5,000'])} meters, pulling away over the final lap`;
  }
}

export function sportVoice(code: string): SportVoice {
  return VOICES[code] ?? meet('event', 'Spirit', () => 'led the squad');
}
