import type { StudioGame } from './studio-game';

/** Which of a season's games the studio's schedule table shows. */
export const GAME_SHOWS = ['all', 'due', 'upcoming', 'final'] as const;
export type GameShow = (typeof GAME_SHOWS)[number];
export const GAME_SHOW_LABELS: Record<GameShow, string> = { all: 'All games', due: 'Results due', upcoming: 'Still to play', final: 'With a result' };

export type GameSort = 'date' | 'opponent';

export interface GameListView {
  show: GameShow;
  /** Words in the opponent's name or the event's title. */
  q: string;
  sort: GameSort;
  dir: 'asc' | 'desc';
}

type ListedGame = Pick<StudioGame, 'id' | 'startsAt' | 'opponent' | 'status' | 'result' | 'live'>;

/** A game that has started, is not a stat crew's live game, was not called off and has no result yet. */
export function isResultDue(game: ListedGame, now: number): boolean {
  return game.result === null && !game.live && game.status === 'scheduled' && Date.parse(game.startsAt) <= now;
}

function shown(game: ListedGame, show: GameShow, now: number): boolean {
  if (show === 'due') return isResultDue(game, now);
  if (show === 'upcoming') return game.result === null && Date.parse(game.startsAt) > now;
  if (show === 'final') return game.result !== null;
  return true;
}

/** The season's games the table shows, in its order (ties by start, then id, so the order never wavers). */
export function gamesInView<T extends ListedGame>(games: readonly T[], view: GameListView, now: number): T[] {
  const words = view.q.trim().toLowerCase();
  const sign = view.dir === 'asc' ? 1 : -1;
  const byStart = (a: T, b: T) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id - b.id;
  return games
    .filter((game) => shown(game, view.show, now) && (!words || game.opponent.toLowerCase().includes(words)))
    .sort((a, b) => sign * (view.sort === 'opponent' ? a.opponent.localeCompare(b.opponent) || byStart(a, b) : byStart(a, b)));
}
