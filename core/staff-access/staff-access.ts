/** A signed-in staff member, as the site shows them (never a password or a session id). */
export interface StaffMember {
  email: string;
  displayName: string;
  role: 'editor' | 'admin';
}

/** How a sign-in ended: in, or the message to show (the server's own words where it gave some). */
export type SignInOutcome = { kind: 'signed-in'; staff: StaffMember } | { kind: 'refused'; message: string };

/** The banner on every hidden (staff preview) page. */
export const PREVIEW_BANNER_TEXT = 'Preview — not public';

/** When the sign-in could not be tried at all (network, server fault). */
export const SIGN_IN_FAILED_MESSAGE = 'Signing in did not work just now. Please try again.';
