import type { FileScoringPlay } from '../sport-reading';
import type { StatCrewGame, Vh } from '../statcrew-game';
import { flagOf, numberOf } from '../text-values';
import { childNamed, childrenNamed, type XmlElement } from '../xml-tree';

interface RunPlay {
  runs: number;
  text: string;
}

/** Runs a play scored: its `runs`, else its runners who crossed the plate. */
function runsOf(play: XmlElement): number {
  const stated = numberOf(play.attrs.runs);
  if (stated !== null) return Math.max(0, stated);
  return childrenNamed(play, 'runner').filter((runner) => (numberOf(runner.attrs.scored) ?? 0) > 0 || flagOf(runner.attrs.scored) === true).length;
}

const narrativeOf = (play: XmlElement) => (childNamed(play, 'narrative')?.attrs.text ?? play.attrs.text ?? '').trim();

/** The `<batting>` of one half inning: by its `vh`, else by the team's id, else visitors first. */
function halfInning(inning: XmlElement | undefined, vh: Vh, game: StatCrewGame): XmlElement | undefined {
  const halves = childrenNamed(inning, 'batting');
  const team = vh === 'H' ? game.home : game.visitor;
  return (
    halves.find((half) => half.attrs.vh?.trim().toUpperCase() === vh) ??
    halves.find((half) => team.id !== '' && half.attrs.id?.trim() === team.id) ??
    (halves.length === 2 && halves.every((half) => !half.attrs.vh) ? halves[vh === 'V' ? 0 : 1] : undefined)
  );
}

function inningsOf(game: StatCrewGame): Map<number, XmlElement> {
  const innings = new Map<number, XmlElement>();
  childrenNamed(childNamed(game.element, 'plays'), 'inning').forEach((inning, index) => innings.set(numberOf(inning.attrs.number) ?? index + 1, inning));
  return innings;
}

const runsWord = (runs: number) => `${runs} run${runs === 1 ? '' : 's'}`;

/**
 * The runs of each half inning as the line score has them, told by the plays that scored them where the file keeps
 * its play-by-play and they add up to the line; otherwise the half inning's runs in one entry. The running score
 * therefore always ends at the final score.
 */
export function baseballScoringPlays(game: StatCrewGame, innings: number): FileScoringPlay[] {
  const plays = inningsOf(game);
  const running = { H: 0, V: 0 };
  const summary: FileScoringPlay[] = [];
  for (let index = 0; index < innings; index += 1) {
    for (const vh of ['V', 'H'] as const) {
      const team = vh === 'H' ? game.home : game.visitor;
      const runs = team.periodScores[index] ?? 0;
      if (runs <= 0) continue;
      const half = halfInning(plays.get(index + 1), vh, game);
      const scoring: RunPlay[] = childrenNamed(half, 'play')
        .map((play) => ({ runs: runsOf(play), text: narrativeOf(play) }))
        .filter((play) => play.runs > 0);
      const told = scoring.length > 0 && scoring.reduce((sum, play) => sum + play.runs, 0) === runs;
      const entries: RunPlay[] = told ? scoring : [{ runs, text: scoring.map((play) => play.text).filter(Boolean).join(' ') || `${runsWord(runs)} scored` }];
      for (const entry of entries) {
        running[vh] += entry.runs;
        summary.push({
          period: String(index + 1),
          clock: null,
          vh,
          description: `${team.name} - ${entry.text || `${runsWord(entry.runs)} scored`}`,
          homeScore: running.H,
          visitorScore: running.V,
        });
      }
    }
  }
  return summary;
}
