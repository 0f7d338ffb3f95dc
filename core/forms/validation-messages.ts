import type { FieldValue } from './form-schema';
import { isRuleName, type RuleArg, type RuleName } from './validation-rule';
import { DEFAULT_DATE_FORMAT } from './date-rules';
import { boundsOf } from './validation-rules';
import { listText, numberOf, textOf } from './rule-values';

/** spec 5: the message of a rule that has none of its own (or cannot word its arguments). */
export const FALLBACK_MESSAGE = 'This field is not valid.';

export interface MessageContext {
  /** The field's label (its name when the label is blank). */
  readonly field: string;
  readonly args: readonly RuleArg[];
  readonly value: FieldValue;
}

/** undefined: the arguments cannot be worded, so the fallback message shows. */
type MessageBuilder = (context: MessageContext) => string | undefined;

/** A numeric first argument worded by `word`; any other argument gets the fallback. */
function withBound(context: MessageContext, word: (bound: number) => string): string | undefined {
  const bound = numberOf(context.args[0]);
  return bound === undefined ? undefined : word(bound);
}

function counted(count: number, unit: 'character' | 'item'): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** Words the bound the value missed, read the way the length rule reads its arguments. */
function lengthMessage({ field, args, value }: MessageContext): string | undefined {
  if (typeof value !== 'string' && !Array.isArray(value)) return undefined;
  const [low, high] = boundsOf(args, 0, Infinity);
  const unit = Array.isArray(value) ? 'item' : 'character';
  if (value.length > high) return `${field} must be at most ${counted(high, unit)}.`;
  return `${field} must be at least ${counted(low, unit)}.`;
}

function betweenMessage(field: string, args: readonly RuleArg[]): string | undefined {
  const [first, second] = args;
  return first === undefined || second === undefined ? undefined : `${field} must be between ${first} and ${second}.`;
}

/**
 * spec 5: messages, quoted ones verbatim ('{field} is required.', 'Please enter a valid email
 * address.', 'Please enter a valid URL.', 'must be a number', 'does not match.'). The spec's
 * 'must be a number' fragment gets the field in front like the rest: '{field} must be a number.'.
 * The unquoted ones follow the same sentence style: field first, full stop last.
 */
export const MESSAGES: Readonly<Record<RuleName, MessageBuilder>> = {
  required: ({ field }) => `${field} is required.`,
  email: () => 'Please enter a valid email address.',
  url: () => 'Please enter a valid URL.',
  number: ({ field }) => `${field} must be a number.`,
  // A list (a checkbox group) is bounded by how many are ticked.
  min: (context) =>
    withBound(context, (min) =>
      Array.isArray(context.value)
        ? `${context.field} must have at least ${min} selected.`
        : `${context.field} must be at least ${min}.`,
    ),
  max: (context) =>
    withBound(context, (max) =>
      Array.isArray(context.value)
        ? `${context.field} must have at most ${max} selected.`
        : `${context.field} must be at most ${max}.`,
    ),
  between: ({ field, args }) => betweenMessage(field, args),
  length: lengthMessage,
  confirm: ({ field }) => `${field} does not match.`,
  accepted: ({ field }) => `${field} must be accepted.`,
  alpha: ({ field }) => `${field} can only contain letters.`,
  alphanumeric: ({ field }) => `${field} can only contain letters and numbers.`,
  date: ({ field }) => `${field} must be a valid date.`,
  // Without an argument these compare with today.
  date_before: ({ field, args }) =>
    args[0] === undefined ? `${field} must be in the past.` : `${field} must be before ${args[0]}.`,
  date_after: ({ field, args }) =>
    args[0] === undefined ? `${field} must be in the future.` : `${field} must be after ${args[0]}.`,
  date_between: ({ field, args }) => betweenMessage(field, args),
  date_format: ({ field, args }) => `${field} must be a date in the format ${args[0] ?? DEFAULT_DATE_FORMAT}.`,
  matches: ({ field }) => `${field} is not in the right format.`,
  is: ({ field }) => `${field} is not an allowed value.`,
  not: ({ field, value }) => {
    const text = textOf(value);
    return text === undefined ? `${field} is not an allowed value.` : `${field} cannot be "${text}".`;
  },
  starts_with: ({ field, args }) => (args.length === 0 ? undefined : `${field} must start with ${listText(args)}.`),
  ends_with: ({ field, args }) => (args.length === 0 ? undefined : `${field} must end with ${listText(args)}.`),
  uppercase: ({ field }) => `${field} can only contain uppercase letters.`,
  lowercase: ({ field }) => `${field} can only contain lowercase letters.`,
  symbol: ({ field }) => `${field} can only contain symbols.`,
};

/** The message for a failed rule: the rule's own override, its builder's, else the fallback. */
export function ruleMessage(name: string, context: MessageContext, override?: string): string {
  if (override !== undefined && override.trim() !== '') return override;
  // isRuleName first: a name like 'valueOf' must not reach Object.prototype.
  return (isRuleName(name) ? MESSAGES[name](context) : undefined) ?? FALLBACK_MESSAGE;
}
