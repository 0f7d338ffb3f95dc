import type { FieldValue } from './form-schema';
import { isRuleName, type RuleContext, type ValidationRule } from './validation-rule';
import { RULES } from './validation-rules';
import { ruleMessage } from './validation-messages';
import { isEmptyValue } from './rule-values';

export type RuleOutcome = { readonly valid: true } | { readonly valid: false; readonly message: string };

const VALID: RuleOutcome = { valid: true };

function messageLabel(context: RuleContext): string {
  return context.label.trim() === '' ? context.name : context.label;
}

/**
 * One rule on one value. A rule name this code does not know (rules may arrive as JSON) fails
 * with the fallback message: the server must not accept what it cannot check.
 */
export function evaluateRule(rule: ValidationRule, value: FieldValue, context: RuleContext): RuleOutcome {
  const args = rule.args ?? [];
  const failed = (): RuleOutcome => ({
    valid: false,
    message: ruleMessage(rule.name, { field: messageLabel(context), args, value }, rule.message),
  });
  if (!isRuleName(rule.name)) return failed();
  const definition = RULES[rule.name];
  if (definition.skipEmpty && isEmptyValue(value)) return VALID;
  return definition.test(value, args, context) ? VALID : failed();
}

/** The messages of every rule the value fails, in rule order. */
export function failedMessages(rules: readonly ValidationRule[], value: FieldValue, context: RuleContext): string[] {
  return rules.flatMap((rule) => {
    const outcome = evaluateRule(rule, value, context);
    return outcome.valid ? [] : [outcome.message];
  });
}
