import type { z } from 'zod';
import type { HttpClient, HttpRequest } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import { lenientWire } from './lenient-wire';

/**
 * GETs a resource and parses it with its contract schema, read leniently (lenient-wire.ts). On any failure (network, status,
 * shape) it logs and returns `fallback`: spec 8, a failing call never blanks the page.
 */
export async function getParsedOr<S extends z.ZodType, F>(
  http: HttpClient,
  logger: Logger,
  request: HttpRequest,
  schema: S,
  fallback: F,
): Promise<z.infer<S> | F> {
  try {
    const response = await http.request(request);
    if (response.status === 204 || response.body === null) return fallback;
    const parsed = lenientWire(schema).safeParse(response.body);
    if (parsed.success) return parsed.data;
    logger.error(`Unexpected response shape from ${request.path}`, parsed.error.issues.slice(0, 5));
  } catch (error) {
    logger.error(`Request to ${request.path} failed`, error);
  }
  return fallback;
}
