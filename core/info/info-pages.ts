import type { Sport } from '../sports/sport';
import type { StaffMember } from '../staff-access/staff-access';

/** Loader data of subscribe: the sports a fan may pick as interests. */
export interface SubscribePageData {
  sports: Sport[];
}

/** Loader data of login: where to return after signing in (a path on this site), if any, and who is signed in. */
export interface LoginPageData {
  redirectTo: string | null;
  staff: StaffMember | null;
}
