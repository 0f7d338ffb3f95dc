import type { FastifyReply, FastifyRequest } from 'fastify';
import { verifyPassword } from '../auth/password';
import type { Db } from '../store/database';
import { ApiError } from '../http/api-error';
import { findForm, type FormRow } from '../forms/form-records';
import { ACCESS_CODE_HEADER } from './documents.routes';
import type { FailureLimiter } from './failure-limiter';

// argon2 is not run on anything longer than a code anyone would type.
const MAX_ACCESS_CODE_LENGTH = 200;

/**
 * A protected form for the school's staff or whoever sends its access code in x-access-code:
 * 401 without a code, 429 after too many wrong ones from the address, 403 for a wrong code (an
 * unknown form too, so a guess cannot tell which forms exist). undefined: staff, no such form.
 */
export async function protectedForm(db: Db, request: FastifyRequest, reply: FastifyReply, formId: number, wrongCodes: FailureLimiter): Promise<FormRow | undefined> {
  const tenantId = request.tenant.id;
  if (request.staffSession?.tenantId === tenantId) return findForm(db, tenantId, formId, 'protected');
  const code = request.headers[ACCESS_CODE_HEADER];
  if (typeof code !== 'string' || code === '') throw new ApiError(401, 'access_code_required', 'This form needs its access code.');
  const retryAfter = wrongCodes.retryAfterSeconds(request.ip);
  if (retryAfter > 0) {
    reply.header('retry-after', String(retryAfter));
    throw new ApiError(429, 'too_many_attempts', `Too many wrong access codes. Please try again in ${Math.ceil(retryAfter / 60)} minute(s).`);
  }
  const row = await findForm(db, tenantId, formId, 'protected');
  if (!row || code.length > MAX_ACCESS_CODE_LENGTH || !(await verifyPassword(row.accessCodeHash!, code))) {
    wrongCodes.recordFailure(request.ip);
    throw new ApiError(403, 'access_code_wrong', 'That access code is not right for this form.');
  }
  return row;
}
