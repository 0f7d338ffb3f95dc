import type { LiveGame } from './live-game';
import { splitRank } from './player-names';

function score(value: number | null): number {
  return Math.max(0, value ?? 0);
}

function teamName(name: string | null, fallback: string): string {
  return splitRank(name).name || fallback;
}

/**
 * What a screen reader is told when a live update arrives: the score after a change of score, and
 * nothing else (a clock tick or a play that scores nothing is not announced; the page shows it).
 * The first state a fan receives is not a change, so it is not announced either.
 */
export function scoreAnnouncement(previous: LiveGame | null, next: LiveGame): string | null {
  if (!previous) return null;
  const before = { home: score(previous.Game.HomeTeam.Score), visiting: score(previous.Game.VisitingTeam.Score) };
  const after = { home: score(next.Game.HomeTeam.Score), visiting: score(next.Game.VisitingTeam.Score) };
  if (before.home === after.home && before.visiting === after.visiting) return null;
  const home = teamName(next.Game.HomeTeam.Name, 'Home');
  const visiting = teamName(next.Game.VisitingTeam.Name, 'Visitors');
  const homeScored = after.home > before.home;
  const visitingScored = after.visiting > before.visiting;
  const lead = homeScored && !visitingScored ? `${home} scores. ` : visitingScored && !homeScored ? `${visiting} scores. ` : 'Score update. ';
  return `${lead}${visiting} ${after.visiting}, ${home} ${after.home}.`;
}
