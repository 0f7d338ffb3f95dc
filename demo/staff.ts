import { createStaffAccount } from '../server/auth/staff-accounts';
import type { Db } from '../server/store/database';
import type { DemoSchool } from './schools';

/** The demo staff account of a school, for trying staff previews (docs/forms-and-staff.md gives these). */
export function demoStaffOf(school: Pick<DemoSchool, 'key' | 'shortName'>) {
  return {
    email: `preview@${school.key}.example.edu`,
    password: `preview-${school.key}`,
    displayName: `${school.shortName} web desk`,
    role: 'admin' as const,
  };
}

export async function seedStaff(db: Db, tenantId: number, school: DemoSchool): Promise<void> {
  await createStaffAccount(db, tenantId, demoStaffOf(school));
}
