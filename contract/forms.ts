import { z } from 'zod';
import { pageEnvelope } from './paging';

/** spec 5: one choice of a select, radio or checkbox field. */
export const formFieldOptionWire = z.object({
  label: z.string(),
  value: z.string(),
  rank: z.number(),
  /** Choosing it asks for free text in an extra 'Other {label}' field. */
  otherAnswer: z.boolean(),
});

/** spec 5: a conditional field shows only when the named field's value matches. */
export const formFieldConditionWire = z.object({
  fieldName: z.string(),
  operator: z.string(),
  value: z.string(),
});

/**
 * One field of the raw schema record that core/forms/form-schema-parser.ts reads. `type` stays a
 * plain string: the parser itself reports an unknown type (spec 8), so the wire does not reject it.
 */
export const formFieldWire = z.object({
  id: z.string(),
  name: z.string(),
  label: z.string(),
  type: z.string(),
  required: z.boolean(),
  maxLength: z.number().int().nullable(),
  maxQuantity: z.number().int().nullable(),
  isEmail: z.boolean(),
  options: z.array(formFieldOptionWire),
  defaultToday: z.boolean(),
  defaultValue: z.string().nullable(),
  condition: formFieldConditionWire.nullable(),
  rank: z.number(),
});
export type FormFieldWire = z.infer<typeof formFieldWire>;

/** spec 4: the form's state at the server clock; 'full' when the count reached the maximum. */
export const formStatusWire = z.enum(['pending', 'active', 'closed', 'full']);
export type FormStatusWire = z.infer<typeof formStatusWire>;

/**
 * GET /Forms/{formId}, /Hidden/Forms/{formId} and /Protected/Forms/{formId}: the raw schema record
 * (pass it to parseFormSchema) plus the status the server computed.
 */
export const formWire = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** ISO date-times, or null when the form has no start or end. */
  startDate: z.string().nullable(),
  expirationDate: z.string().nullable(),
  maxSubmissions: z.number().int().nullable(),
  submissionCount: z.number().int(),
  fields: z.array(formFieldWire),
  status: formStatusWire,
});
export type FormWire = z.infer<typeof formWire>;

/** The most values one submission may carry, and the longest single value. */
const MAX_VALUES = 200;
const MAX_VALUE_LENGTH = 10_000;
const valueWire = z.union([z.string().max(MAX_VALUE_LENGTH), z.array(z.string().max(MAX_VALUE_LENGTH)).max(MAX_VALUES)]);

/**
 * POST /Forms/{formId}/submissions and POST /Protected/Forms/{formId}/submissions body. `website`
 * is a honeypot: people leave it empty; a non-empty value is answered like a success and dropped.
 * An optional `Idempotency-Key` header (1..200 chars) makes a retry answer the first id again.
 */
export const formSubmissionRequestWire = z.object({
  values: z.record(z.string().max(200), valueWire).refine((values) => Object.keys(values).length <= MAX_VALUES, {
    message: 'Too many values.',
  }),
  website: z.string().max(1_000).optional(),
});
export type FormSubmissionRequestWire = z.input<typeof formSubmissionRequestWire>;

/** 201 answer of a submission. */
export const formSubmissionResultWire = z.object({ submissionId: z.number().int() });
export type FormSubmissionResultWire = z.infer<typeof formSubmissionResultWire>;

/**
 * A 4xx of a submission. 400 `invalid_values`: message 'Sorry, not all fields are filled out
 * correctly.' and `fields` with each failing field's messages by field name; 400 `invalid_body`;
 * 409 `form_pending` / `form_closed` / `form_full`; 404 `not_found`; 401 / 403 / 429 access code.
 */
export const formSubmissionErrorWire = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type FormSubmissionErrorWire = z.infer<typeof formSubmissionErrorWire>;

/** One stored submission as staff see it: the values of the fields that were visible. */
export const formSubmissionItemWire = z.object({
  submissionId: z.number().int(),
  /** ISO date-time. */
  submittedAt: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.array(z.string()), z.null()])),
});
export type FormSubmissionItemWire = z.infer<typeof formSubmissionItemWire>;

/** GET /Hidden/Forms/{formId}/submissions: newest first, v2 page envelope. */
export const formSubmissionsPageWire = pageEnvelope(formSubmissionItemWire);
export type FormSubmissionsPageWire = z.infer<typeof formSubmissionsPageWire>;

/** GET /Hidden/Forms item: one of the school's forms for staff. */
export const formSummaryWire = z.object({
  id: z.number().int(),
  title: z.string(),
  status: formStatusWire,
  hidden: z.boolean(),
  protected: z.boolean(),
  submissionCount: z.number().int(),
});
export type FormSummaryWire = z.infer<typeof formSummaryWire>;
export const formSummariesWire = z.array(formSummaryWire);

/** GET /Forms/subscribe/info (v2-reference 29). */
export const formSubscribeInfoWire = z.object({
  title: z.unknown(),
  description: z.unknown(),
  hideCompanyField: z.boolean(),
  emailWhitelistNote: z.string(),
  categories: z.array(z.object({ id: z.number(), title: z.string() })),
});
export type FormSubscribeInfoWire = z.infer<typeof formSubscribeInfoWire>;
