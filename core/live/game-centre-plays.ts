import { clockDirection, formatClock } from './game-clock';
import { effectiveRules } from './live-clock';
import type { LiveGame, LivePlay, LiveSide } from './live-game';
import { periodName } from './period-names';
import { liveSide, livePlayerName } from './player-names';

export interface PlayView {
  /** Unique within the list (the feed's Id, or its place when it has none). */
  key: string;
  period: number | null;
  periodLabel: string | null;
  clock: string | null;
  side: LiveSide | null;
  narrative: string;
  /** 'Visiting-Home' after the play, when the feed gives it. */
  score: { home: number; visiting: number } | null;
  scoring: boolean;
}

function narrativeOf(play: LivePlay): string {
  const text = play.Narrative?.trim();
  if (text) return text;
  const who = livePlayerName(play.Player);
  return [play.Type?.trim(), who].filter(Boolean).join(': ') || play.Context?.trim() || '';
}

/**
 * The play-by-play, newest first: the full list when the feed sends it, else the latest plays.
 * A play scores when its score differs from the play before it.
 */
export function playByPlay(game: LiveGame): PlayView[] {
  const rules = effectiveRules(game);
  const hasClock = clockDirection(rules) !== 'none';
  const plays = game.Plays.length > 0 ? game.Plays : game.Game.LastPlays;
  const seen = new Map<string, number>();
  let previousScore: { home: number; visiting: number } | null = null;
  const views = plays.map((play, index): PlayView => {
    const base = play.Id?.trim() || `play-${index}`;
    const repeat = seen.get(base) ?? 0;
    seen.set(base, repeat + 1);
    const score = play.Score && (play.Score.HomeTeam !== null || play.Score.VisitingTeam !== null) ? { home: play.Score.HomeTeam ?? 0, visiting: play.Score.VisitingTeam ?? 0 } : null;
    const scoring = score !== null && (previousScore === null ? score.home + score.visiting > 0 : score.home !== previousScore.home || score.visiting !== previousScore.visiting);
    if (score) previousScore = score;
    return {
      key: repeat === 0 ? base : `${base}-${repeat}`,
      period: play.Period,
      periodLabel: play.Period !== null && play.Period > 0 ? periodName(play.Period, rules) : null,
      clock: hasClock && play.ClockSeconds !== null ? formatClock(play.ClockSeconds) : null,
      side: liveSide(play.Team),
      narrative: narrativeOf(play),
      score,
      scoring,
    };
  });
  return views.reverse();
}
