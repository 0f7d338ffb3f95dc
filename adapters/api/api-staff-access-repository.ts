import { apiErrorWire } from '../../contract/errors';
import { staffSessionWire, type LoginRequestWire, type StaffSessionWire } from '../../contract/staff-auth';
import { HttpError, type HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import { SIGN_IN_FAILED_MESSAGE, type SignInOutcome, type StaffMember } from '../../core/staff-access/staff-access';
import type { StaffAccessRepository } from '../../core/staff-access/staff-access-repository.port';
import { csrfHeaders } from './csrf-token';
import { getParsedOr } from './get-parsed';

const SIGN_IN_TIMEOUT_MS = 15_000;

/** The sign-in endpoints of our server (/Auth/...): the session is an HttpOnly cookie this code never sees. */
export class ApiStaffAccessRepository implements StaffAccessRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  async current(): Promise<StaffMember | null> {
    return (await this.session())?.staff ?? null;
  }

  async signIn(email: string, password: string): Promise<SignInOutcome> {
    const body: LoginRequestWire = { email, password };
    try {
      const response = await this.http.request({ method: 'POST', path: '/Auth/login', body, timeoutMs: SIGN_IN_TIMEOUT_MS });
      const staff = staffSessionWire.safeParse(response.body).data?.staff;
      if (staff) return { kind: 'signed-in', staff };
      this.logger.error('Unexpected response shape from /Auth/login');
    } catch (error) {
      // 401 (wrong email or password), 429 (too many tries), 403: the server's message says what to do.
      const refusal = error instanceof HttpError && error.status < 500 ? apiErrorWire.safeParse(error.body).data : undefined;
      if (refusal) return { kind: 'refused', message: refusal.error.message };
    }
    return { kind: 'refused', message: SIGN_IN_FAILED_MESSAGE };
  }

  async signOut(everywhere = false): Promise<void> {
    // The CSRF token belongs to the session: asked for just before the state-changing call; none, nobody to sign out.
    const headers = await csrfHeaders(this.http, this.logger);
    if (Object.keys(headers).length === 0) return;
    await this.http.request({ method: 'POST', path: everywhere ? '/Auth/logout-everywhere' : '/Auth/logout', headers });
  }

  private session(): Promise<StaffSessionWire | null> {
    return getParsedOr(this.http, this.logger, { path: '/Auth/session' }, staffSessionWire, null);
  }
}
