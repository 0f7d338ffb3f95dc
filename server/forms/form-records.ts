import { and, count, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { FormStatusWire, FormSummaryWire, FormWire } from '../../contract/forms';
import { parseFormSchema } from '../../core/forms/form-schema-parser';
import type { FormSchema } from '../../core/forms/form-schema';
import { submissionBlock } from '../../core/forms/form-status';
import type { Db } from '../store/database';
import { formSubmissions, forms } from '../store/tables/forms';

export type FormRow = typeof forms.$inferSelect;

/**
 * Who may reach a form: everyone (`public`: neither hidden nor protected), whoever has its access
 * code (`protected`, not hidden), or the school's signed-in staff (`staff`: any of its forms).
 */
export type FormAccess = 'public' | 'protected' | 'staff';

export function formsOf(tenantId: number, access: FormAccess, ...more: SQL[]): SQL | undefined {
  const kind = {
    public: and(eq(forms.hidden, false), isNull(forms.accessCodeHash)),
    protected: and(eq(forms.hidden, false), isNotNull(forms.accessCodeHash)),
    staff: undefined,
  }[access];
  return and(eq(forms.tenantId, tenantId), kind, ...more);
}

/** The form of that access with this id at the school, or undefined. */
export async function findForm(db: Db, tenantId: number, formId: number, access: FormAccess): Promise<FormRow | undefined> {
  const [row] = await db.select().from(forms).where(formsOf(tenantId, access, eq(forms.id, formId)));
  return row;
}

export async function submissionCountOf(db: Db, formId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(formSubmissions).where(eq(formSubmissions.formId, formId));
  return row?.n ?? 0;
}

/** The raw schema record the core parser reads (formWire without its status). */
export function rawFormOf(row: FormRow, submissionCount: number): Omit<FormWire, 'status'> {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startDate: row.startDate?.toISOString() ?? null,
    expirationDate: row.expirationDate?.toISOString() ?? null,
    maxSubmissions: row.maxSubmissions,
    submissionCount,
    fields: row.fields,
  };
}

/** The form as the core rules see it; a stored schema the parser cannot read is a server fault. */
export function schemaOf(row: FormRow, submissionCount: number): FormSchema {
  const parsed = parseFormSchema(rawFormOf(row, submissionCount));
  if (!parsed.ok) throw new Error(`form ${row.id} has a schema the form parser rejects: ${parsed.errors.join(' ')}`);
  return parsed.form;
}

/** spec 4: the form's state at `now`: pending, closed, full (the count reached the maximum) or active. */
export function statusOf(form: Pick<FormSchema, 'startDate' | 'expirationDate' | 'submissionCount' | 'maxSubmissions'>, now: number): FormStatusWire {
  return submissionBlock(form, now) ?? 'active';
}

export function toFormWire(row: FormRow, submissionCount: number, now: number): FormWire {
  return { ...rawFormOf(row, submissionCount), status: statusOf(schemaOf(row, submissionCount), now) };
}

/** The school's forms for staff, by id, with their counts. */
export async function formSummaries(db: Db, tenantId: number, now: number): Promise<FormSummaryWire[]> {
  const rows = await db.select().from(forms).where(formsOf(tenantId, 'staff')).orderBy(forms.id);
  const ids = rows.map((row) => row.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ formId: formSubmissions.formId, n: count() })
          .from(formSubmissions)
          .where(inArray(formSubmissions.formId, ids))
          .groupBy(formSubmissions.formId);
  const countOf = new Map(counts.map((row) => [row.formId, row.n]));
  return rows.map((row) => {
    const submissionCount = countOf.get(row.id) ?? 0;
    return {
      id: row.id,
      title: row.title,
      status: statusOf(schemaOf(row, submissionCount), now),
      hidden: row.hidden,
      protected: row.accessCodeHash !== null,
      submissionCount,
    };
  });
}
