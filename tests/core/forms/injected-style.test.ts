import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validateInjectedStyle } from '../../../core/forms/injected-style';

const cssArb = fc.stringMatching(/^[a-z .#{}:;0-9%-]{0,40}$/);
const spaceArb = fc.stringMatching(/^[ \t\n]{0,3}$/);
const caseArb = fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }).map((upper) =>
  [...'script'].map((letter, index) => (upper[index] ? letter.toUpperCase() : letter)).join(''),
);
const tailArb = fc.constantFrom('>', ' src=x>', '\tdefer>', '/>', '\n>', ' type="text/javascript">');

describe('validateInjectedStyle (spec 5)', () => {
  it('accepts css', () => {
    fc.assert(
      fc.property(cssArb, (css) => {
        expect(validateInjectedStyle(css)).toEqual({ ok: true, css });
      }),
    );
    expect(validateInjectedStyle('.description::after { content: "script"; } a > b {}')).toEqual({
      ok: true,
      css: '.description::after { content: "script"; } a > b {}',
    });
  });

  it("rejects text holding a script tag in any case, spacing or attributes with 'That is not css'", () => {
    fc.assert(
      fc.property(cssArb, spaceArb, fc.boolean(), spaceArb, caseArb, tailArb, cssArb, (before, space1, closing, space2, name, tail, after) => {
        const css = `${before}<${space1}${closing ? '/' : ''}${space2}${name}${tail}${after}`;
        expect(validateInjectedStyle(css)).toEqual({ ok: false, error: 'That is not css' });
      }),
    );
  });

  it('rejects a script tag left open at the very end', () => {
    fc.assert(
      fc.property(cssArb, caseArb, (before, name) => {
        expect(validateInjectedStyle(`${before}<${name}`)).toEqual({ ok: false, error: 'That is not css' });
      }),
    );
  });

  it('does not mistake other tags or words for a script tag', () => {
    for (const css of ['<scripts>', '<script0', '<style>', 'a<b', 'script {}', '&lt;script&gt;']) {
      expect(validateInjectedStyle(css).ok).toBe(true);
    }
  });
});
