import type { FastifyInstance } from 'fastify';
import { DEMO_SCHOOLS } from '../../../demo/schools';
import { demoStaffOf } from '../../../demo/staff';

export interface StaffSignIn {
  /** The Cookie header value that carries the session. */
  cookie: string;
  /** The token state-changing requests send in `x-csrf-token`. */
  csrfToken: string;
}

/**
 * Signs in as the seeded staff member of `tenantKey` through the real sign-in endpoint; `credentialsOf` names the
 * demo school whose credentials to use when `tenantKey` is a copy of it (a school restored from an archive).
 */
export async function signInStaff(app: FastifyInstance, tenantKey: string, credentialsOf = tenantKey): Promise<StaffSignIn> {
  const school = DEMO_SCHOOLS.find((candidate) => candidate.key === credentialsOf);
  if (!school) throw new Error(`no demo school ${credentialsOf}`);
  const { email, password } = demoStaffOf(school);
  const response = await app.inject({ method: 'POST', url: '/api/v2/Auth/login', headers: { tenant: tenantKey, 'content-type': 'application/json' }, payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in as ${email} answered ${response.statusCode}: ${response.body}`);
  const setCookie = [response.headers['set-cookie']].flat().find((value): value is string => typeof value === 'string' && value.startsWith('staff_session='));
  if (!setCookie) throw new Error('sign-in set no session cookie');
  return { cookie: setCookie.split(';')[0]!, csrfToken: (response.json() as { csrfToken: string }).csrfToken };
}
