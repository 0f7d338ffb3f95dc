import { count, desc, eq } from 'drizzle-orm';
import type { FormSubmissionsPageWire } from '../../contract/forms';
import { toPage, type Paging } from '../http/paging';
import type { Db } from '../store/database';
import { formSubmissions } from '../store/tables/forms';

/** Most rows one CSV export holds. */
export const MAX_EXPORT_ROWS = 50_000;

/** A page of a form's submissions for staff, newest first. */
export async function submissionsPage(db: Db, formId: number, paging: Paging): Promise<FormSubmissionsPageWire> {
  const where = eq(formSubmissions.formId, formId);
  const [rows, [total]] = await Promise.all([
    db.select().from(formSubmissions).where(where).orderBy(desc(formSubmissions.submittedAt), desc(formSubmissions.id)).limit(paging.pageSize).offset(paging.offset),
    db.select({ n: count() }).from(formSubmissions).where(where),
  ]);
  return toPage(
    rows.map((row) => ({ submissionId: row.id, submittedAt: row.submittedAt.toISOString(), values: row.values })),
    total?.n ?? 0,
    paging,
  );
}

/** Every submission of a form for the CSV export, oldest first. */
export async function allSubmissions(db: Db, formId: number) {
  return db
    .select({ submittedAt: formSubmissions.submittedAt, values: formSubmissions.values })
    .from(formSubmissions)
    .where(eq(formSubmissions.formId, formId))
    .orderBy(formSubmissions.submittedAt, formSubmissions.id)
    .limit(MAX_EXPORT_ROWS);
}
