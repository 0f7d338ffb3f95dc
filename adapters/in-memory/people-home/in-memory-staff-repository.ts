import { EMPTY_COACHING_RECORDS, type CoachingRecords } from '../../../core/staff/coaching-records';
import type { StaffDepartment, StaffMember } from '../../../core/staff/staff-member';
import type { StaffRepository } from '../../../core/staff/staff-repository.port';
import type { InMemoryDeps } from '../demo-source';
import { answer } from '../in-memory-answer';
import type { StaffData } from './people-home-data';

/** The staff directory and coaching records, from the demo snapshot. */
export class InMemoryStaffRepository implements StaffRepository {
  constructor(private readonly deps: InMemoryDeps<StaffData>) {}

  directory(): Promise<StaffMember[]> {
    return answer(this.deps, 'staff directory', [], (data) => [...data.directory]);
  }

  department(departmentId: number): Promise<StaffMember[]> {
    return answer(this.deps, 'staff department', [], (data) => data.directory.filter((member) => member.department.id === departmentId));
  }

  departments(): Promise<StaffDepartment[]> {
    return answer(this.deps, 'staff departments', [], (data) => [...data.departments]);
  }

  member(staffId: number): Promise<StaffMember | undefined> {
    return answer(this.deps, 'staff member', undefined, (data) => data.directory.find((member) => member.id === staffId) ?? data.others.find((member) => member.id === staffId));
  }

  coachingRecords(sportId: number): Promise<CoachingRecords> {
    return answer(this.deps, 'coaching records', EMPTY_COACHING_RECORDS, (data) => data.records[String(sportId)] ?? EMPTY_COACHING_RECORDS);
  }
}
