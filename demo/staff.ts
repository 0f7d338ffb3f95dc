import { staffCreateBody } from '../contract/studio/staff';
import type { ContentWriteDeps } from '../server/studio/content-write';
import { addStaff } from '../server/studio/staff/staff-commands';
import { DEMO_ACTOR } from './demo-writes';
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

/** The school's first administrator, added as the studio's Staff screen adds one: the contract's body, a version and an audit row. */
export async function seedStaff(deps: ContentWriteDeps, tenantId: number, school: DemoSchool): Promise<void> {
  const { email, password, displayName, role } = demoStaffOf(school);
  await addStaff(deps, tenantId, DEMO_ACTOR, staffCreateBody.parse({ email, name: displayName, role, password }));
}
