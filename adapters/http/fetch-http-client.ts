import { HttpError, type HttpClient, type HttpRequest, type HttpResponse } from '../../core/http/http-client.port';
import { shouldRetry } from '../../core/http/retry-policy';
import type { Logger } from '../../core/platform/logger.port';

export interface FetchHttpClientOptions {
  /** '/api/v2' in the browser, or an absolute base such as 'http://127.0.0.1:3000/api/v2'. */
  apiBase: string;
  tenant: string;
  logger: Logger;
  fetch?: typeof fetch;
}

function buildUrl(apiBase: string, path: string, query: HttpRequest['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const search = params.toString();
  return `${apiBase.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** spec 7: every call carries `tenant`; GET is retried once on the transient statuses; errors are logged. */
export class FetchHttpClient implements HttpClient {
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: FetchHttpClientOptions) {
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  async request(request: HttpRequest): Promise<HttpResponse> {
    const method = request.method ?? 'GET';
    const hasBody = request.body !== undefined;
    const url = buildUrl(this.options.apiBase, request.path, request.query);
    const headers: Record<string, string> = { ...request.headers, tenant: this.options.tenant, accept: 'application/json' };
    if (hasBody) headers['content-type'] = 'application/json';
    for (let attempt = 0; ; attempt += 1) {
      const signals = [request.signal, request.timeoutMs ? AbortSignal.timeout(request.timeoutMs) : undefined].filter((s): s is AbortSignal => s !== undefined);
      const response = await this.fetchImpl(url, {
        method,
        headers,
        body: hasBody ? JSON.stringify(request.body) : undefined,
        signal: signals.length > 0 ? AbortSignal.any(signals) : undefined,
      });
      const body = await readBody(response);
      if (response.ok) return { status: response.status, body, headers: Object.fromEntries(response.headers.entries()) };
      if (shouldRetry(method, hasBody, response.status, attempt)) continue;
      this.options.logger.error(`${method} ${request.path} failed with ${response.status}`, body);
      throw new HttpError(response.status, request.path, body);
    }
  }
}
