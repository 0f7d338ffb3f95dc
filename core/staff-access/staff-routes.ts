/** spec 2.1 sign-in routes: under /hidden, for signed-in staff only. */
export const HIDDEN_ROUTE_NAMES = ['hidden_roster_list', 'hidden_roster_bio', 'hidden_story', 'hidden_sportfile', 'hidden_splash', 'hidden_forms'] as const;

/** spec 6: /protected routes; an access code the department hands out, or a staff session, opens them. */
export const PROTECTED_ROUTE_NAMES = ['protected_sportfile', 'protected_forms'] as const;
