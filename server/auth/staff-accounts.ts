import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../store/database';
import { staffAccounts } from '../store/tables/staff';
import { hashPassword } from './password';

export const STAFF_ROLES = ['editor', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** OWASP: at least 12 characters for a password without a second factor; at most 128 (argon2 input stays cheap). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const newStaffAccount = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email({ error: 'Please enter a valid email address.' })),
  displayName: z.string().trim().min(1).max(120),
  role: z.enum(STAFF_ROLES),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, { error: `The password needs at least ${PASSWORD_MIN_LENGTH} characters.` })
    .max(PASSWORD_MAX_LENGTH, { error: `The password may have at most ${PASSWORD_MAX_LENGTH} characters.` }),
});
export type NewStaffAccount = z.input<typeof newStaffAccount>;

export type StaffAccountRow = typeof staffAccounts.$inferSelect;

/** Creates a school's staff account (the email is stored trimmed, in lower case). */
export async function createStaffAccount(db: Db, tenantId: number, input: NewStaffAccount): Promise<StaffAccountRow> {
  const account = newStaffAccount.parse(input);
  const [row] = await db
    .insert(staffAccounts)
    .values({ tenantId, email: account.email, displayName: account.displayName, role: account.role, passwordHash: await hashPassword(account.password) })
    .returning();
  return row!;
}

export async function findStaffAccount(db: Db, tenantId: number, email: string): Promise<StaffAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.tenantId, tenantId), eq(staffAccounts.email, email.trim().toLowerCase())));
  return row;
}
