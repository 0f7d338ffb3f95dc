import type { SignInOutcome, StaffMember } from './staff-access';

/** Staff sign-in (DESIGN 8): the session lives on the server; the site only asks who is signed in. */
export interface StaffAccessRepository {
  /** Who is signed in on this school's site, or null (also when the server cannot be asked). */
  current(): Promise<StaffMember | null>;
  signIn(email: string, password: string): Promise<SignInOutcome>;
  /** Ends this browser's session, or every session of the member (`everywhere`). */
  signOut(everywhere?: boolean): Promise<void>;
}
