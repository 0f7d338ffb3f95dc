import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';

/** A signed-in staff member's session, as the session hook finds it from the request's cookie. */
export interface StaffSession {
  /** The session's random id (the cookie's value is this id; only its hash is stored). */
  id: string;
  accountId: number;
  /** The school the account belongs to. */
  tenantId: number;
  email: string;
  displayName: string;
  role: 'editor' | 'admin';
  /** The synchronizer token state-changing requests carry in the `x-csrf-token` header. */
  csrfToken: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff session the request's cookie names, or null (no cookie, unknown, expired, forged). */
    staffSession: StaffSession | null;
  }
}

/**
 * DESIGN 8: hidden content needs a signed-in staff session of the request's own school.
 * No session → 401; a session of another school → 403.
 */
export function requireStaff(request: FastifyRequest): StaffSession {
  const session = request.staffSession ?? null;
  if (!session) throw new ApiError(401, 'sign_in_required', 'Staff sign-in is required to see this.');
  if (session.tenantId !== request.tenant.id) throw new ApiError(403, 'wrong_school', "This staff session belongs to another school's site.");
  return session;
}
