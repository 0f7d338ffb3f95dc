/** The school's staff accounts as the studio's Staff screen shows them (admin only, /studio/staff). */

export const STAFF_ROLES = ['editor', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface StaffAccount {
  id: number;
  version: number;
  email: string;
  name: string;
  role: StaffRole;
  createdAt: string;
  /** The signed-in administrator's own account. */
  you: boolean;
}

export interface NewStaffAccount {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

/** A change to an account: any of name, role, a new password (an empty password keeps the old one). */
export interface StaffAccountChange {
  name: string;
  role: StaffRole;
  password: string;
}

export const STAFF_PASSWORD_MIN = 12;

/** The server's words (contract/studio/staff.ts), so the browser says what the server would. */
export const STAFF_MESSAGES = {
  email: 'Enter a valid email address.',
  name: 'Enter their name.',
  role: 'Choose editor or admin.',
  password: `The password needs at least ${STAFF_PASSWORD_MIN} characters.`,
  editorsOnly: 'Only administrators manage staff accounts.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function nameAndRoleErrors(draft: { name: string; role: string }, errors: Record<string, string>): void {
  if (draft.name.trim() === '') errors.name = STAFF_MESSAGES.name;
  if (!(STAFF_ROLES as readonly string[]).includes(draft.role)) errors.role = STAFF_MESSAGES.role;
}

export function newStaffAccountErrors(draft: NewStaffAccount): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!EMAIL.test(draft.email.trim())) errors.email = STAFF_MESSAGES.email;
  nameAndRoleErrors(draft, errors);
  if (draft.password.length < STAFF_PASSWORD_MIN) errors.password = STAFF_MESSAGES.password;
  return errors;
}

export function staffAccountChangeErrors(change: StaffAccountChange): Record<string, string> {
  const errors: Record<string, string> = {};
  nameAndRoleErrors(change, errors);
  if (change.password !== '' && change.password.length < STAFF_PASSWORD_MIN) errors.password = STAFF_MESSAGES.password;
  return errors;
}

/** What a PUT sends: only what changed, the password only when one was typed. */
export function staffChangeBody(account: Pick<StaffAccount, 'name' | 'role'>, change: StaffAccountChange): Partial<StaffAccountChange> {
  return {
    ...(change.name.trim() !== account.name ? { name: change.name.trim() } : {}),
    ...(change.role !== account.role ? { role: change.role } : {}),
    ...(change.password !== '' ? { password: change.password } : {}),
  };
}

/** The columns the staff table sorts by. */
export const STAFF_SORTS = ['name', 'email', 'role', 'added'] as const;
export type StaffSort = (typeof STAFF_SORTS)[number];

/** The accounts whose name or email holds the words, sorted by a column (name as the tie-break). */
export function staffInView(accounts: readonly StaffAccount[], view: { q: string; sort: StaffSort; dir: 'asc' | 'desc' }): StaffAccount[] {
  const words = view.q.trim().toLowerCase();
  const key: Record<StaffSort, (account: StaffAccount) => string> = { name: (account) => account.name, email: (account) => account.email, role: (account) => account.role, added: (account) => account.createdAt };
  const sign = view.dir === 'asc' ? 1 : -1;
  return accounts
    .filter((account) => words === '' || `${account.name} ${account.email}`.toLowerCase().includes(words))
    .sort((a, b) => sign * key[view.sort](a).localeCompare(key[view.sort](b)) || a.name.localeCompare(b.name));
}
