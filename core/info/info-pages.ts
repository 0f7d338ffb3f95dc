import type { Sport } from '../sports/sport';

/** Loader data of subscribe: the sports a fan may pick as interests. */
export interface SubscribePageData {
  sports: Sport[];
}

/** Loader data of login: where to return after signing in (a path on this site), if any. */
export interface LoginPageData {
  redirectTo: string | null;
}
