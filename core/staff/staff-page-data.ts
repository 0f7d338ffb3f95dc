import type { CoachingRecordsType } from '../people/people-paths';
import type { Roster, RosterSeason } from '../roster/roster';
import type { SportPageData } from '../shell/sport-page-data';
import type { CoachCareerRecord, CoachingRecords, CoachSeasonRecord } from './coaching-records';
import type { StaffDepartment, StaffMember, StaffRole } from './staff-member';

/** coach_list and coach_coaching_records share a path pattern (spec 2.1); the segment decides. */
export type CoachesPageData = SportPageData &
  (
    | { kind: 'coaches'; seasons: RosterSeason[]; season: RosterSeason | null; roster: Roster | null }
    | { kind: 'records'; type: CoachingRecordsType; records: CoachingRecords }
  );

/** Where a staff bio is shown: a sport's coach or support staff page, or the directory. */
export type StaffBioContext = 'coach' | 'support' | 'directory';

export type StaffBioPageData = Partial<SportPageData> & {
  kind: 'bio';
  context: StaffBioContext;
  member: StaffMember;
  /** The member's role in the page's sport. */
  role: StaffRole | null;
  /** A head coach's record in the page's sport. */
  records: { yearly: CoachSeasonRecord[]; career: CoachCareerRecord | undefined } | null;
};

export interface StaffDirectoryPageData {
  departments: StaffDepartment[];
  members: StaffMember[];
}

/** staff_department and staff_bio share a path pattern (spec 2.1); a '-department' segment decides. */
export type StaffDirectoryEntryPageData = { kind: 'department'; department: StaffDepartment; members: StaffMember[] } | StaffBioPageData;

/** A sport's staff: its department of the directory. */
export interface SportStaffPageData extends SportPageData {
  department: StaffDepartment | null;
  members: StaffMember[];
}
