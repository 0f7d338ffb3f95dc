import { periodLabels } from '../reading-kit';
import type { FileScoringPlay } from '../sport-reading';
import type { StatCrewGame, Vh } from '../statcrew-game';
import { displayName, flagOf, numberOf, splitName } from '../text-values';
import { childNamed, childrenNamed, type XmlElement } from '../xml-tree';

/** How a touchdown was scored, as box scores word it ('12 yd run'). */
const HOW: Readonly<Record<string, string>> = {
  RUSH: 'run', RUN: 'run', PASS: 'pass', INT: 'interception return', IR: 'interception return',
  FUMB: 'fumble return', FUM: 'fumble return', FR: 'fumble return', KR: 'kickoff return', KO: 'kickoff return',
  PR: 'punt return', PUNT: 'punt return', BLK: 'blocked kick return', BFG: 'blocked field goal return', BP: 'blocked punt return',
};

const TRY_KINDS: Readonly<Record<string, string>> = { K: 'kick', P: 'pass', R: 'rush' };

const attr = (score: XmlElement, name: string) => score.attrs[name]?.trim() ?? '';

/** 'Lopez,Gio' as 'Gio Lopez'. */
const person = (value: string) => (value === '' ? '' : displayName(splitName(value)));

const isGood = (result: string) => result.toUpperCase() === 'GOOD' || flagOf(result) === true;

interface Try {
  text: string;
  points: number;
}

/** The try after a touchdown: '(Rece Verhoff kick)', 2 points for a good pass or rush. */
function tryOf(score: XmlElement): Try {
  const type = attr(score, 'pattype');
  if (type === '') return { text: '', points: 0 };
  const kind = TRY_KINDS[type.charAt(0).toUpperCase()] ?? type.toLowerCase();
  const good = isGood(attr(score, 'patres'));
  const text = `(${[person(attr(score, 'patby')), kind].filter(Boolean).join(' ')}${good ? '' : ' failed'})`;
  return { text, points: good ? (kind === 'kick' ? 1 : 2) : 0 };
}

const yards = (score: XmlElement) => {
  const value = numberOf(score.attrs.yds);
  return value === null ? '' : `${value} yd `;
};

/** The play in words and the points it made (used where the file keeps no running score). */
function describe(score: XmlElement): { text: string; points: number } {
  const type = attr(score, 'type').toUpperCase();
  const scorer = person(attr(score, 'scorer'));
  if (type === 'FG') return { text: `${scorer} ${yards(score)}field goal`.trim(), points: 3 };
  if (type === 'SAF' || type === 'S') return { text: scorer ? `Safety, ${scorer}` : 'Safety', points: 2 };
  if (type === 'TD') {
    const how = attr(score, 'how').toUpperCase();
    const passer = person(attr(score, 'passer'));
    const play = `${scorer} ${yards(score)}${HOW[how] ?? (how.toLowerCase() || 'touchdown')}${passer ? ` from ${passer}` : ''}`;
    const attempt = tryOf(score);
    return { text: [play.trim(), attempt.text].filter(Boolean).join(' '), points: 6 + attempt.points };
  }
  // A defensive two-point return and whatever else a vendor invents: its words, and the file's running score.
  return { text: [scorer, attr(score, 'type')].filter(Boolean).join(' '), points: type.startsWith('D') ? 2 : 0 };
}

function sideOf(score: XmlElement, game: StatCrewGame): Vh {
  const vh = attr(score, 'vh').toUpperCase();
  if (vh === 'H' || vh === 'V') return vh;
  return attr(score, 'team') !== '' && attr(score, 'team') === game.home.id ? 'H' : 'V';
}

/** The file's scoring summary (`<scores><score>`), with the file's running score where it keeps one. */
export function footballScoringPlays(game: StatCrewGame, regulation: number): FileScoringPlay[] {
  const running = { H: 0, V: 0 };
  let period = '1';
  return childrenNamed(childNamed(game.element, 'scores'), 'score').map((score) => {
    const vh = sideOf(score, game);
    const { text, points } = describe(score);
    const quarter = numberOf(score.attrs.qtr ?? score.attrs.prd);
    if (quarter !== null && quarter >= 1 && quarter <= 60) period = periodLabels(quarter, regulation).at(-1) ?? period;
    running[vh] += points;
    running.H = numberOf(score.attrs.hscore) ?? running.H;
    running.V = numberOf(score.attrs.vscore) ?? running.V;
    const team = vh === 'H' ? game.home.name : game.visitor.name;
    return {
      period,
      clock: attr(score, 'clock') || null,
      vh,
      description: text ? `${team} - ${text}` : team,
      homeScore: running.H,
      visitorScore: running.V,
    };
  });
}
