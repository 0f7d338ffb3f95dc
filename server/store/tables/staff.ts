import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './foundation';

/** Staff accounts, per school (DESIGN 8: passwords hashed with argon2id). */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Trimmed and in lower case. */
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    /** 'editor' or 'admin'. */
    role: text('role').notNull(),
    /** The argon2id hash in its PHC string form. */
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** 1 on create, +1 on every change (migration 0020): PUT and DELETE need it in If-Match. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** The account that changed it last (null: never changed in the studio). */
    updatedBy: integer('updated_by'),
  },
  (t) => [uniqueIndex('staff_accounts_tenant_email').on(t.tenantId, t.email)],
);

/**
 * Signed-in sessions, shared by every server instance. The cookie holds a random id; only its
 * SHA-256 is stored, so a copy of the table signs nobody in.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id').notNull(),
    /** The synchronizer token of state-changing requests. */
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Idle expiry runs from here. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_sessions_account').on(t.accountId)],
);

/** Failed sign-ins, for the per-account and per-address limits (shared by every instance). */
export const staffLoginFailures = pgTable(
  'staff_login_failures',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_login_failures_account').on(t.tenantId, t.email, t.failedAt), index('staff_login_failures_address').on(t.address, t.failedAt)],
);
