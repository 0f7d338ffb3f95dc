import { apiErrorWire } from '../../contract/errors';
import {
  formStatusWire,
  formSubmissionErrorWire,
  formSubmissionResultWire,
  formSubmissionsPageWire,
  formWire,
  type FormSubmissionRequestWire,
} from '../../contract/forms';
import { parseFormSchema } from '../../core/forms/form-schema-parser';
import type { FormLookup, FormsRepository, SubmissionRequest, SubmissionResult, SubmissionsLookup } from '../../core/forms/forms-repository.port';
import { HttpError, type HttpClient } from '../../core/http/http-client.port';
import type { PageRequest } from '../../core/paging/paging';
import type { Logger } from '../../core/platform/logger.port';
import { isRecord, readOptionalText, readText } from '../../core/forms/raw-values';
import { csrfHeaders } from './csrf-token';

const ACCESS_CODE_HEADER = 'x-access-code';
const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** A submission is a POST with a body: spec 7, never retried (the HTTP client's rule). */
const SUBMIT_TIMEOUT_MS = 15_000;
export const SUBMISSION_FAILED_MESSAGE = 'Your answers could not be sent. Nothing you typed is lost: please try again.';

const BLOCKS = { form_pending: 'pending', form_closed: 'closed', form_full: 'full' } as const;

/** GET /Forms/{id} and its hidden and protected variants; POST submissions; staff's submissions list. */
export class ApiFormsRepository implements FormsRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  form(id: string): Promise<FormLookup> {
    return this.lookup(`/Forms/${encodeURIComponent(id)}`);
  }

  hiddenForm(id: string): Promise<FormLookup> {
    return this.lookup(`/Hidden/Forms/${encodeURIComponent(id)}`);
  }

  protectedForm(id: string, accessCode: string | null): Promise<FormLookup> {
    return this.lookup(`/Protected/Forms/${encodeURIComponent(id)}`, accessCode ? { [ACCESS_CODE_HEADER]: accessCode } : {});
  }

  async submit(id: string, request: SubmissionRequest, access: 'public' | 'protected'): Promise<SubmissionResult> {
    const path = `${access === 'protected' ? '/Protected' : ''}/Forms/${encodeURIComponent(id)}/submissions`;
    const body: FormSubmissionRequestWire = { values: request.values as FormSubmissionRequestWire['values'], ...(request.website ? { website: request.website } : {}) };
    const headers: Record<string, string> = { [IDEMPOTENCY_HEADER]: request.idempotencyKey };
    if (access === 'protected' && request.accessCode) headers[ACCESS_CODE_HEADER] = request.accessCode;
    try {
      // A signed-in staff member's browser sends the session cookie with the post.
      Object.assign(headers, await csrfHeaders(this.http, this.logger));
      const response = await this.http.request({ method: 'POST', path, body, headers, timeoutMs: SUBMIT_TIMEOUT_MS });
      const stored = formSubmissionResultWire.safeParse(response.body);
      if (stored.success) return { kind: 'stored', submissionId: String(stored.data.submissionId) };
      this.logger.error(`Unexpected response shape from ${path}`, stored.error.issues.slice(0, 5));
      return { kind: 'failed', message: SUBMISSION_FAILED_MESSAGE };
    } catch (error) {
      return this.refusal(error);
    }
  }

  async submissions(id: string, page: PageRequest): Promise<SubmissionsLookup> {
    const path = `/Hidden/Forms/${encodeURIComponent(id)}/submissions`;
    try {
      const response = await this.http.request({ path, query: { $pageIndex: page.pageIndex, $pageSize: page.pageSize } });
      const parsed = formSubmissionsPageWire.safeParse(response.body);
      if (parsed.success) {
        const { items, total, page: index, pages } = parsed.data;
        return { kind: 'found', page: { items: items.map((item) => ({ id: String(item.submissionId), submittedAt: item.submittedAt, values: item.values })), total, page: index, pages } };
      }
      this.logger.error(`Unexpected response shape from ${path}`, parsed.error.issues.slice(0, 5));
    } catch (error) {
      this.logger.error(`Request to ${path} failed`, error);
    }
    return { kind: 'failed' };
  }

  private refusal(error: unknown): SubmissionResult {
    const wire = error instanceof HttpError && error.status < 500 ? formSubmissionErrorWire.safeParse(error.body).data : undefined;
    if (!wire) return { kind: 'failed', message: SUBMISSION_FAILED_MESSAGE };
    const { code, message, fields } = wire.error;
    if (code in BLOCKS) return { kind: 'blocked', reason: BLOCKS[code as keyof typeof BLOCKS], message };
    if (fields && Object.keys(fields).length > 0) return { kind: 'invalid', message, fieldErrors: fields };
    return { kind: 'refused', message };
  }

  /** The form, parsed by core's schema parser (its spec 8 errors included), with the server's status. */
  private async lookup(path: string, headers: Record<string, string> = {}): Promise<FormLookup> {
    try {
      const response = await this.http.request({ path, headers });
      if (response.status === 204 || response.body === null) return { kind: 'missing' };
      const wire = formWire.safeParse(response.body);
      // An unreadable record still goes to the parser, which says what it cannot read (spec 8).
      if (!wire.success) this.logger.error(`Unexpected response shape from ${path}`, wire.error.issues.slice(0, 5));
      const raw: unknown = wire.success ? wire.data : response.body;
      const record = isRecord(raw) ? raw : {};
      return {
        kind: 'found',
        form: {
          parse: parseFormSchema(raw),
          availability: formStatusWire.safeParse(record.status).data ?? 'active',
          startDate: readOptionalText(record.startDate),
          title: readText(record.title),
        },
      };
    } catch (error) {
      if (!(error instanceof HttpError)) return { kind: 'failed' };
      if (error.status === 404) return { kind: 'missing' };
      if (error.status === 401) return { kind: 'code-needed' };
      const refusal = apiErrorWire.safeParse(error.body).data;
      if ((error.status === 403 || error.status === 429) && refusal) return { kind: 'refused', message: refusal.error.message };
      return { kind: 'failed' };
    }
  }
}
