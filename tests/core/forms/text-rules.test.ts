import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { evaluateRule } from '../../../core/forms/rule-evaluation';
import type { FieldValue } from '../../../core/forms/form-schema';
import type { RuleContext, ValidationRule } from '../../../core/forms/validation-rule';
import { labelArb, ruleContext } from './form-fixtures';

function check(rule: ValidationRule, value: FieldValue, context: Partial<RuleContext> = {}) {
  return evaluateRule(rule, value, ruleContext(context));
}
const fails = (message: string) => ({ valid: false, message });
const passes = { valid: true };

const wordArb = fc.stringMatching(/^[a-z]{1,10}$/);
const emptyArb = fc.constantFrom<FieldValue>(undefined, null, '', '   ', [], false);

describe('required (spec 5)', () => {
  it("rejects every empty value with '{field} is required.'", () => {
    fc.assert(
      fc.property(emptyArb, labelArb, (value, label) => {
        expect(check({ name: 'required' }, value, { label })).toEqual(fails(`${label} is required.`));
      }),
    );
  });

  it('accepts any value with content', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string().filter((text) => text.trim() !== ''), fc.integer(), fc.constant(true), fc.array(wordArb, { minLength: 1 })), (value) => {
        expect(check({ name: 'required' }, value)).toEqual(passes);
      }),
    );
  });
});

describe('email (spec 5)', () => {
  it('accepts addresses of a dotted domain', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9_+-]{1,10}(\.[a-z0-9]{1,5})?$/), fc.stringMatching(/^([a-z0-9-]{1,8}\.){1,3}[a-z]{2,6}$/), (local, domain) => {
        expect(check({ name: 'email' }, `${local}@${domain}`)).toEqual(passes);
      }),
    );
  });

  it("rejects text with no @ or no domain with 'Please enter a valid email address.'", () => {
    fc.assert(
      fc.property(fc.oneof(wordArb, wordArb.map((word) => `${word}@`), wordArb.map((word) => `${word}@host`), wordArb.map((word) => `@${word}.com`)), (value) => {
        expect(check({ name: 'email' }, value)).toEqual(fails('Please enter a valid email address.'));
      }),
    );
  });
});

describe('url (spec 5)', () => {
  it('accepts http and https addresses', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('http', 'https', 'HTTPS'),
        fc.stringMatching(/^[a-z0-9-]{1,10}(\.[a-z]{2,6}){1,2}(:\d{2,4})?(\/[a-z0-9._~-]{0,8}){0,3}(\?[a-z]=\d)?$/),
        (scheme, rest) => {
          expect(check({ name: 'url' }, `${scheme}://${rest}`)).toEqual(passes);
        },
      ),
    );
  });

  it("rejects other text and other schemes with 'Please enter a valid URL.'", () => {
    fc.assert(
      fc.property(fc.oneof(wordArb, wordArb.map((word) => `ftp://${word}.com`), wordArb.map((word) => `http://${word} .com`)), (value) => {
        expect(check({ name: 'url' }, value)).toEqual(fails('Please enter a valid URL.'));
      }),
    );
  });

  it('accepts the schemes its arguments allow', () => {
    expect(check({ name: 'url', args: ['ftp'] }, 'ftp://files.example.com')).toEqual(passes);
    expect(check({ name: 'url', args: ['ftp'] }, 'https://example.com')).toEqual(fails('Please enter a valid URL.'));
  });
});

describe('letter rules', () => {
  it('alpha accepts letters of any script, rejects anything else', () => {
    fc.assert(
      fc.property(fc.constantFrom('abc', 'Éire', 'Ωmega', 'straße'), labelArb, (word, label) => {
        expect(check({ name: 'alpha' }, word)).toEqual(passes);
        expect(check({ name: 'alpha' }, `${word}1`, { label })).toEqual(fails(`${label} can only contain letters.`));
        expect(check({ name: 'alpha' }, `${word} x`, { label })).toEqual(fails(`${label} can only contain letters.`));
      }),
    );
    expect(check({ name: 'alpha', args: ['latin'] }, 'Éire')).toEqual(fails('Field can only contain letters.'));
  });

  it('alphanumeric accepts letters and digits only', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z0-9]{1,12}$/), fc.constantFrom(' ', '-', '_', '!'), (word, other) => {
        expect(check({ name: 'alphanumeric' }, word)).toEqual(passes);
        expect(check({ name: 'alphanumeric', args: ['latin'] }, word)).toEqual(passes);
        expect(check({ name: 'alphanumeric' }, `${word}${other}`)).toEqual(fails('Field can only contain letters and numbers.'));
      }),
    );
    expect(check({ name: 'alphanumeric' }, 42)).toEqual(passes);
  });

  it('uppercase and lowercase accept only letters of their case', () => {
    fc.assert(
      fc.property(wordArb, (word) => {
        expect(check({ name: 'lowercase' }, word)).toEqual(passes);
        expect(check({ name: 'uppercase' }, word.toUpperCase())).toEqual(passes);
        expect(check({ name: 'uppercase' }, word)).toEqual(fails('Field can only contain uppercase letters.'));
        expect(check({ name: 'lowercase' }, `${word}A`)).toEqual(fails('Field can only contain lowercase letters.'));
        expect(check({ name: 'lowercase' }, `${word}1`)).toEqual(fails('Field can only contain lowercase letters.'));
      }),
    );
  });

  it('symbol accepts ASCII punctuation only', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[!-/:-@[-`{-~]{1,8}$/), wordArb, (symbols, word) => {
        expect(check({ name: 'symbol' }, symbols)).toEqual(passes);
        expect(check({ name: 'symbol' }, `${symbols}${word}`)).toEqual(fails('Field can only contain symbols.'));
      }),
    );
  });

  it('text rules fail values that are not text', () => {
    expect(check({ name: 'alpha' }, ['abc'])).toEqual(fails('Field can only contain letters.'));
    expect(check({ name: 'email' }, true)).toEqual(fails('Please enter a valid email address.'));
  });
});

describe('matches', () => {
  it('accepts text a /pattern/ argument matches or a plain argument equals', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{3}-\d{4}$/), wordArb, (phone, word) => {
        expect(check({ name: 'matches', args: ['/^\\d{3}-\\d{4}$/'] }, phone)).toEqual(passes);
        expect(check({ name: 'matches', args: ['/^\\d{3}-\\d{4}$/'] }, `${phone}${word}`)).toEqual(fails('Field is not in the right format.'));
        expect(check({ name: 'matches', args: [word] }, word)).toEqual(passes);
        expect(check({ name: 'matches', args: [word] }, `${word}x`)).toEqual(fails('Field is not in the right format.'));
      }),
    );
  });

  it('honours flags, ignores the global flag and fails on a broken pattern', () => {
    expect(check({ name: 'matches', args: ['/^abc$/i'] }, 'ABC')).toEqual(passes);
    expect(check({ name: 'matches', args: ['/^abc$/g'] }, 'abc')).toEqual(passes);
    expect(check({ name: 'matches', args: ['/(/'] }, '(')).toEqual(fails('Field is not in the right format.'));
  });
});

describe('is and not', () => {
  it('is accepts only listed values, each entry of a list too', () => {
    fc.assert(
      fc.property(fc.uniqueArray(wordArb, { minLength: 2, maxLength: 5 }), labelArb, (words, label) => {
        const [outsider, ...allowed] = words as [string, ...string[]];
        expect(check({ name: 'is', args: allowed }, allowed[0])).toEqual(passes);
        expect(check({ name: 'is', args: allowed }, allowed)).toEqual(passes);
        expect(check({ name: 'is', args: allowed }, outsider, { label })).toEqual(fails(`${label} is not an allowed value.`));
        expect(check({ name: 'is', args: allowed }, [...allowed, outsider])).toEqual(fails('Field is not an allowed value.'));
      }),
    );
  });

  it('not rejects listed values with the value quoted', () => {
    fc.assert(
      fc.property(fc.uniqueArray(wordArb, { minLength: 2, maxLength: 5 }), (words) => {
        const [allowed, ...banned] = words as [string, ...string[]];
        expect(check({ name: 'not', args: banned }, allowed)).toEqual(passes);
        expect(check({ name: 'not', args: banned }, banned[0])).toEqual(fails(`Field cannot be "${banned[0]}".`));
        expect(check({ name: 'not', args: banned }, [allowed, banned[0] ?? ''])).toEqual(fails('Field is not an allowed value.'));
      }),
    );
  });

  it('compares numbers by their text', () => {
    expect(check({ name: 'is', args: [1, 2] }, 2)).toEqual(passes);
    expect(check({ name: 'is', args: [1, 2] }, true)).toEqual(fails('Field is not an allowed value.'));
  });
});

describe('starts_with and ends_with', () => {
  it('accepts text with one of the prefixes or suffixes', () => {
    fc.assert(
      fc.property(wordArb, wordArb, wordArb, (prefix, other, body) => {
        fc.pre(!other.startsWith(prefix) && !other.endsWith(prefix));
        expect(check({ name: 'starts_with', args: [other, prefix] }, `${prefix}${body}`)).toEqual(passes);
        expect(check({ name: 'ends_with', args: [other, prefix] }, `${body}${prefix}`)).toEqual(passes);
        expect(check({ name: 'starts_with', args: [prefix] }, other)).toEqual(fails(`Field must start with ${prefix}.`));
        expect(check({ name: 'ends_with', args: [prefix] }, other)).toEqual(fails(`Field must end with ${prefix}.`));
      }),
    );
  });

  it('lists several choices in the message and falls back without any', () => {
    expect(check({ name: 'starts_with', args: ['a', 'b', 'c'] }, 'x')).toEqual(fails('Field must start with a, b or c.'));
    expect(check({ name: 'ends_with', args: ['a', 'b'] }, 'x')).toEqual(fails('Field must end with a or b.'));
    expect(check({ name: 'starts_with', args: [] }, 'x')).toEqual(fails('This field is not valid.'));
    expect(check({ name: 'ends_with' }, 'x')).toEqual(fails('This field is not valid.'));
  });
});

describe('accepted', () => {
  it('accepts yes, on, 1 and true in any form, rejects anything else, empty included', () => {
    fc.assert(
      fc.property(fc.constantFrom<FieldValue>('yes', 'ON', '1', 'true', ' True ', true, 1), (value) => {
        expect(check({ name: 'accepted' }, value)).toEqual(passes);
      }),
    );
    fc.assert(
      fc.property(fc.oneof(emptyArb, fc.constantFrom<FieldValue>('no', 'off', '0', 0, 2)), labelArb, (value, label) => {
        expect(check({ name: 'accepted' }, value, { label })).toEqual(fails(`${label} must be accepted.`));
      }),
    );
  });
});

describe('confirm (spec 5)', () => {
  it("accepts a value equal to its partner, rejects others with 'does not match.'", () => {
    fc.assert(
      fc.property(wordArb, wordArb, labelArb, (first, second, label) => {
        fc.pre(first !== second);
        const same = { password: first, password_confirm: first };
        const differ = { password: first, password_confirm: second };
        expect(check({ name: 'confirm' }, first, { name: 'password_confirm', values: same })).toEqual(passes);
        expect(check({ name: 'confirm' }, first, { name: 'password', values: same })).toEqual(passes);
        expect(check({ name: 'confirm', args: ['password'] }, first, { name: 'again', values: same })).toEqual(passes);
        expect(check({ name: 'confirm' }, second, { name: 'password_confirm', label, values: differ })).toEqual(fails(`${label} does not match.`));
        expect(check({ name: 'confirm', args: ['password'] }, second, { name: 'x', label, values: differ })).toEqual(fails(`${label} does not match.`));
      }),
    );
  });

  it('fails when the value cannot be compared', () => {
    expect(check({ name: 'confirm' }, ['a'], { name: 'a_confirm', values: { a: 'a' } })).toEqual(fails('Field does not match.'));
    expect(check({ name: 'confirm' }, 'true', { name: 'b', values: { b_confirm: true } })).toEqual(passes);
  });
});
