import { PlayerRepositoryToken, RosterRepositoryToken } from '../../core/roster/roster.tokens';
import { StaffRepositoryToken } from '../../core/staff/staff.tokens';
import { lazyPages } from '../lazy-pages';
import type { PageFamily } from '../page-family';

const PAGES = [
  'roster_list',
  'roster_list_print',
  'roster_bio',
  'historical_roster',
  'historical_roster_sport',
  'coach_list',
  'coach_coaching_records',
  'coach_bio',
  'support_staff_bio',
  'sport_staff',
  'staff_list',
  'staff_list_print',
  'staff_department',
  'staff_bio',
] as const;

/** The people pages: rosters, player bios, the historical roster, coaches, staff and the staff directory. */
export const peopleFamily: PageFamily = {
  bind(repository) {
    repository(RosterRepositoryToken, () => import('../../adapters/api/api-roster-repository').then((m) => m.ApiRosterRepository));
    repository(PlayerRepositoryToken, () => import('../../adapters/api/api-player-repository').then((m) => m.ApiPlayerRepository));
    repository(StaffRepositoryToken, () => import('../../adapters/api/api-staff-repository').then((m) => m.ApiStaffRepository));
  },
  pages: (context) => lazyPages(PAGES, () => import('./people-pages').then((m) => m.peoplePages(context))),
};
