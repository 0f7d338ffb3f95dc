import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { hostNameOf } from '../http/local-host';
import { sessionIdOf } from './session-cookie';
import type { StaffSessions } from './staff-sessions';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when the request says it comes from a page of another site (Origin or Sec-Fetch-Site). */
export function isCrossSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return origin === 'null';
  try {
    return hostNameOf(new URL(origin).host) !== hostNameOf(request.host);
  } catch {
    return true;
  }
}

/**
 * Finds the staff session the request's cookie names (after the tenant hook), and guards
 * state-changing requests made with it (DESIGN 8 CSRF): they must come from our own pages and
 * carry the session's synchronizer token in `x-csrf-token`, or they are refused with 403.
 */
export function installStaffSessionHooks(api: FastifyInstance, sessions: StaffSessions): void {
  api.decorateRequest('staffSession', null);
  api.addHook('preHandler', async (request) => {
    const sessionId = sessionIdOf(request);
    request.staffSession = sessionId ? await sessions.find(sessionId) : null;
    const session = request.staffSession;
    if (!session || SAFE_METHODS.has(request.method)) return;
    if (isCrossSite(request)) throw new ApiError(403, 'cross_site', 'A request from another site cannot change anything here.');
    if (request.headers['x-csrf-token'] !== session.csrfToken) throw new ApiError(403, 'csrf_token_invalid', "The request's x-csrf-token header does not match the staff session.");
  });
}
