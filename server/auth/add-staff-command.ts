import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../store/database';
import { tenants } from '../store/tables/foundation';
import { createStaffAccount, findStaffAccount, newStaffAccount, STAFF_ROLES } from './staff-accounts';

export const ADD_STAFF_USAGE = `usage: npm run staff:add -- --tenant <school key> --email <address> --role <${STAFF_ROLES.join('|')}> [--name <display name>]
The password is read from STAFF_PASSWORD, or asked for.`;

export interface AddStaffRequest {
  tenant: string;
  email: string;
  role: string;
  name: string | undefined;
}

/** The command line of `npm run staff:add`; throws with the usage when it is incomplete. */
export function parseAddStaffArgs(argv: string[]): AddStaffRequest {
  const { values } = parseArgs({ args: argv, options: { tenant: { type: 'string' }, email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } }, strict: true });
  if (!values.tenant || !values.email || !values.role) throw new Error(ADD_STAFF_USAGE);
  return { tenant: values.tenant, email: values.email, role: values.role, name: values.name };
}

/** Creates the account; a clear error for an unknown school, a taken email or a weak password. */
export async function addStaff(db: Db, request: AddStaffRequest, password: string): Promise<string> {
  const [tenant] = await db.select({ id: tenants.id, name: tenants.name }).from(tenants).where(eq(tenants.key, request.tenant));
  if (!tenant) throw new Error(`No school with the key '${request.tenant}' (start the server once to create the demo schools).`);
  const input = { email: request.email, role: request.role as 'admin', displayName: request.name ?? request.email.split('@')[0] ?? request.email, password };
  const checked = newStaffAccount.safeParse(input);
  if (!checked.success) throw new Error(z.prettifyError(checked.error));
  if (await findStaffAccount(db, tenant.id, checked.data.email)) throw new Error(`${checked.data.email} already has a staff account at ${tenant.name}.`);
  const account = await createStaffAccount(db, tenant.id, input);
  return `Created the ${account.role} account ${account.email} (${account.displayName}) at ${tenant.name}.`;
}
