import type { PageContext } from '../page-family';
import { peopleLoaders } from './people-loaders';

// Loaded with the first people-family page, so the site's first load does not carry it (DESIGN 7).

/** The people family's pages and their loaders. */
export function peoplePages(context: PageContext) {
  const loaders = peopleLoaders(context);
  const coachesPage = { load: () => import('../../ui/pages/coach-list/coach-list-page'), loader: loaders.coaches };
  const staffBioPage = () => import('../../ui/pages/staff-bio/staff-bio-page');
  const directoryEntryPage = { load: () => import('../../ui/pages/staff-directory-entry/staff-directory-entry-page'), loader: loaders.directoryEntry };
  const historicalRosterPage = () => import('../../ui/pages/historical-roster/historical-roster-page');
  return {
    roster_list: { load: () => import('../../ui/pages/roster-list/roster-list-page'), loader: loaders.rosterList },
    roster_list_print: { load: () => import('../../ui/pages/roster-print/roster-print-page'), loader: loaders.rosterList },
    roster_bio: { load: () => import('../../ui/pages/roster-bio/roster-bio-page'), loader: loaders.rosterBio },
    historical_roster: { load: historicalRosterPage, loader: loaders.historicalRoster },
    historical_roster_sport: { load: historicalRosterPage, loader: loaders.historicalRosterSport },
    coach_list: coachesPage,
    coach_coaching_records: coachesPage,
    coach_bio: { load: staffBioPage, loader: loaders.coachBio },
    support_staff_bio: { load: staffBioPage, loader: loaders.supportStaffBio },
    sport_staff: { load: () => import('../../ui/pages/sport-staff/sport-staff-page'), loader: loaders.sportStaff },
    staff_list: { load: () => import('../../ui/pages/staff-list/staff-list-page'), loader: loaders.staffDirectory },
    staff_list_print: { load: () => import('../../ui/pages/staff-print/staff-print-page'), loader: loaders.staffDirectory },
    staff_department: directoryEntryPage,
    staff_bio: directoryEntryPage,
  };
}
