import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiFormsRepository } from '../../../adapters/api/api-forms-repository';
import { FetchHttpClient } from '../../../adapters/http/fetch-http-client';
import type { FormFieldWire } from '../../../contract/forms';
import { wireValues } from '../../../core/forms/form-page-data';
import { CONDITION_OPERATORS, FIELD_TYPES, type FieldValue, type FormField, type FormSchema } from '../../../core/forms/form-schema';
import { parseFormSchema } from '../../../core/forms/form-schema-parser';
import { submittedValues, validateForm } from '../../../core/forms/form-submission';
import { initialValues } from '../../../core/forms/form-values';
import { formFields } from '../../../core/forms/other-answer-fields';
import { tenants } from '../../../server/store/tables/foundation';
import { forms } from '../../../server/store/tables/forms';
import { testNow } from '../../support/test-clock';
import { rows } from '../hidden/hidden-fixtures';
import { startTestApi, type TestApi } from '../support/test-api';
import { freshAddress } from './form-fixtures';
import { quietLogger } from '../../support/quiet-logger';

/**
 * Issue 11: for random forms and random answers, the verdict the site shows on Submit (core's
 * rules on the parsed GET answer) is the verdict the real server gives the answers the site sends.
 */

const TENANT = 'ridgemont';
const NUM_RUNS = 150;

// ---- random schemas, in the wire shape the store keeps (contract formFieldWire) ----

const LABELS = ['', 'Your name', 'Email address', "Camper's age", 'Über', '  ', 'T-shirt size', 'Why "not"?'];
const OPTION_LABELS = ['Yes', 'No', 'Small (S)', 'Other', 'Ünïcode', ''];

interface FieldDraft {
  type: string;
  label: string;
  required: boolean;
  maxLength: number | null;
  maxQuantity: number | null;
  isEmail: boolean;
  options: Array<{ label: string; rank: number; otherAnswer: boolean }>;
  defaultToday: boolean;
  defaultValue: string | null;
  /** Which earlier field (by index, modulo) a condition refers to, or null. */
  condition: { ref: number; operator: string; pick: number; literal: string | null } | null;
  rank: number;
}

const fieldDraftArb: fc.Arbitrary<FieldDraft> = fc.record({
  // Types as the server may write them: the parser matches them case-insensitively.
  type: fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...FIELD_TYPES) }, { weight: 1, arbitrary: fc.constantFrom('Select', 'TEXT', 'Checkbox', 'Number') }),
  label: fc.constantFrom(...LABELS),
  required: fc.boolean(),
  maxLength: fc.option(fc.integer({ min: 0, max: 12 }), { freq: 2 }),
  maxQuantity: fc.option(fc.integer({ min: -1, max: 10 }), { freq: 3 }),
  isEmail: fc.boolean(),
  options: fc.array(fc.record({ label: fc.constantFrom(...OPTION_LABELS), rank: fc.integer({ min: 0, max: 4 }), otherAnswer: fc.boolean() }), { maxLength: 6 }),
  defaultToday: fc.boolean(),
  defaultValue: fc.option(fc.constantFrom('', 'camp-page', 'o1', '7', 'x@y.org', 'true'), { freq: 3 }),
  condition: fc.option(
    fc.record({
      ref: fc.nat(),
      operator: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...CONDITION_OPERATORS) }, { weight: 1, arbitrary: fc.constantFrom('is a value', 'IS NOT A VALUE', 'is any value') }),
      pick: fc.nat(),
      literal: fc.option(fc.constantFrom('', 'true', 'false', 'o0', 'nope', '7'), { freq: 2 }),
    }),
    { freq: 2 },
  ),
  rank: fc.integer({ min: 0, max: 10 }),
});

/** The drafts as stored fields: unique safe names (f0, f1 …; option values o0, o1 …), conditions on earlier fields. */
function toWireFields(drafts: readonly FieldDraft[]): FormFieldWire[] {
  const fields: FormFieldWire[] = [];
  drafts.forEach((draft, index) => {
    const options = draft.options.map((option, j) => ({ label: option.label, value: `o${j}`, rank: option.rank, otherAnswer: option.otherAnswer }));
    let condition: FormFieldWire['condition'] = null;
    if (draft.condition !== null && index > 0) {
      const referenced = fields[draft.condition.ref % index]!;
      const choices = ['', 'true', 'false', ...referenced.options.map((option) => option.value)];
      const value = draft.condition.literal ?? choices[draft.condition.pick % choices.length]!;
      condition = { fieldName: referenced.name, operator: draft.condition.operator, value };
    }
    fields.push({
      id: String(index + 1),
      name: `f${index}`,
      label: draft.label,
      type: draft.type,
      required: draft.required,
      maxLength: draft.maxLength,
      // Mostly where the rules belong (a count on numbers and checkbox groups, email on text); now and then anywhere.
      maxQuantity: ['number', 'checkbox'].includes(draft.type.toLowerCase()) || draft.rank % 5 === 0 ? draft.maxQuantity : null,
      isEmail: draft.isEmail && (draft.type.toLowerCase() === 'text' || draft.rank % 5 === 0),
      options,
      defaultToday: draft.defaultToday,
      defaultValue: draft.defaultValue,
      condition,
      rank: draft.rank,
    });
  });
  return fields;
}

// ---- random answers, as the site's inputs hold them ----

const TEXTS = ['', '   ', 'Casey Fan', 'casey@example.com', ' casey@example.com ', 'casey@', 'a@b', '12', ' 7 ', '-3.5', '1e3', 'abc', '12abc', 'o0', 'o1', 'true', 'Ünïcode ✓', '<b>hi</b>', '2026-11-20', '2026-02-30'];

function textArb(field: FormField): fc.Arbitrary<string> {
  const limit = field.maxLength ?? 8;
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...TEXTS) },
    { weight: 2, arbitrary: fc.string({ maxLength: limit + 3 }) },
    // Exactly at the limit and just over it.
    { weight: 1, arbitrary: fc.constantFrom('x'.repeat(limit), 'y'.repeat(limit + 1)) },
  );
}

const NUMBERS = ['', ' ', '0', '7', '-2', '3.5', ' 12 ', '999', 'abc', '1e3', '12abc', 'NaN', 'Infinity', '0x10'];
const DATES = ['', '2026-11-20', '2026-02-29', '2028-02-29', '2026-02-30', '20/11/2026', 'tomorrow', ' 2026-11-20 ', '2026-1-2'];

/** A value that passes the field's own rules more often than not (a bound may still make it fail). */
function likelyValid(field: FormField, today: string): FieldValue {
  const optionValues = field.options.map((option) => option.value);
  switch (field.type) {
    case 'checkbox':
      return field.options.length === 0 ? true : optionValues.slice(0, Math.max(1, Math.min(field.maxQuantity ?? 2, 2)));
    case 'select':
    case 'radio':
      return optionValues[0] ?? '';
    case 'number':
      return String(Math.min(field.maxQuantity ?? 5, 5));
    case 'date':
      return today;
    default:
      if (field.isEmail) return 'fan@example.com';
      return field.maxQuantity === null ? 'x'.repeat(Math.min(field.maxLength ?? 3, 3)) : '1';
  }
}

/** A value the field's input can hold: text for most, a list for a checkbox group, a boolean for a single checkbox. */
function valueArb(field: FormField, today: string, careful: boolean): fc.Arbitrary<FieldValue | undefined> {
  // undefined: the person left the input at its starting value.
  return fc.oneof(
    { weight: careful ? 18 : 2, arbitrary: fc.constant(likelyValid(field, today)) },
    { weight: careful ? 1 : 3, arbitrary: anyValueArb(field) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

function anyValueArb(field: FormField): fc.Arbitrary<FieldValue> {
  const optionValues = field.options.map((option) => option.value);
  switch (field.type) {
    case 'checkbox':
      if (field.options.length === 0) return fc.boolean();
      return fc.oneof(
        { weight: 4, arbitrary: fc.subarray(optionValues) },
        // A crafted list: unknown entries, repeats.
        { weight: 1, arbitrary: fc.array(fc.constantFrom(...optionValues, 'zzz', ''), { maxLength: 4 }) },
      );
    case 'select':
    case 'radio':
      return fc.oneof({ weight: 4, arbitrary: fc.constantFrom('', 'zzz', ...optionValues) }, { weight: 1, arbitrary: fc.constantFrom(...OPTION_LABELS) });
    case 'number':
      return fc.constantFrom(...NUMBERS);
    case 'date':
      return fc.constantFrom(...DATES);
    default:
      return fc.oneof({ weight: 9, arbitrary: textArb(field) }, { weight: 1, arbitrary: fc.array(fc.constantFrom('a', 'o0', ''), { maxLength: 3 }) });
  }
}

interface Case {
  fields: FormFieldWire[];
  /** Answers the person changed; every other input keeps its starting value. */
  changes: Record<string, FieldValue>;
}

/** The inputs of the form as the site draws them (other-answer fields included, separators not). */
function inputsOf(fields: readonly FormFieldWire[]): FormField[] {
  const parsed = parseFormSchema({ id: 1, fields });
  if (!parsed.ok) throw new Error(`generated schema does not parse: ${parsed.errors.join(' ')}`);
  return formFields(parsed.form).filter((field) => field.type !== '-');
}

const caseArb = (today: string): fc.Arbitrary<Case> =>
  fc
    .array(fieldDraftArb, { minLength: 1, maxLength: 8 })
    .map(toWireFields)
    // A careful person fills nearly every input well; a careless one anything.
    .chain((fields) => fc.tuple(fc.constant(fields), fc.boolean()))
    .chain(([fields, careful]) => {
      const changes = Object.fromEntries(inputsOf(fields).map((field) => [field.name, valueArb(field, today, careful)]));
      return fc.record({ fields: fc.constant(fields), changes: fc.record(changes) });
    })
    .map(({ fields, changes }) => ({ fields, changes: Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) }));

// ---- the site's side: the real adapter over the real server ----

/** Today as the form page takes it from its clock (ISO YYYY-MM-DD, UTC). */
const siteToday = () => new Date(testNow()).toISOString().slice(0, 10);

interface Exchange {
  method: string;
  path: string;
  status: number;
  body: unknown;
}

describe('the site and the server judge a form submission alike (issue 11)', () => {
  let api: TestApi;
  let tenantId: number;
  let repository: ApiFormsRepository;
  const exchanges: Exchange[] = [];

  beforeAll(async () => {
    api = await startTestApi('pglite', null);
    const [tenant] = await api.store.database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, TENANT));
    tenantId = tenant!.id;
    // The browser's fetch, answered in-process; each call comes from an address of its own, so the
    // per-address submission limit (20 in 10 minutes) never answers 429 here.
    const inProcessFetch: typeof fetch = async (input, init) => {
      const url = new URL(String(input));
      const response = await api.app.inject({
        method: (init?.method ?? 'GET') as 'GET' | 'POST',
        url: `${url.pathname}${url.search}`,
        headers: init?.headers as Record<string, string>,
        payload: typeof init?.body === 'string' ? init.body : undefined,
        remoteAddress: freshAddress(),
      });
      const body = response.body === '' ? null : (JSON.parse(response.body) as unknown);
      exchanges.push({ method: init?.method ?? 'GET', path: url.pathname, status: response.statusCode, body });
      const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, String(value)]));
      return new Response(response.statusCode === 204 ? null : response.body, { status: response.statusCode, headers });
    };
    const http = new FetchHttpClient({ apiBase: 'http://site.test/api/v2', tenant: TENANT, logger: quietLogger, fetch: inProcessFetch });
    repository = new ApiFormsRepository(http, quietLogger);
  });
  afterAll(async () => api?.close());

  it(`agrees on ${NUM_RUNS} random forms and answers: valid ⇔ 201 and stored as sent, else 400 with the same messages by field`, { timeout: 180_000 }, async () => {
    const started = performance.now();
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(caseArb(siteToday()), async ({ fields, changes }) => {
        // Active and open, no maximum.
        const [row] = await api.store.database.db
          .insert(forms)
          .values({ tenantId, title: 'Property form', fields, startDate: null, expirationDate: null, maxSubmissions: null })
          .returning({ id: forms.id });
        const formId = String(row!.id);

        // The page: GET the form and parse it with core's parser (the adapter does both), start from
        // core's initial values, apply the changes, and judge on Submit as useFormFill does.
        const lookup = await repository.form(formId);
        if (lookup.kind !== 'found' || !lookup.form.parse.ok) throw new Error(`the site could not load form ${formId}: ${JSON.stringify(lookup)}`);
        expect(lookup.form.availability).toBe('active');
        const form: FormSchema = lookup.form.parse.form;
        const today = siteToday();
        const values = { ...initialValues(form, today), ...changes };
        const client = validateForm(form, values, today);

        // Submit: what SchemaForm's submit handler sends (core's wireValues), through the real adapter.
        // The site sends only valid answers; invalid ones are posted too, for the server's verdict.
        exchanges.length = 0;
        const result = await repository.submit(formId, { values: wireValues(form, values), website: '', idempotencyKey: randomUUID(), accessCode: null }, 'public');
        const post = exchanges.find((exchange) => exchange.method === 'POST');
        expect(post?.path).toBe(`/api/v2/Forms/${formId}/submissions`);

        if (client.valid) {
          expect(post?.status, JSON.stringify(post?.body)).toBe(201);
          expect(result.kind).toBe('stored');
          const submissionId = Number((result as { submissionId: string }).submissionId);
          const [saved] = await rows<{ values: Record<string, unknown> }>(api, sql`SELECT values FROM form_submissions WHERE id = ${submissionId}`);
          // Only the inputs visible for these answers, each as the site sent it.
          expect(Object.keys(saved!.values).sort()).toEqual(Object.keys(submittedValues(form, values)).sort());
          expect(saved!.values).toEqual(wireValues(form, values));
          stored += 1;
        } else {
          expect(post?.status).toBe(400);
          expect((post?.body as { error: { code: string } }).error.code).toBe('invalid_values');
          expect(result).toEqual({ kind: 'invalid', message: client.formErrors[0], fieldErrors: client.fieldErrors });
        }
      }),
      { numRuns: NUM_RUNS },
    );
    console.info(`${NUM_RUNS} random forms: ${stored} valid and stored, ${NUM_RUNS - stored} refused alike, in ${Math.round(performance.now() - started)} ms`);
    // The generator is no use if it only makes one kind of answer.
    expect(stored).toBeGreaterThan(NUM_RUNS / 10);
    expect(stored).toBeLessThan(NUM_RUNS * 0.9);
  });
});
