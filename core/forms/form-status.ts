import type { FormSchema } from './form-schema';

export type FormStatus = 'pending' | 'active' | 'closed';

/** A date string as epoch ms, or undefined when absent or unparseable (then it sets no bound). */
function epochOf(date: string | null | undefined): number | undefined {
  if (date === null || date === undefined || date.trim() === '') return undefined;
  const ms = Date.parse(date);
  return Number.isNaN(ms) ? undefined : ms;
}

/**
 * spec 4: active by default; pending if now is before the start date; closed if now is after
 * the expiration date. When both hold (start after expiration) the form can never open, so
 * closed wins. The bounds themselves count as active.
 */
export function formStatus(
  form: { readonly startDate?: string | null; readonly expirationDate?: string | null },
  now: number,
): FormStatus {
  const expiration = epochOf(form.expirationDate);
  if (expiration !== undefined && now > expiration) return 'closed';
  const start = epochOf(form.startDate);
  if (start !== undefined && now < start) return 'pending';
  return 'active';
}

/** spec 4: submissions are accepted only if the count is below the maximum (or no maximum). */
export function acceptsSubmissions(form: {
  readonly submissionCount: number;
  readonly maxSubmissions?: number | null;
}): boolean {
  if (form.maxSubmissions === null || form.maxSubmissions === undefined) return true;
  return form.submissionCount < form.maxSubmissions;
}

/** Why a new submission cannot be taken now, or null when the form takes it. */
export function submissionBlock(
  form: Pick<FormSchema, 'startDate' | 'expirationDate' | 'submissionCount' | 'maxSubmissions'>,
  now: number,
): 'pending' | 'closed' | 'full' | null {
  const status = formStatus(form, now);
  if (status !== 'active') return status;
  return acceptsSubmissions(form) ? null : 'full';
}
