import { createContext, useContext } from 'react';
import type { Platform } from '../../ui/routing/platform-context';
import type { CurrentSportStore } from './current-sport-store';

/** What the routing frames read while rendering: one per app (router). */
export interface RoutingRuntime {
  currentSport: CurrentSportStore;
  platform: Platform;
}

export const RoutingRuntimeContext = createContext<RoutingRuntime | null>(null);

export function useRoutingRuntime(): RoutingRuntime | null {
  return useContext(RoutingRuntimeContext);
}
