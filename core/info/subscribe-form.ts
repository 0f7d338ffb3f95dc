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
  { name: 'finals', label: 'Final scores', type: 'checkbox', rules: [] },
];

/** A complete form the server did not store (network fault, server error): nothing pretends it was. */
export const SUBSCRIBE_NOT_SENT_MESSAGE = 'Your sign-up could not be sent, so nothing was saved. Please check your connection and try again.';

/** Issue 46: what the page says once the server has stored the sign-up: nothing is sent until its owner confirms. */
export function subscribeSentMessage(email: string): string {
  return `Almost done: check your inbox. We sent a link to ${email.trim()}; open it to confirm your sign-up. Nothing else is sent until you do.`;
}

/** The query of the confirmation link's page (`/subscribe?confirm=<secret>`) and of its outcome. */
export const SUBSCRIBE_CONFIRM_PARAM = 'confirm';
export const SUBSCRIBE_CONFIRMED_PARAM = 'confirmed';
/** Where the confirmation page's one button posts (a plain form, so a mail scanner opening the link confirms nothing). */
export const SUBSCRIBE_CONFIRM_PATH = '/subscribe/confirm';
/** The confirmation link works for 48 hours. */
export const CONFIRM_LINK_HOURS = 48;
