import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { evaluateRule, failedMessages } from '../../../core/forms/rule-evaluation';
import { RULE_NAMES, isRuleName, type ValidationRule } from '../../../core/forms/validation-rule';
import { FALLBACK_MESSAGE, MESSAGES } from '../../../core/forms/validation-messages';
import { ruleContext } from './form-fixtures';

describe('rule evaluation (spec 5)', () => {
  it("fails a rule it does not know with 'This field is not valid.'", () => {
    fc.assert(
      fc.property(fc.string().filter((name) => !isRuleName(name)), fc.string(), (name, value) => {
        const rule = JSON.parse(JSON.stringify({ name })) as ValidationRule;
        expect(evaluateRule(rule, value, ruleContext())).toEqual({ valid: false, message: 'This field is not valid.' });
      }),
    );
    expect(FALLBACK_MESSAGE).toBe('This field is not valid.');
  });

  it('lets every rule but required and accepted pass an empty value', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RULE_NAMES), fc.constantFrom(undefined, null, '', ' ', [] as string[]), (name, value) => {
        const outcome = evaluateRule({ name, args: ['1'] }, value, ruleContext());
        expect(outcome.valid).toBe(name !== 'required' && name !== 'accepted');
      }),
    );
  });

  it('has a message of its own for every rule', () => {
    for (const name of RULE_NAMES) {
      const message = MESSAGES[name]({ field: 'Name', args: ['1', '2'], value: 'x' });
      expect(message).toMatch(/\.$/);
      expect(message).not.toBe(FALLBACK_MESSAGE);
    }
  });

  it("uses a rule's own message when it carries one", () => {
    fc.assert(
      fc.property(fc.string().filter((text) => text.trim() !== ''), (message) => {
        expect(evaluateRule({ name: 'required', message }, '', ruleContext())).toEqual({ valid: false, message });
      }),
    );
    expect(evaluateRule({ name: 'required', message: ' ' }, '', ruleContext())).toEqual({ valid: false, message: 'Field is required.' });
  });

  it('names the field by its name when the label is blank', () => {
    expect(evaluateRule({ name: 'required' }, '', ruleContext({ label: ' ', name: 'email' }))).toEqual({ valid: false, message: 'email is required.' });
  });

  it('collects the message of every failing rule in order', () => {
    const rules: ValidationRule[] = [{ name: 'length', args: [1, 3] }, { name: 'email' }, { name: 'number' }];
    expect(failedMessages(rules, 'abcd', ruleContext())).toEqual([
      'Field must be at most 3 characters.',
      'Please enter a valid email address.',
      'Field must be a number.',
    ]);
    expect(failedMessages(rules, '', ruleContext())).toEqual([]);
  });
});
