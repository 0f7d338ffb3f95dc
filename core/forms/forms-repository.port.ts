import type { Paged, PageRequest } from '../paging/paging';
import type { FormParseResult } from './form-schema-parser';

/** spec 4: whether a form takes submissions now, as the server judged it (full: at its maximum). */
export type FormAvailability = 'pending' | 'active' | 'closed' | 'full';

/** A form as the site reads it: the parse of its schema (spec 5 and 8 errors included) and its status. */
export interface LoadedForm {
  readonly parse: FormParseResult;
  readonly availability: FormAvailability;
  /** The raw start date, for the pending page's 'opens on' line. */
  readonly startDate: string | null;
  readonly title: string;
}

export type FormLookup =
  | { readonly kind: 'found'; readonly form: LoadedForm }
  | { readonly kind: 'missing' }
  /** A protected form asked for its access code. */
  | { readonly kind: 'code-needed' }
  /** A wrong access code, or too many tries: the server's words. */
  | { readonly kind: 'refused'; readonly message: string }
  /** The call failed (network, 5xx, an answer we cannot read): the form cannot be shown now. */
  | { readonly kind: 'failed' };

/** Submitted values as the wire carries them: text, or a list for a checkbox group. */
export type SubmissionValues = Readonly<Record<string, string | readonly string[]>>;

export interface SubmissionRequest {
  readonly values: SubmissionValues;
  /** One key per fill, so a repeated send stores one submission. */
  readonly idempotencyKey: string;
  /** The honeypot field's content (a person leaves it blank). */
  readonly website?: string;
  /** For a protected form opened with a code. */
  readonly accessCode?: string | null;
}

export type SubmissionResult =
  | { readonly kind: 'stored'; readonly submissionId: string }
  /** The server refused some values: its message and its messages by field name. */
  | { readonly kind: 'invalid'; readonly message: string; readonly fieldErrors: Readonly<Record<string, readonly string[]>> }
  /** spec 4: the form does not take submissions now. */
  | { readonly kind: 'blocked'; readonly reason: 'pending' | 'closed' | 'full'; readonly message: string }
  /** Too many tries, a missing or wrong access code, or any other refusal: the server's words. */
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'failed'; readonly message: string };

/** One stored submission, for staff. */
export interface FormSubmission {
  readonly id: string;
  /** ISO date-time the server stored it. */
  readonly submittedAt: string;
  readonly values: Readonly<Record<string, string | readonly string[] | null>>;
}

export type SubmissionsLookup = { readonly kind: 'found'; readonly page: Paged<FormSubmission> } | { readonly kind: 'failed' };

/** The forms of a school (spec 2.1 forms, hidden_forms, protected_forms). */
export interface FormsRepository {
  form(id: string): Promise<FormLookup>;
  /** A hidden form, for a signed-in staff member. */
  hiddenForm(id: string): Promise<FormLookup>;
  /** A protected form, for staff or with its access code. */
  protectedForm(id: string, accessCode: string | null): Promise<FormLookup>;
  /** POST a submission; a protected form's goes to its protected endpoint. Never retried. */
  submit(id: string, request: SubmissionRequest, access: 'public' | 'protected'): Promise<SubmissionResult>;
  /** Staff: a page of the form's submissions, newest first as the server gives them. */
  submissions(id: string, page: PageRequest): Promise<SubmissionsLookup>;
}

/** Staff: where a form's submissions download as CSV, below the API base (a same-origin link sends the session cookie). */
export const submissionsCsvPath = (id: string) => `/Hidden/Forms/${encodeURIComponent(id)}/submissions.csv`;
