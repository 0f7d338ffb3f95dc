import type { SimpleField } from './simple-form';

export const LOGIN_PATH = '/login';

/** The staff sign-in form: email (required, spec 5 email rule) and password (required). */
export const LOGIN_FIELDS: readonly SimpleField[] = [
  { name: 'email', label: 'Email address', type: 'text', rules: [{ name: 'required' }, { name: 'email' }] },
  { name: 'password', label: 'Password', type: 'text', rules: [{ name: 'required' }] },
];

/**
 * Only a path on this site may be a sign-in's destination: '/x', never '//host', '/\host',
 * a scheme or control characters (an open redirect otherwise).
 */
export function safeRedirectTarget(raw: string | null | undefined): string | undefined {
  const target = (raw ?? '').trim();
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return undefined;
  if ([...target].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return undefined;
  return target;
}

/** spec 1 and 6: routes under /hidden (and /protected) lead to the sign-in page, remembering where to return. */
export function signInPath(target: string): string {
  const safe = safeRedirectTarget(target);
  return safe ? `${LOGIN_PATH}?redirect=${encodeURIComponent(safe)}` : LOGIN_PATH;
}
