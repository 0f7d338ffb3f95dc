import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { formSubmissionErrorWire, formSubmissionRequestWire, formSubmissionResultWire, type FormSubmissionErrorWire, type FormSubmissionResultWire } from '../../contract/forms';
import { FORM_INCOMPLETE_MESSAGES } from '../../core/forms/form-errors';
import { ApiError, notFound } from '../http/api-error';
import { findForm, type FormAccess, type FormRow } from '../forms/form-records';
import { submitForm } from '../forms/form-submit';
import type { ApiDeps } from './api-deps';
import { documentRoute, intSegment, type ApiRouteSpec } from './api-route';
import { ACCESS_CODE_HEADER } from './documents.routes';
import { FailureLimiter } from './failure-limiter';
import { protectedForm } from './forms-access';

/** A form's values: a few KB; a long survey well under this. */
const BODY_LIMIT = 64 * 1024;
/** Submissions per client address: 20 in 10 minutes, then wait (Retry-After). */
export const SUBMISSION_LIMITS = { max: 20, windowMs: 10 * 60_000 };
const IDEMPOTENCY_HEADER = 'idempotency-key';
const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

const BLOCKED = {
  pending: ['form_pending', 'This form is not open yet.'],
  closed: ['form_closed', 'This form is closed.'],
  full: ['form_full', 'This form has reached its maximum number of submissions.'],
} as const;

function describeShape(error: z.ZodError): string {
  const problems = error.issues.slice(0, 3).map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'body'}: ${issue.message}`);
  return `The body must be a JSON object with 'values' (each field's value by name: text or a list of text). ${problems.join('; ')}.`;
}

function idempotencyKeyOf(request: FastifyRequest): string | null {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (key === undefined) return null;
  if (typeof key !== 'string' || key.length < 1 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw new ApiError(400, 'invalid_idempotency_key', `The ${IDEMPOTENCY_HEADER} header must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`);
  }
  return key;
}

const STATUSES = {
  400: "Not a JSON object with 'values' (invalid_body), a bad Idempotency-Key, or a field fails its rules (invalid_values: error.fields lists each field's messages)",
  404: 'No such form',
  409: 'The form takes no submissions now: form_pending, form_closed or form_full',
  429: 'Too many submissions from this address (Retry-After says when to try again)',
} as const;

type FindForm = (request: FastifyRequest, reply: FastifyReply, formId: number) => Promise<FormRow | undefined>;

/** POST /Forms/{formId}/submissions and its protected twin: checked with the core form rules, stored before the answer. */
export async function registerFormSubmitRoutes(app: FastifyInstance, deps: ApiDeps, wrongCodes: FailureLimiter): Promise<void> {
  const submissions = new FailureLimiter({ ...SUBMISSION_LIMITS, now: deps.now });

  const register = (path: string, access: FormAccess, summary: string, statuses: ApiRouteSpec['statuses'], find: FindForm) => {
    documentRoute('POST', { path, summary, tag: 'Forms', body: formSubmissionRequestWire, response: formSubmissionResultWire, statuses, cache: 'none' });
    app.post(path, { bodyLimit: BODY_LIMIT, config: { cache: 'none' } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const retryAfter = submissions.retryAfterSeconds(request.ip);
      if (retryAfter > 0) {
        reply.header('retry-after', String(retryAfter));
        throw new ApiError(429, 'too_many_submissions', `Too many submissions. Please try again in ${Math.ceil(retryAfter / 60)} minute(s).`);
      }
      submissions.recordFailure(request.ip);
      const parsed = formSubmissionRequestWire.safeParse(request.body);
      if (!parsed.success) throw new ApiError(400, 'invalid_body', describeShape(parsed.error));
      const idempotencyKey = idempotencyKeyOf(request);
      const formId = Number((request.params as Record<string, string>).formId);
      const form = await find(request, reply, formId);
      if (!form) throw notFound('No such form.');
      // The honeypot: people never see the field, so a value means a bot. It is told nothing.
      if ((parsed.data.website ?? '') !== '') return reply.code(201).send({ submissionId: 0 } satisfies FormSubmissionResultWire);
      const outcome = await submitForm(deps.db, { tenantId: request.tenant.id, formId, access, values: parsed.data.values, idempotencyKey, address: request.ip, now: deps.now() });
      switch (outcome.kind) {
        case 'not_found':
          throw notFound('No such form.');
        case 'blocked': {
          const [code, message] = BLOCKED[outcome.reason];
          throw new ApiError(409, code, message);
        }
        case 'invalid': {
          const body: FormSubmissionErrorWire = {
            error: { code: 'invalid_values', message: FORM_INCOMPLETE_MESSAGES[0], fields: Object.fromEntries(Object.entries(outcome.fieldErrors).map(([name, messages]) => [name, [...messages]])) },
          };
          return reply.code(400).send(formSubmissionErrorWire.parse(body));
        }
        case 'stored':
          // The form's submissionCount and perhaps its status changed.
          deps.invalidate(request.tenant.id);
          return reply.code(201).send({ submissionId: outcome.submissionId } satisfies FormSubmissionResultWire);
        case 'replayed':
          return reply.code(201).send({ submissionId: outcome.submissionId } satisfies FormSubmissionResultWire);
      }
    });
  };

  register(
    `/Forms/${intSegment('formId')}/submissions`,
    'public',
    'A submission of a public form, checked with the form rules (spec 5) and stored before the answer; an Idempotency-Key header makes a retry answer the first id',
    STATUSES,
    (request, _reply, formId) => findForm(deps.db, request.tenant.id, formId, 'public'),
  );
  register(
    `/Protected/Forms/${intSegment('formId')}/submissions`,
    'protected',
    `A submission of a protected form, as POST /Forms/{formId}/submissions, for the school's staff or with its access code in the ${ACCESS_CODE_HEADER} header`,
    { ...STATUSES, 401: `No access code (access_code_required): send it in ${ACCESS_CODE_HEADER}`, 403: 'Wrong access code (access_code_wrong)', 429: 'Too many submissions or wrong access codes from this address' },
    (request, reply, formId) => protectedForm(deps.db, request, reply, formId, wrongCodes),
  );
}
