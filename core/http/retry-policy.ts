import type { HttpMethod } from './http-client.port';

// spec 7: GET retries once on these statuses; requests with a body are never retried.
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
export const MAX_RETRIES = 1;

export function shouldRetry(method: HttpMethod, hasBody: boolean, status: number, attempt: number): boolean {
  return method === 'GET' && !hasBody && attempt < MAX_RETRIES && RETRYABLE_STATUSES.has(status);
}
