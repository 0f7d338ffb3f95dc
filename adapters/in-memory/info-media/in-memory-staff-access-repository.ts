import { SIGN_IN_FAILED_MESSAGE, type SignInOutcome, type StaffMember } from '../../../core/staff-access/staff-access';
import type { StaffAccessRepository } from '../../../core/staff-access/staff-access-repository.port';
import type { InMemoryDeps } from '../demo-source';
import { answer, SIGN_IN_UNAVAILABLE_MESSAGE } from './info-media-support';

/**
 * Staff sign-in with no server: the session and the accounts live on the server (DESIGN 8), and
 * the snapshot holds no account, so no one is signed in and every sign-in is refused, saying why.
 * When the demo data does not load, the refusal is core's "did not work just now".
 */
export class InMemoryStaffAccessRepository implements StaffAccessRepository {
  constructor(private readonly deps: InMemoryDeps<unknown>) {}

  current(): Promise<StaffMember | null> {
    return answer(this.deps, 'staff session', null, () => null);
  }

  signIn(_email: string, _password: string): Promise<SignInOutcome> {
    return answer<unknown, SignInOutcome>(this.deps, 'staff sign-in', { kind: 'refused', message: SIGN_IN_FAILED_MESSAGE }, () => ({ kind: 'refused', message: SIGN_IN_UNAVAILABLE_MESSAGE }));
  }

  /** No session to end. */
  async signOut(_everywhere?: boolean): Promise<void> {}
}
