import { useSyncExternalStore, type ReactNode } from 'react';
import { CurrentSportContext } from '../../ui/routing/current-sport-context';
import { PlatformContext } from '../../ui/routing/platform-context';
import { RoutingRuntimeContext, type RoutingRuntime } from './routing-runtime';

/** Provides the routing runtime to the page frames, and the current sport and platform ports to the views. */
export function RoutingRoot({ runtime, children }: { runtime: RoutingRuntime; children: ReactNode }) {
  const { subscribe, getSnapshot } = runtime.currentSport;
  const currentSport = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return (
    <RoutingRuntimeContext.Provider value={runtime}>
      <PlatformContext.Provider value={runtime.platform}>
        <CurrentSportContext.Provider value={currentSport}>{children}</CurrentSportContext.Provider>
      </PlatformContext.Provider>
    </RoutingRuntimeContext.Provider>
  );
}
