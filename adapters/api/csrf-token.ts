import { staffSessionWire } from '../../contract/staff-auth';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import { getParsedOr } from './get-parsed';

/**
 * DESIGN 8: a state-changing request sent with a staff session's cookie carries the session's
 * CSRF token. The headers to add: the token when a staff member is signed in, none otherwise.
 */
export async function csrfHeaders(http: HttpClient, logger: Logger): Promise<Record<string, string>> {
  const csrfToken = (await getParsedOr(http, logger, { path: '/Auth/session' }, staffSessionWire, null))?.csrfToken;
  return csrfToken ? { 'x-csrf-token': csrfToken } : {};
}
