import type { Game, LocationIndicator } from './game';

export type GameResultType = 'recent' | 'upcoming';

// spec 4: recent if a result exists, else upcoming.
export function gameResultType(game: Pick<Game, 'result'>): GameResultType {
  return game.result ? 'recent' : 'upcoming';
}

// spec 4: schedule lists hide type S games with status O and no result.
export function isShownInSchedule(game: Pick<Game, 'type' | 'status' | 'result'>): boolean {
  return !(game.type === 'S' && game.status === 'O' && !game.result);
}

export function scheduleGames<T extends Pick<Game, 'type' | 'status' | 'result'>>(games: readonly T[]): T[] {
  return games.filter(isShownInSchedule);
}

export type LocationFilter = 'All' | LocationIndicator;

// spec 9: location filters All, Home H, Away A, Neutral N.
export const LOCATION_FILTERS: readonly { value: LocationFilter; label: string }[] = [
  { value: 'All', label: 'All' },
  { value: 'H', label: 'Home' },
  { value: 'A', label: 'Away' },
  { value: 'N', label: 'Neutral' },
];

export function filterGamesByLocation<T extends Pick<Game, 'location_indicator'>>(
  games: readonly T[],
  filter: LocationFilter,
): T[] {
  return filter === 'All' ? [...games] : games.filter((game) => game.location_indicator === filter);
}
