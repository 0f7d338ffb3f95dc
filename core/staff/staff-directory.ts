import { personSlug } from '../people/person-slug';
import type { StaffDepartment, StaffMember } from './staff-member';

// spec 2.1: a department's directory segment ends in '-department'; any other segment names a person.
export const DEPARTMENT_SUFFIX = '-department';

export function isDepartmentSegment(segment: string): boolean {
  return segment.toLowerCase().endsWith(DEPARTMENT_SUFFIX) && segment.length > DEPARTMENT_SUFFIX.length;
}

export function departmentSegment(department: Pick<StaffDepartment, 'slug' | 'title'>): string {
  const slug = department.slug.trim() !== '' ? department.slug.trim().toLowerCase() : personSlug(department.title, '');
  return `${slug}${DEPARTMENT_SUFFIX}`;
}

export function staffDepartmentPath(department: Pick<StaffDepartment, 'id' | 'slug' | 'title'>): string {
  return `/staff-directory/${departmentSegment(department)}/${department.id}`;
}

export interface DepartmentGroup {
  department: StaffDepartment;
  members: StaffMember[];
}

/**
 * The directory by department, in the departments' order; members keep their order. Departments
 * without members are left out; a member whose department is not listed gets a group after them.
 */
export function groupByDepartment(members: readonly StaffMember[], departments: readonly StaffDepartment[]): DepartmentGroup[] {
  const groups = new Map<number, DepartmentGroup>();
  for (const department of departments) groups.set(department.id, { department, members: [] });
  for (const member of members) {
    const group = groups.get(member.department.id) ?? { department: member.department, members: [] };
    group.members.push(member);
    groups.set(member.department.id, group);
  }
  return [...groups.values()].filter((group) => group.members.length > 0);
}

export interface StaffFilter {
  departmentId?: number;
  /** Matched, without regard to case, against the name and the title. */
  text?: string;
}

const fold = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

export function matchesStaffFilter(member: StaffMember, filter: StaffFilter): boolean {
  if (filter.departmentId !== undefined && member.department.id !== filter.departmentId) return false;
  const text = fold(filter.text ?? '');
  if (text === '') return true;
  const haystack = fold(`${member.first_name} ${member.last_name} ${member.title}`);
  return text.split(' ').every((word) => haystack.includes(word));
}

export function filterStaff(members: readonly StaffMember[], filter: StaffFilter): StaffMember[] {
  return members.filter((member) => matchesStaffFilter(member, filter));
}

/** The directory's filters from the URL: ?department={id}&q={text}. */
export function staffFilterFromQuery(read: (name: string) => string | null): StaffFilter {
  const department = (read('department') ?? '').trim();
  const text = (read('q') ?? '').trim().slice(0, 80);
  return {
    departmentId: /^\d{1,9}$/.test(department) ? Number(department) : undefined,
    text: text === '' ? undefined : text,
  };
}
