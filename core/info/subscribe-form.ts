import type { SimpleField } from './simple-form';

export const SUBSCRIBE_PATH = '/subscribe';
export const UNSUBSCRIBED_PATH = '/unsubscribed';

/** The sign-up form: an email address (required, spec 5 email rule) and any sports of interest. */
export const SUBSCRIBE_FIELDS: readonly SimpleField[] = [
  { name: 'email', label: 'Email address', type: 'text', rules: [{ name: 'required' }, { name: 'email' }] },
  { name: 'sports', label: 'Sports', type: 'checkbox', rules: [] },
];

/** There is no subscribe endpoint yet: a complete form is not sent, and the page says so. */
export const SUBSCRIBE_NOT_SENT_MESSAGE =
  'Your sign-up could not be sent: newsletter sign-up is not available on this site yet. Nothing was saved. Please try again later.';
