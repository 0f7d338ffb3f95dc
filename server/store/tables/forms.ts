import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FormFieldWire } from '../../../contract/forms';
import { tenants } from './foundation';

/** A stored submission's values by field name: only the fields that were visible when it was sent. */
export type StoredFormValues = Record<string, string | string[] | null>;

/**
 * Forms and surveys (spec 4 and 5). `fields` is the raw field list the core form parser reads.
 * A `hidden` form is a draft only the school's staff see; one with an `accessCodeHash` (argon2id)
 * opens to its staff or to whoever has the code. The row is locked while a submission is counted
 * and stored, so `maxSubmissions` holds under concurrency.
 */
export const forms = pgTable(
  'forms',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    fields: jsonb('fields').$type<FormFieldWire[]>().notNull(),
    startDate: timestamp('start_date', { withTimezone: true }),
    expirationDate: timestamp('expiration_date', { withTimezone: true }),
    /** null: no maximum. */
    maxSubmissions: integer('max_submissions'),
    hidden: boolean('hidden').notNull().default(false),
    accessCodeHash: text('access_code_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('forms_tenant').on(t.tenantId)],
);

/** One submission of a form. The idempotency key (when the client sent one) is unique per form. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    values: jsonb('values').$type<StoredFormValues>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    idempotencyKey: text('idempotency_key'),
    /** The client address it came from (abuse handling); null for seeded rows. */
    address: text('address'),
  },
  (t) => [index('form_submissions_form_time').on(t.formId, t.submittedAt), uniqueIndex('form_submissions_form_key').on(t.formId, t.idempotencyKey)],
);
