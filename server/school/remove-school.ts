import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { notifyContentChange } from '../studio/content-changes';
import type { Database } from '../store/database';
import { tenants } from '../store/tables/foundation';
import { staffLoginFailures } from '../store/tables/staff';

export const REMOVE_SCHOOL_USAGE = `usage: npm run school:remove -- --tenant <key> [--yes]
Removes the school and everything it owns (content, media, staff accounts, form submissions). Without --yes it asks you to type the key.`;

export function parseRemoveSchoolArgs(argv: string[]): { tenant: string; yes: boolean } {
  const { values } = parseArgs({ args: argv, options: { tenant: { type: 'string' }, yes: { type: 'boolean', default: false } }, strict: true });
  if (!values.tenant) throw new Error(REMOVE_SCHOOL_USAGE);
  return { tenant: values.tenant.trim().toLowerCase(), yes: values.yes ?? false };
}

export async function findSchool(database: Database, key: string): Promise<{ id: number; name: string } | undefined> {
  const [row] = await database.db.select({ id: tenants.id, name: tenants.name }).from(tenants).where(eq(tenants.key, key));
  return row;
}

/**
 * Removes a school in one transaction: its tenants row, and with it (ON DELETE CASCADE) every row it owns; sign-in
 * failures, kept by tenant without a key, explicitly. Running servers on PostgreSQL stop serving it at once.
 */
export async function removeSchool(database: Database, key: string): Promise<string> {
  const school = await findSchool(database, key);
  if (!school) throw new Error(`No school with the key '${key}'.`);
  await database.db.transaction(async (tx) => {
    await tx.delete(staffLoginFailures).where(eq(staffLoginFailures.tenantId, school.id));
    await tx.delete(tenants).where(eq(tenants.id, school.id));
    await notifyContentChange(tx, database, school.id, { directory: true });
  });
  return `Removed ${school.name} (${key}) and everything it owned.`;
}
