import type { SimpleField } from './simple-form';

export const SUBSCRIBE_PATH = '/subscribe';
export const UNSUBSCRIBED_PATH = '/unsubscribed';
/** The one-click unsubscribe link of a newsletter: `/unsubscribe?token=...` on the school's own host. */
export const UNSUBSCRIBE_PATH = '/unsubscribe';
/** The query value UNSUBSCRIBED_PATH gets when the link named no current subscription (already used, or mistyped). */
export const UNSUBSCRIBE_UNKNOWN_LINK = 'unknown';

/** RFC 5321: an address longer than this cannot be delivered. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The sign-up form: an email address (required, spec 5 email rule, at most 254 characters) and any
 * sports of interest. The server checks a submission with these very rules (spec 5).
 */
export const SUBSCRIBE_FIELDS: readonly SimpleField[] = [
  { name: 'email', label: 'Email address', type: 'text', rules: [{ name: 'required' }, { name: 'email' }, { name: 'length', args: [0, EMAIL_MAX_LENGTH] }] },
  { name: 'sports', label: 'Sports', type: 'checkbox', rules: [] },
];

/** A complete form the server did not store (network fault, server error): nothing pretends it was. */
export const SUBSCRIBE_NOT_SENT_MESSAGE = 'Your sign-up could not be sent, so nothing was saved. Please check your connection and try again.';

/** What the page says once the server has stored the sign-up. */
export function subscribeSentMessage(email: string): string {
  return `Thank you! ${email.trim()} is signed up for our newsletter. Every email has a link to unsubscribe.`;
}
