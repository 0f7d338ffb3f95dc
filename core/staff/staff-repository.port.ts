import type { CoachingRecords } from './coaching-records';
import type { StaffDepartment, StaffMember } from './staff-member';

/** The staff directory and coaching records. On failure it degrades (spec 8): empty lists, undefined. */
export interface StaffRepository {
  /** Every active staff member in directory order (departments, then rank). */
  directory(): Promise<StaffMember[]>;
  /** The members of one department, in directory order. */
  department(departmentId: number): Promise<StaffMember[]>;
  /** The directory's departments that have staff, in directory order. */
  departments(): Promise<StaffDepartment[]>;
  member(staffId: number): Promise<StaffMember | undefined>;
  /** The head coaches' records of a sport. */
  coachingRecords(sportId: number): Promise<CoachingRecords>;
}
