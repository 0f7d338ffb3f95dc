import type { VersionStamp, WriteOutcome } from '../../../core/studio/studio-types';
import { canSendWithProgress, sendWithProgress, type PreparedRequest, type RawReply } from './send-with-progress';

export interface StudioHttpOptions {
  /** The site's API base ('/api/v2'); the studio lives beside it at '/api/studio'. */
  apiBase: string;
  tenant: string;
  fetch?: typeof fetch;
}

export interface StudioCall {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | number | undefined | null>;
  json?: unknown;
  form?: FormData;
  /** A file sent as the body itself, with its own content type (a stat crew's XML). */
  file?: { body: Blob; contentType: string };
  version?: number;
}

export type StudioAnswer = { ok: true; status: number; body: unknown } | { ok: false; status: number; body: unknown } | { ok: false; status: 0; body: null };

const SIGN_IN_MESSAGE = 'Your session has ended. Sign in again to keep working.';
const FAILED_MESSAGE = 'The server could not save this just now. Please try again.';

/**
 * The studio's HTTP: `tenant` on every call, the session's CSRF token (from /Auth/session) on every
 * write, `If-Match: "<version>"` where a version is given. Network failures answer status 0.
 */
export class StudioHttp {
  private readonly fetchImpl: typeof fetch;
  private readonly studioBase: string;
  private csrf: Promise<string | null> | null = null;

  constructor(private readonly options: StudioHttpOptions) {
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.studioBase = options.apiBase.replace(/\/v2\/?$/, '/studio');
  }

  async session(): Promise<unknown> {
    const response = await this.fetchImpl(`${this.options.apiBase.replace(/\/$/, '')}/Auth/session`, { headers: { tenant: this.options.tenant, accept: 'application/json' } });
    return response.ok ? response.json() : null;
  }

  private csrfToken(): Promise<string | null> {
    this.csrf ??= this.session()
      .then((body) => {
        const token = (body as { csrfToken?: unknown } | null)?.csrfToken;
        return typeof token === 'string' ? token : null;
      })
      .catch(() => {
        this.csrf = null;
        return null;
      });
    return this.csrf;
  }

  /**
   * One call. With `onProgress` in a browser the body goes by XMLHttpRequest so that it hears how much is sent
   * (fetch cannot tell); elsewhere by fetch. Either way it hears 1 once the server has taken it.
   */
  async call(call: StudioCall, options: { onProgress?: (fraction: number) => void; retried?: boolean } = {}): Promise<StudioAnswer> {
    const request = await this.prepare(call);
    let reply: RawReply;
    try {
      reply = options.onProgress && canSendWithProgress() ? await sendWithProgress(request, options.onProgress) : await this.fetchReply(request);
    } catch {
      return { ok: false, status: 0, body: null };
    }
    const body = parseBody(reply.text);
    // A CSRF token from before a new sign-in: asked for again once.
    if (reply.status === 403 && !options.retried && request.method !== 'GET' && errorCode(body) === 'csrf_token_invalid') {
      this.csrf = null;
      return this.call(call, { ...options, retried: true });
    }
    const ok = reply.status >= 200 && reply.status < 300;
    if (ok) options.onProgress?.(1);
    return { ok, status: reply.status, body };
  }

  /** The address, the headers (tenant; the CSRF token on a write; If-Match) and the body of a call. */
  private async prepare(call: StudioCall): Promise<PreparedRequest> {
    const method = call.method ?? 'GET';
    const headers: Record<string, string> = { tenant: this.options.tenant, accept: 'application/json' };
    if (call.json !== undefined) headers['content-type'] = 'application/json';
    if (call.file) headers['content-type'] = call.file.contentType;
    if (call.version !== undefined) headers['if-match'] = `"${call.version}"`;
    if (method !== 'GET') {
      const token = await this.csrfToken();
      if (token) headers['x-csrf-token'] = token;
    }
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(call.query ?? {})) if (value !== undefined && value !== null && value !== '') params.append(name, String(value));
    const url = `${this.studioBase}${call.path}${params.size > 0 ? `?${params}` : ''}`;
    return { url, method, headers, body: call.file?.body ?? call.form ?? (call.json !== undefined ? JSON.stringify(call.json) : undefined) };
  }

  private async fetchReply(request: PreparedRequest): Promise<RawReply> {
    const response = await this.fetchImpl(request.url, { method: request.method, headers: request.headers, body: request.body, credentials: 'same-origin' });
    return { status: response.status, text: await response.text().catch(() => '') };
  }

  /** A read: its body, or an Error saying why not. */
  async read(call: StudioCall): Promise<unknown> {
    const answer = await this.call(call);
    if (answer.ok) return answer.body;
    if (answer.status === 404) return null;
    throw new Error(answer.status === 0 ? 'The studio cannot reach the server. Check the connection.' : errorMessage(answer.body) ?? `The server answered ${answer.status}.`);
  }

  /** A write: how it ended, the body mapped by `map` when it was done. */
  async write<T>(call: StudioCall, map: (body: unknown) => T | null): Promise<WriteOutcome<T>> {
    return this.outcome(await this.call(call), map);
  }

  /** How an answer to a write ended (for a caller that first looks at the answer itself). */
  outcome<T>(answer: StudioAnswer, map: (body: unknown) => T | null): WriteOutcome<T> {
    if (answer.status === 0) return { kind: 'offline' };
    if (answer.ok) {
      // 204 No Content (a delete): there is nothing to read, and nothing is missing.
      if (answer.status === 204) return { kind: 'done', value: map(null) as T };
      const value = map(answer.body);
      if (value === null) return { kind: 'failed', message: FAILED_MESSAGE };
      return { kind: 'done', value: value as T };
    }
    const error = (answer.body as { error?: { code?: unknown; message?: unknown; fields?: unknown; current?: unknown } } | null)?.error;
    const message = typeof error?.message === 'string' ? error.message : FAILED_MESSAGE;
    if (answer.status === 412) return { kind: 'conflict', message, current: versionStamp(error?.current) };
    if (answer.status === 400 && error?.fields && typeof error.fields === 'object') {
      const fields = Object.fromEntries(Object.entries(error.fields as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
      return { kind: 'invalid', message, fields };
    }
    if (answer.status === 401) return { kind: 'failed', message: SIGN_IN_MESSAGE };
    return { kind: 'failed', message };
  }
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorCode(body: unknown): string | undefined {
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  return typeof code === 'string' ? code : undefined;
}

function errorMessage(body: unknown): string | undefined {
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === 'string' ? message : undefined;
}

export function versionStamp(raw: unknown): VersionStamp | null {
  const value = raw as { version?: unknown; updatedAt?: unknown; updatedBy?: { id?: unknown; name?: unknown } | null } | null;
  if (!value || typeof value.version !== 'number') return null;
  const by = value.updatedBy;
  return {
    version: value.version,
    updatedAt: typeof value.updatedAt === 'string' ? value.updatedAt : '',
    updatedBy: by && typeof by.id === 'number' && typeof by.name === 'string' ? { id: by.id, name: by.name } : null,
  };
}
