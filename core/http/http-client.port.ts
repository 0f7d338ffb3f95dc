export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface HttpRequest {
  method?: HttpMethod;
  /** Path below the API base, e.g. '/Sports' or '/Navigation/sub'. */
  path: string;
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** Headers of this call beyond the client's own (e.g. a staff session's x-csrf-token). */
  headers?: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface HttpResponse {
  status: number;
  /** Parsed JSON body, or null for an empty body (204). */
  body: unknown;
  headers: Record<string, string>;
}

/** Raised for any non-2xx response after the retry rule has run (spec 7). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
    readonly body: unknown,
  ) {
    super(`HTTP ${status} for ${path}`);
    this.name = 'HttpError';
  }
}

export interface HttpClient {
  request(request: HttpRequest): Promise<HttpResponse>;
}
