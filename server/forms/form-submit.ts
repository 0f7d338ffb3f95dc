import { and, count, eq } from 'drizzle-orm';
import { valuesFromWire } from '../../core/forms/form-page-data';
import { submissionBlock } from '../../core/forms/form-status';
import { storableValues, submittedValues, validateForm } from '../../core/forms/form-submission';
import type { Db } from '../store/database';
import { formSubmissions, forms } from '../store/tables/forms';
import { formsOf, schemaOf, type FormAccess } from './form-records';

export interface SubmissionRequest {
  tenantId: number;
  formId: number;
  access: FormAccess;
  values: Readonly<Record<string, string | readonly string[]>>;
  /** The client's Idempotency-Key: the same key for the same form answers the first submission. */
  idempotencyKey: string | null;
  address: string | null;
  now: number;
}

export type SubmissionOutcome =
  | { kind: 'stored' | 'replayed'; submissionId: number }
  | { kind: 'not_found' }
  | { kind: 'blocked'; reason: 'pending' | 'closed' | 'full' }
  | { kind: 'invalid'; fieldErrors: Readonly<Record<string, readonly string[]>>; formErrors: readonly string[] };

/**
 * Checks and stores one submission in a transaction that locks the form's row first, so the
 * count, the limit and the idempotency key are judged with no other submission of that form in
 * between: parallel submissions never exceed `maxSubmissions`.
 */
export async function submitForm(db: Db, request: SubmissionRequest): Promise<SubmissionOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(forms)
      .where(formsOf(request.tenantId, request.access, eq(forms.id, request.formId)))
      .for('update');
    if (!row) return { kind: 'not_found' };
    if (request.idempotencyKey !== null) {
      const [first] = await tx
        .select({ id: formSubmissions.id })
        .from(formSubmissions)
        .where(and(eq(formSubmissions.formId, row.id), eq(formSubmissions.idempotencyKey, request.idempotencyKey)));
      if (first) return { kind: 'replayed', submissionId: first.id };
    }
    const [counted] = await tx.select({ n: count() }).from(formSubmissions).where(eq(formSubmissions.formId, row.id));
    const form = schemaOf(row, counted?.n ?? 0);
    const block = submissionBlock(form, request.now);
    if (block !== null) return { kind: 'blocked', reason: block };
    const today = new Date(request.now).toISOString().slice(0, 10);
    // Judged as the site judged them: the values its inputs held, not their wire text.
    const values = valuesFromWire(form, request.values);
    const validation = validateForm(form, values, today);
    if (!validation.valid) return { kind: 'invalid', fieldErrors: validation.fieldErrors, formErrors: validation.formErrors };
    const [stored] = await tx
      .insert(formSubmissions)
      .values({
        formId: row.id,
        tenantId: request.tenantId,
        // Only the inputs visible for these values: a field hidden by its condition is dropped.
        values: storableValues(submittedValues(form, values)),
        submittedAt: new Date(request.now),
        idempotencyKey: request.idempotencyKey,
        address: request.address,
      })
      .returning({ id: formSubmissions.id });
    return { kind: 'stored', submissionId: stored!.id };
  });
}
