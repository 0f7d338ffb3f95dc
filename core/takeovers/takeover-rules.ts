import { RouteName } from '../routing/route-names';
import type { Takeover, TakeoverConfig, TakeoverList } from './takeover';

// spec 9: takeover request timeout 7000 ms.
export const TAKEOVER_TIMEOUT_MS = 7000;

// spec 9: default isConcurrent false.
export const DEFAULT_TAKEOVER_CONFIG: TakeoverConfig = { isConcurrent: false };

// spec 7/8: failures and disabled settings give no takeovers.
export const EMPTY_TAKEOVER_LIST: TakeoverList = { takeovers: [], config: DEFAULT_TAKEOVER_CONFIG };

// spec 4: takeovers are checked on Home and Sport Home only.
export const TAKEOVER_ROUTE_NAMES: readonly string[] = [RouteName.Home, RouteName.SportHome];

// spec 2.2: the concurrent game-day takeover page.
export const CONCURRENT_GAMEDAY_PATH = '/gameday/concurrent.aspx';

export function shouldCheckTakeovers(routeName: string | null | undefined): boolean {
  return routeName !== null && routeName !== undefined && TAKEOVER_ROUTE_NAMES.includes(routeName);
}

// spec 9: takeovers are enabled by default unless settings say otherwise.
export function areTakeoversEnabled(setting: boolean | null | undefined): boolean {
  return setting !== false;
}

export function withTakeoverConfigDefaults(config: Partial<TakeoverConfig> | null | undefined): TakeoverConfig {
  return { isConcurrent: config?.isConcurrent ?? DEFAULT_TAKEOVER_CONFIG.isConcurrent };
}

// spec 4: shown only if the sport's list has an entry with a url and a cookie the visitor lacks.
export function takeoverToShow(
  takeovers: readonly Takeover[],
  hasCookie: (name: string) => boolean,
): Takeover | undefined {
  return takeovers.find(({ url, cookie }) => Boolean(url) && Boolean(cookie) && !hasCookie(cookie as string));
}

// spec 2.2: /gameday/concurrent.aspx with query ids, the comma-separated game-day ids.
export function concurrentGameDayUrl(gameDayIds: readonly number[]): string {
  return `${CONCURRENT_GAMEDAY_PATH}?ids=${gameDayIds.join(',')}`;
}
