import type { AdapterSet } from '../../../core/backend/adapter-set';
import { FORM_INCOMPLETE_MESSAGES } from '../../../core/forms/form-errors';
import { valuesFromWire } from '../../../core/forms/form-page-data';
import type { FormSchema } from '../../../core/forms/form-schema';
import { submissionBlock } from '../../../core/forms/form-status';
import { storableValues, submittedValues, validateForm } from '../../../core/forms/form-submission';
import type { FormLookup, FormSubmission, FormsRepository, LoadedForm, SubmissionRequest, SubmissionResult, SubmissionsLookup } from '../../../core/forms/forms-repository.port';
import type { PageRequest } from '../../../core/paging/paging';
import type { InMemoryDeps } from '../demo-source';
import { ACCESS_CODE_NEEDED_MESSAGE, ACCESS_CODE_UNCHECKED_MESSAGE, answer, idOf, isoDay } from './info-media-support';

/** The school's public forms as the API opened them (hidden and protected ones are not public: the snapshot has none). */
export interface FormsData {
  forms: Array<{ id: number; form: LoadedForm }>;
}

/** Forms have no list: their ids are asked for in order, until this many ids after the last form found answer none. */
const FORM_ID_GAP = 64;
const MAX_FORM_ID = 10_000;
const PROBE_BATCH = 16;

/** The school's public forms, found by asking for their ids in order (they are small serials). */
export async function dumpForms(api: AdapterSet): Promise<FormsData> {
  const forms: FormsData['forms'] = [];
  let lastFound = 0;
  for (let start = 1; start <= lastFound + FORM_ID_GAP && start <= MAX_FORM_ID; start += PROBE_BATCH) {
    const ids = Array.from({ length: PROBE_BATCH }, (_, i) => start + i);
    const lookups = await Promise.all(ids.map((id) => api.forms.form(String(id))));
    lookups.forEach((lookup, i) => {
      const id = ids[i]!;
      if (lookup.kind === 'failed') throw new Error(`The demo's form ${id} could not be read.`);
      if (lookup.kind !== 'found') return;
      forms.push({ id, form: lookup.form });
      lastFound = id;
    });
  }
  return { forms };
}

/** What the API answers when a submission could not be sent (the words the site shows). */
export const SUBMISSION_FAILED_MESSAGE = 'Your answers could not be sent. Nothing you typed is lost: please try again.';
const NO_SUCH_FORM = 'No such form.';
const BLOCKED = {
  pending: 'This form is not open yet.',
  closed: 'This form is closed.',
  full: 'This form has reached its maximum number of submissions.',
} as const;

interface LocalSubmission extends FormSubmission {
  readonly idempotencyKey: string;
}

/**
 * Forms with no server. A public form opens as the API opened it, its status judged again by
 * core's rules against the clock and its count (the seeded submissions plus the ones sent here).
 * A submission is judged by core's rules as the server judges it (status, idempotency key,
 * visible fields' values) and kept in this repository's memory, for the page's life: it counts
 * towards the form's maximum. Hidden forms and stored submissions are for signed-in staff, and no
 * one can sign in without the server; protected forms need an access code, which nothing here can
 * check, so they stay locked.
 */
export class InMemoryFormsRepository implements FormsRepository {
  private readonly submitted = new Map<number, LocalSubmission[]>();
  private sent = 0;

  constructor(private readonly deps: InMemoryDeps<FormsData>) {}

  form(id: string): Promise<FormLookup> {
    return answer<FormsData, FormLookup>(this.deps, 'form', { kind: 'failed' }, (data, now) => {
      const entry = this.entryOf(data, id);
      return entry ? { kind: 'found', form: this.current(entry.id, entry.form, now) } : { kind: 'missing' };
    });
  }

  /** No staff session without the server: no hidden form to show. */
  hiddenForm(_id: string): Promise<FormLookup> {
    return answer<FormsData, FormLookup>(this.deps, 'hidden form', { kind: 'failed' }, () => ({ kind: 'missing' }));
  }

  /** Asks for the code, as our API does for any id; a code cannot be checked here, so it is refused. */
  protectedForm(_id: string, accessCode: string | null): Promise<FormLookup> {
    return answer<FormsData, FormLookup>(this.deps, 'protected form', { kind: 'failed' }, () =>
      accessCode ? { kind: 'refused', message: ACCESS_CODE_UNCHECKED_MESSAGE } : { kind: 'code-needed' },
    );
  }

  submit(id: string, request: SubmissionRequest, access: 'public' | 'protected'): Promise<SubmissionResult> {
    return answer<FormsData, SubmissionResult>(this.deps, 'form submission', { kind: 'failed', message: SUBMISSION_FAILED_MESSAGE }, (data, now) => {
      if (access === 'protected') return { kind: 'refused', message: request.accessCode ? ACCESS_CODE_UNCHECKED_MESSAGE : ACCESS_CODE_NEEDED_MESSAGE };
      const entry = this.entryOf(data, id);
      if (!entry) return { kind: 'refused', message: NO_SUCH_FORM };
      // The honeypot: people never see the field, so a value means a bot. It is told nothing, and nothing is kept.
      if ((request.website ?? '') !== '') return { kind: 'stored', submissionId: '0' };
      const local = this.submitted.get(entry.id) ?? [];
      const first = local.find((submission) => submission.idempotencyKey === request.idempotencyKey);
      if (first) return { kind: 'stored', submissionId: first.id };
      const loaded = this.current(entry.id, entry.form, now);
      // A schema the parser rejects cannot be judged (the server fails such a form too).
      if (!loaded.parse.ok) return { kind: 'failed', message: SUBMISSION_FAILED_MESSAGE };
      const form = loaded.parse.form;
      const block = submissionBlock(form, now);
      if (block !== null) return { kind: 'blocked', reason: block, message: BLOCKED[block] };
      // Judged as the site judged them: the values its inputs held, not their wire text.
      const values = valuesFromWire(form, request.values);
      const validation = validateForm(form, values, isoDay(now));
      if (!validation.valid) return { kind: 'invalid', message: FORM_INCOMPLETE_MESSAGES[0], fieldErrors: validation.fieldErrors };
      this.sent += 1;
      const submission: LocalSubmission = {
        id: `in-memory-${this.sent}`,
        submittedAt: new Date(now).toISOString(),
        // Only the inputs visible for these values: a field hidden by its condition is dropped.
        values: storableValues(submittedValues(form, values)),
        idempotencyKey: request.idempotencyKey,
      };
      this.submitted.set(entry.id, [...local, submission]);
      return { kind: 'stored', submissionId: submission.id };
    });
  }

  /** Staff only, and no one can sign in without the server: not available. */
  submissions(_id: string, _page: PageRequest): Promise<SubmissionsLookup> {
    return answer<FormsData, SubmissionsLookup>(this.deps, 'form submissions', { kind: 'failed' }, () => ({ kind: 'failed' }));
  }

  private entryOf(data: FormsData, id: string): FormsData['forms'][number] | undefined {
    const formId = idOf(id);
    return formId === undefined ? undefined : data.forms.find((entry) => entry.id === formId);
  }

  /** The form now: its count with the submissions sent here, its status judged by core's rules at `now`. */
  private current(id: number, form: LoadedForm, now: number): LoadedForm {
    if (!form.parse.ok) return form;
    const schema: FormSchema = { ...form.parse.form, submissionCount: form.parse.form.submissionCount + (this.submitted.get(id)?.length ?? 0) };
    return { ...form, parse: { ok: true, form: schema }, availability: submissionBlock(schema, now) ?? 'active' };
  }
}
