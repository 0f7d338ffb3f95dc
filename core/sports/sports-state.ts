import type { Sport } from './sport';

/** spec 4: the sports state holds the list and the current sport. */
export interface SportsState {
  readonly sports: readonly Sport[];
  readonly current: Sport | undefined;
}

export const emptySportsState: SportsState = { sports: [], current: undefined };

/** spec 4: the list is fetched only when empty. */
export function needsSportsFetch(state: SportsState): boolean {
  return state.sports.length === 0;
}

export function withSports(state: SportsState, sports: readonly Sport[]): SportsState {
  return { ...state, sports };
}

/** spec 4: the current sport changes only if it differs by id or goes between absent and present. */
export function currentSportChanges(current: Sport | undefined, next: Sport | undefined): boolean {
  if (current === undefined || next === undefined) return current !== next;
  return current.id !== next.id;
}

export function withCurrentSport(state: SportsState, next: Sport | undefined): SportsState {
  return currentSportChanges(state.current, next) ? { ...state, current: next } : state;
}

/** spec 4: set by looking up an id in the list; an unfound id gives undefined. */
export function withCurrentSportId(state: SportsState, id: number | undefined): SportsState {
  return withCurrentSport(state, id === undefined ? undefined : findSportById(state.sports, id));
}

export function findSportById(sports: readonly Sport[], id: number): Sport | undefined {
  return sports.find((sport) => sport.id === id);
}

export function findSportByGlobalSlug(sports: readonly Sport[], slug: string): Sport | undefined {
  const wanted = slug.toLowerCase();
  return sports.find((sport) => sport.global_sport_name_slug.toLowerCase() === wanted);
}

export function findSportByShortName(sports: readonly Sport[], shortName: string): Sport | undefined {
  const wanted = shortName.toLowerCase();
  return sports.find((sport) => sport.shortname.toLowerCase() === wanted);
}

/** spec 4: by global slug, falling back to short name. */
export function findSportBySlug(sports: readonly Sport[], slug: string): Sport | undefined {
  return findSportByGlobalSlug(sports, slug) ?? findSportByShortName(sports, slug);
}

/** spec 4: real sports exclude non_sport entries, sorted by title ascending. */
export function realSports(sports: readonly Sport[]): Sport[] {
  return sports.filter((sport) => !sport.non_sport).sort((a, b) => a.title.localeCompare(b.title, 'en'));
}
