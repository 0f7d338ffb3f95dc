import type { LivePlayer, LiveSide } from './live-game';

/** 'Jordan Reyes', or the uniform number when the feed gives no name; '' when it gives nothing. */
export function livePlayerName(player: LivePlayer | null | undefined): string {
  if (!player) return '';
  const name = [player.FirstName, player.LastName].map((part) => part?.trim() ?? '').filter((part) => part !== '').join(' ');
  if (name !== '') return name;
  return player.UniformNumber?.trim() ? `#${player.UniformNumber.trim()}` : '';
}

/** 'HomeTeam' or 'VisitingTeam' when the text names one (a play's or a player's Team), else null. */
export function liveSide(value: string | null | undefined): LiveSide | null {
  return value === 'HomeTeam' || value === 'VisitingTeam' ? value : null;
}

/** live-stats-feed: a team's Name may carry a rank prefix such as '#7'. */
export function splitRank(name: string | null | undefined): { name: string; rank: number | null } {
  const text = (name ?? '').trim();
  const match = /^#\s*(\d+)\s+(.+)$/.exec(text);
  if (!match) return { name: text, rank: null };
  return { name: match[2]!.trim(), rank: Number(match[1]) };
}
