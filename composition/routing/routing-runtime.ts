import { createContext, useContext } from 'react';
import type { SeoSettings } from '../../core/seo/seo-settings';
import type { Platform } from '../../ui/routing/platform-context';
import type { CurrentSportStore } from './current-sport-store';

/** What the routing frames read while rendering: one per app (router). */
export interface RoutingRuntime {
  currentSport: CurrentSportStore;
  /** The SEO settings the setup guard loaded (null before, or when the call failed). */
  seo(): SeoSettings | null;
  platform: Platform;
}

export const RoutingRuntimeContext = createContext<RoutingRuntime | null>(null);

export function useRoutingRuntime(): RoutingRuntime | null {
  return useContext(RoutingRuntimeContext);
}
