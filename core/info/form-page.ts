/** spec 2.1 forms /form/{id}: there is no forms API yet, so every form shows this. */
export const FORM_NOT_AVAILABLE_TITLE = 'This form is not available';
export const FORM_NOT_AVAILABLE_TEXT = 'This form cannot be filled out online right now. Please check back later or contact the athletics department.';

/** The routes that need a staff sign-in (spec 2.1 sign-in routes, and the /protected ones). */
export const SIGN_IN_ROUTE_NAMES = [
  'hidden_roster_list',
  'hidden_roster_bio',
  'hidden_forms',
  'protected_forms',
  'hidden_sportfile',
  'protected_sportfile',
  'hidden_story',
  'hidden_splash',
] as const;
