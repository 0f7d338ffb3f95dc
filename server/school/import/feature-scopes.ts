import type { SportWire } from '../../../contract/sports';
import { localIdOf, type ImportContext } from './import-writer';

/** A page a feature is placed on: the home page (origin sport 0, no sport of ours) or one sport's pages. */
export interface FeatureScope {
  /** The origin's sportId query value (0: the home page). */
  originSportId: number;
  /** Our sport id; null for the home page. */
  sportId: number | null;
}

/** The home page, then every sport we hold, in the origin's order: the pages per-sport features are asked for. */
export function featureScopes(context: ImportContext, sportList: readonly SportWire[]): FeatureScope[] {
  const sports = sportList.flatMap((sport) => {
    const sportId = localIdOf(context, 'sports', sport.id);
    return sportId === null ? [] : [{ originSportId: sport.id, sportId }];
  });
  return [{ originSportId: 0, sportId: null }, ...sports];
}
