import { and, asc, count, eq } from 'drizzle-orm';
import type { StaffCreateBody, StaffMemberWire, StaffUpdateBody } from '../../../contract/studio/staff';
import { hashPassword } from '../../auth/password';
import { ApiError, notFound } from '../../http/api-error';
import type { Db } from '../../store/database';
import { staffAccounts } from '../../store/tables/staff';
import { isUniqueViolation } from '../../store/unique-violation';
import { writeContent, type ContentWriteDeps } from '../content-write';
import { versionGuard } from '../version-guard';
import { invalidInput } from '../studio-route';
import type { StudioActor } from '../studio-guard';

/** 404, 412 and a write only at the version read (server/studio/version-guard.ts). */
const guard = versionGuard(staffAccounts, requireAccount, (row) => row);

type AccountRow = typeof staffAccounts.$inferSelect;

/** What the audit log keeps of an account: never its password hash. */
function snapshot(row: AccountRow): Record<string, unknown> {
  return { id: row.id, email: row.email, name: row.displayName, role: row.role, version: row.version };
}

export function toStaffWire(row: AccountRow, you: number): StaffMemberWire {
  return { id: row.id, email: row.email, name: row.displayName, role: row.role === 'admin' ? 'admin' : 'editor', createdAt: row.createdAt.toISOString(), you: row.id === you, version: row.version };
}

export async function listStaff(db: Db, tenantId: number, page: number, pageSize: number): Promise<{ rows: AccountRow[]; total: number }> {
  const where = eq(staffAccounts.tenantId, tenantId);
  const [counted] = await db.select({ total: count() }).from(staffAccounts).where(where);
  const rows = await db.select().from(staffAccounts).where(where).orderBy(asc(staffAccounts.displayName), asc(staffAccounts.id)).limit(pageSize).offset((page - 1) * pageSize);
  return { rows, total: counted?.total ?? 0 };
}

export async function requireAccount(db: Db, tenantId: number, id: number): Promise<AccountRow> {
  const [row] = await db.select().from(staffAccounts).where(and(eq(staffAccounts.tenantId, tenantId), eq(staffAccounts.id, id)));
  if (!row) throw notFound(`No staff account with id ${id}.`);
  return row;
}

/** The school's administrators, locked until the transaction ends: two admins demoting each other cannot both pass. */
async function lockedAdmins(tx: Db, tenantId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.tenantId, tenantId), eq(staffAccounts.role, 'admin')))
    .for('update');
  return rows.map((row) => row.id);
}

const LAST_ADMIN = 'The site needs at least one administrator.';
const EMAIL_TAKEN = 'Someone on the staff already has this email address.';

export async function addStaff(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, body: StaffCreateBody): Promise<AccountRow> {
  const passwordHash = await hashPassword(body.password);
  try {
    return await writeContent(deps, { tenantId, actor, kind: 'staff', action: 'create' }, async (tx, at) => {
      const [taken] = await tx.select({ id: staffAccounts.id }).from(staffAccounts).where(and(eq(staffAccounts.tenantId, tenantId), eq(staffAccounts.email, body.email)));
      if (taken) throw invalidInput({ email: EMAIL_TAKEN });
      const [row] = await tx.insert(staffAccounts).values({ tenantId, email: body.email, displayName: body.name, role: body.role, passwordHash, createdAt: at, version: 1, updatedAt: at, updatedBy: actor.accountId }).returning();
      return { result: row!, itemId: row!.id, before: null, after: snapshot(row!), summary: `Added ${row!.displayName} as ${row!.role}` };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidInput({ email: EMAIL_TAKEN });
    throw error;
  }
}

/** Only while the row is still at the version read: a change committed in between is a 412, not lost. */

export async function changeStaff(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, id: number, expected: number, body: StaffUpdateBody): Promise<AccountRow> {
  const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
  return writeContent(deps, { tenantId, actor, kind: 'staff', action: 'update', itemId: id }, async (tx, at) => {
    const admins = await lockedAdmins(tx, tenantId);
    const before = await guard.expected(tx, tenantId, id, expected);
    if (body.role === 'editor' && before.role === 'admin' && admins.length <= 1) throw invalidInput({ role: LAST_ADMIN });
    const [row] = await tx
      .update(staffAccounts)
      .set({
        ...(body.name !== undefined ? { displayName: body.name } : {}),
        ...(body.role !== undefined ? { role: body.role } : {}),
        ...(passwordHash ? { passwordHash } : {}),
        version: before.version + 1,
        updatedAt: at,
        updatedBy: actor.accountId,
      })
      .where(guard.at(tenantId, id, before.version))
      .returning();
    if (!row) return guard.lostRace(tx, tenantId, id);
    // The audit says a password was changed, never what it is or its hash.
    const after = { ...snapshot(row), ...(passwordHash ? { passwordChanged: true } : {}) };
    return { result: row, before: snapshot(before), after, summary: `Changed the account of ${row.displayName}` };
  });
}

export async function removeStaff(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, id: number, expected: number): Promise<void> {
  if (id === actor.accountId) throw new ApiError(409, 'cannot_remove_self', 'You cannot remove your own account.');
  await writeContent(deps, { tenantId, actor, kind: 'staff', action: 'delete', itemId: id }, async (tx) => {
    const admins = await lockedAdmins(tx, tenantId);
    const before = await guard.expected(tx, tenantId, id, expected);
    if (before.role === 'admin' && admins.length <= 1) throw new ApiError(409, 'last_admin', LAST_ADMIN);
    // Its sessions go with it (ON DELETE CASCADE): the person is signed out everywhere at once.
    const gone = await tx.delete(staffAccounts).where(guard.at(tenantId, id, before.version)).returning({ id: staffAccounts.id });
    if (gone.length === 0) await guard.lostRace(tx, tenantId, id);
    return { result: undefined, before: snapshot(before), after: null, summary: `Removed ${before.displayName}` };
  });
}
