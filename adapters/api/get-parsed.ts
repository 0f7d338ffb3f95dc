import type { z } from 'zod';
import type { HttpClient, HttpRequest } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import { lenientWire } from './lenient-wire';

/** Any schema's parse that reports rather than throws: classic zod's and zod/mini's alike. */
type SafeParse<T> = (body: unknown) => { success: true; data: T } | { success: false; error: { issues: readonly unknown[] } };

/**
 * GETs a resource and parses it with `parse`. On any failure (network, status, shape) it logs and
 * returns `fallback`: spec 8, a failing call never blanks the page.
 */
export async function getSafeParsedOr<T, F>(http: HttpClient, logger: Logger, request: HttpRequest, parse: SafeParse<T>, fallback: F): Promise<T | F> {
  try {
    const response = await http.request(request);
    if (response.status === 204 || response.body === null) return fallback;
    const parsed = parse(response.body);
    if (parsed.success) return parsed.data;
    logger.error(`Unexpected response shape from ${request.path}`, parsed.error.issues.slice(0, 5));
  } catch (error) {
    logger.error(`Request to ${request.path} failed`, error);
  }
  return fallback;
}

/** GETs a resource and parses it with its contract schema, read leniently (lenient-wire.ts); `fallback` on any failure. */
export function getParsedOr<S extends z.ZodType, F>(http: HttpClient, logger: Logger, request: HttpRequest, schema: S, fallback: F): Promise<z.infer<S> | F> {
  const lenient = lenientWire(schema);
  return getSafeParsedOr(http, logger, request, (body) => lenient.safeParse(body), fallback);
}
