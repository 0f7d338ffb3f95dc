import type { FastifyRequest } from 'fastify';
import { requireStaff, type StaffSession } from '../auth/staff-guard';
import { ApiError } from '../http/api-error';

export type StudioRole = 'editor' | 'admin';

/**
 * The studio's door (DESIGN 8): a staff session of the request's own school (401 `sign_in_required`,
 * 403 `wrong_school`), and for an admin route an admin (403 `forbidden_role`). The CSRF token of a
 * state-changing request is checked before this by the staff session hook (server/auth/session-hooks.ts).
 */
export function requireStudio(request: FastifyRequest, role: StudioRole = 'editor'): StaffSession {
  const session = requireStaff(request);
  if (role === 'admin' && session.role !== 'admin') throw new ApiError(403, 'forbidden_role', 'Only an administrator of the site can do this.');
  return session;
}

/** Who a write is by: a staff member, or the server itself (the scheduler). */
export interface StudioActor {
  accountId: number | null;
  name: string;
}

export function actorOf(session: StaffSession): StudioActor {
  return { accountId: session.accountId, name: session.displayName };
}

/** The scheduler's writes (publish at a time, unpublish at a time) are audited under this name. */
export const SCHEDULER_ACTOR: StudioActor = { accountId: null, name: 'Scheduler' };
