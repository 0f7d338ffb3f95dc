/** A game a story can be related to (the editor's picker lists them by date and opponent). */
export interface GameChoice {
  id: number;
  date: string;
  opponent: string;
  location: 'home' | 'away' | 'neutral';
  season: string;
}

const AT = { home: 'vs.', away: 'at', neutral: 'vs.' } as const;

/** "Nov 14, 2026 — vs. Lakeview (2026-27)"; the date is formatted by the caller (the studio's clock words). */
export function gameChoiceLabel(game: GameChoice, date: string): string {
  return `${date} — ${AT[game.location]} ${game.opponent}${game.location === 'neutral' ? ' (neutral site)' : ''}`;
}
