import { createContext, useContext } from 'react';
import type { SportPageData } from '../../core/shell/sport-page-data';

/**
 * spec 2.2: the current sport, set from the route after each page load, with its sport
 * navigation ([] until loaded). Provided by composition; undefined off sport pages.
 */
export const CurrentSportContext = createContext<SportPageData | undefined>(undefined);

export function useCurrentSport(): SportPageData | undefined {
  return useContext(CurrentSportContext);
}
