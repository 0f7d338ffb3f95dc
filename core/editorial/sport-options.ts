import type { Sport } from '../sports/sport';
import { realSports } from '../sports/sports-state';
import type { FilterOption } from './filter-option';

/** A sport filter's options: the real sports (spec 4: non-sports excluded), by title. */
export function sportFilterOptions(sports: readonly Sport[]): FilterOption[] {
  return [...realSports(sports)].sort((a, b) => a.title.localeCompare(b.title, 'en') || a.id - b.id).map((sport) => ({ value: sport.id, label: sport.title }));
}
