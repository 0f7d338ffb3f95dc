import type { FormSchema } from '../../core/forms/form-schema';
import { formFields } from '../../core/forms/other-answer-fields';
import type { StoredFormValues } from '../store/tables/forms';

/** Characters a spreadsheet may read as the start of a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula-safe (a leading ' defuses it), quoted per RFC 4180 when it needs to be. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function textOf(value: string | string[] | null | undefined): string {
  if (value === null || value === undefined) return '';
  return Array.isArray(value) ? value.join('; ') : value;
}

/**
 * The submissions as RFC 4180 CSV (CRLF line ends): a header of the field labels in schema order
 * (other-answer fields after their field, no separators) and 'Submitted at', then one row each.
 */
export function submissionsCsv(form: Pick<FormSchema, 'fields'>, submissions: Array<{ submittedAt: Date; values: StoredFormValues }>): string {
  const columns = formFields(form).filter((field) => field.type !== '-');
  const header = [...columns.map((field) => field.label), 'Submitted at'];
  const rows = submissions.map((submission) => [...columns.map((field) => textOf(submission.values[field.name])), submission.submittedAt.toISOString()]);
  return [header, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** An ASCII file name for the download: 'ticket-request-submissions.csv'. */
export function csvFileName(title: string, formId: number): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || `form-${formId}`}-submissions.csv`;
}
