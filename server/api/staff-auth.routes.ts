import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loginRequestWire, staffSessionWire, type StaffSessionWire } from '../../contract/staff-auth';
import { LoginLimits } from '../auth/login-limits';
import { verifyAgainstNobody, verifyPassword } from '../auth/password';
import { clearSessionCookie, setSessionCookie } from '../auth/session-cookie';
import { isCrossSite } from '../auth/session-hooks';
import { findStaffAccount } from '../auth/staff-accounts';
import { requireStaff, type StaffSession } from '../auth/staff-guard';
import type { StaffSessions } from '../auth/staff-sessions';
import { ApiError, errorBody } from '../http/api-error';
import type { ApiDeps } from './api-deps';
import { apiGet, documentRoute } from './api-route';

const TAG = 'Staff sign-in';
const BODY_LIMIT = 4 * 1024;
const WRONG_CREDENTIALS = 'The email or password is not correct.';

/** The session as the site sees it: only one of the request's own school. */
function sessionAnswer(request: FastifyRequest): StaffSessionWire {
  const session = request.staffSession;
  if (!session || session.tenantId !== request.tenant.id) return { staff: null, csrfToken: null };
  return signedIn(session);
}

function signedIn(session: StaffSession): StaffSessionWire {
  return { staff: { email: session.email, displayName: session.displayName, role: session.role }, csrfToken: session.csrfToken };
}

function postRoute(app: FastifyInstance, path: string, spec: Omit<Parameters<typeof documentRoute>[1], 'path' | 'tag' | 'cache'>, handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>): void {
  documentRoute('POST', { ...spec, path, tag: TAG, cache: 'private' });
  app.post(path, { bodyLimit: BODY_LIMIT, config: { cache: 'private' } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return handler(request, reply);
  });
}

/** Staff sign-in (DESIGN 8): sessions in the store, rate-limited sign-in, CSRF tokens, sign-out everywhere. */
export async function registerStaffAuthRoutes(app: FastifyInstance, deps: ApiDeps, sessions: StaffSessions): Promise<void> {
  const limits = new LoginLimits(deps.db, deps.now);

  postRoute(
    app,
    '/Auth/login',
    {
      summary: "Signs a school's staff member in: sets the HttpOnly session cookie and answers the CSRF token. An unknown email and a wrong password answer alike",
      body: loginRequestWire,
      response: staffSessionWire,
      statuses: { 400: 'Not a JSON object with email and password', 401: WRONG_CREDENTIALS, 403: 'Sent from a page of another site', 429: 'Too many failed sign-ins for this account or address (Retry-After says when to try again)' },
    },
    async (request, reply) => {
      const parsed = loginRequestWire.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send(errorBody('invalid_body', "The body must be a JSON object with 'email' and 'password' (text)."));
      if (isCrossSite(request)) throw new ApiError(403, 'cross_site', 'Sign in from the school’s own site.');
      const attempt = { tenantId: request.tenant.id, email: parsed.data.email.trim().toLowerCase(), address: request.ip };
      const retryAfter = await limits.retryAfterSeconds(attempt);
      if (retryAfter > 0) {
        const minutes = Math.ceil(retryAfter / 60);
        return reply.code(429).header('retry-after', String(retryAfter)).send(errorBody('too_many_attempts', `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`));
      }
      const account = await findStaffAccount(deps.db, attempt.tenantId, attempt.email);
      const valid = account ? await verifyPassword(account.passwordHash, parsed.data.password) : await verifyAgainstNobody(parsed.data.password);
      if (!account || !valid) {
        await limits.recordFailure(attempt);
        return reply.code(401).send(errorBody('invalid_credentials', WRONG_CREDENTIALS));
      }
      await limits.clearAccount(attempt);
      // A new id at every sign-in (no session fixation); the one the browser had ends.
      if (request.staffSession) await sessions.end(request.staffSession.id);
      const session = await sessions.start(account);
      await sessions.sweep();
      setSessionCookie(request, reply, session.id);
      return signedIn(session);
    },
  );

  apiGet(
    app,
    { path: '/Auth/session', summary: "Who is signed in on this school's site, with the session's CSRF token (both null when nobody is)", tag: TAG, response: staffSessionWire, cache: 'private' },
    ({ request }) => sessionAnswer(request),
  );

  postRoute(
    app,
    '/Auth/logout',
    { summary: 'Signs this browser out (ends the session and clears its cookie)', response: staffSessionWire, statuses: { 403: 'A signed-in request without its x-csrf-token, or from another site' } },
    async (request, reply) => {
      if (request.staffSession) await sessions.end(request.staffSession.id);
      clearSessionCookie(request, reply);
      return { staff: null, csrfToken: null } satisfies StaffSessionWire;
    },
  );

  postRoute(
    app,
    '/Auth/logout-everywhere',
    { summary: "Ends every session of the signed-in staff member, on every device", response: staffSessionWire, statuses: { 401: 'Nobody is signed in', 403: 'Another school’s session, a missing x-csrf-token, or a request from another site' } },
    async (request, reply) => {
      const session = requireStaff(request);
      await sessions.endAll(session.accountId);
      clearSessionCookie(request, reply);
      return { staff: null, csrfToken: null } satisfies StaffSessionWire;
    },
  );
}
