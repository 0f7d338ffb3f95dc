import type { FieldValue, FormValues } from './form-schema';
import { textOf } from './rule-values';

/** spec 5: the rule set. Rules are plain data so the server evaluates the very same list. */
export const RULE_NAMES = [
  'required',
  'email',
  'url',
  'number',
  'min',
  'max',
  'between',
  'length',
  'confirm',
  'accepted',
  'alpha',
  'alphanumeric',
  'date',
  'date_before',
  'date_after',
  'date_between',
  'date_format',
  'matches',
  'is',
  'not',
  'starts_with',
  'ends_with',
  'uppercase',
  'lowercase',
  'symbol',
] as const;
export type RuleName = (typeof RULE_NAMES)[number];

export type RuleArg = string | number;

/** e.g. `{ name: 'between', args: [1, 10] }`; `message` replaces the rule's own message. */
export interface ValidationRule {
  readonly name: RuleName;
  readonly args?: readonly RuleArg[];
  readonly message?: string;
}

/** What a rule may look at besides the value: the field, its form's values and today. */
export interface RuleContext {
  readonly name: string;
  readonly label: string;
  readonly values: FormValues;
  /** Today's date, ISO YYYY-MM-DD (date_before and date_after compare with it by default). */
  readonly today: string;
}

export function isRuleName(name: string): name is RuleName {
  return (RULE_NAMES as readonly string[]).includes(name);
}

export interface RuleDefinition {
  /** false: the rule also judges empty values (required, accepted); true: empty passes. */
  readonly skipEmpty: boolean;
  readonly test: (value: FieldValue, args: readonly RuleArg[], context: RuleContext) => boolean;
}

export function rule(test: RuleDefinition['test'], skipEmpty = true): RuleDefinition {
  return { skipEmpty, test };
}

/** A rule on the text of a scalar value; lists and booleans fail it. */
export function textRule(test: (text: string, args: readonly RuleArg[], context: RuleContext) => boolean): RuleDefinition {
  return rule((value, args, context) => {
    const text = textOf(value);
    return text !== undefined && test(text, args, context);
  });
}
