import { inArray } from 'drizzle-orm';
import type { Db } from '../../store/database';
import { staffAccounts } from '../../store/tables/staff';

export interface StaffRef {
  id: number;
  name: string;
}

/** The display names of staff accounts by id (an account removed since is simply missing). */
export async function staffNames(db: Db, ids: ReadonlyArray<number | null>): Promise<Map<number, StaffRef>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: staffAccounts.id, name: staffAccounts.displayName }).from(staffAccounts).where(inArray(staffAccounts.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Who changed an item last, as the wire names them. */
export function staffRefOf(names: Map<number, StaffRef>, id: number | null): StaffRef | null {
  return id === null ? null : (names.get(id) ?? null);
}
