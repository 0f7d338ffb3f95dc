import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOGIN_PATH, safeRedirectTarget, signInPath } from '../../../core/info/login-form';

describe('sign-in redirects (spec 1 and 6: /hidden routes lead to sign-in)', () => {
  it('remembers any path of this site and gives it back', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 6 }), fc.option(fc.stringMatching(/^[a-z]=[a-z0-9]{1,5}$/), { nil: undefined }), (segments, query) => {
        const path = `/${segments.join('/')}${query ? `?${query}` : ''}`;
        const login = signInPath(path);
        expect(login.startsWith(`${LOGIN_PATH}?redirect=`)).toBe(true);
        const back = new URL(login, 'https://site.example').searchParams.get('redirect');
        expect(back).toBe(path);
        expect(safeRedirectTarget(back)).toBe(path);
      }),
    );
  });

  it('never sends anyone off the site', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const target = safeRedirectTarget(raw);
        if (target === undefined) return;
        expect(target.startsWith('/')).toBe(true);
        expect(target.startsWith('//')).toBe(false);
        expect(target).not.toContain('\\');
        // Resolved against the site, it stays on the site.
        expect(new URL(target, 'https://site.example').origin).toBe('https://site.example');
      }),
    );
    for (const raw of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/ok\nLocation: x', '', null]) expect(safeRedirectTarget(raw)).toBeUndefined();
    expect(signInPath('//evil.example')).toBe(LOGIN_PATH);
  });
});
