import { createContext, useContext } from 'react';
import type { Clock } from '../../core/platform/clock.port';
import type { CookieJar } from '../../core/platform/cookie-jar.port';

/** The platform ports the views' effects use (time for timers, cookies for dismissals); composition provides them. */
export interface Platform {
  clock: Clock;
  cookies: CookieJar;
}

const NO_COOKIES: CookieJar = { get: () => undefined, set: () => {}, remove: () => {} };

// Outside the app (a view rendered alone) time still runs and nothing is remembered.
export const PlatformContext = createContext<Platform>({ clock: { now: () => Date.now() }, cookies: NO_COOKIES });

export function usePlatform(): Platform {
  return useContext(PlatformContext);
}
