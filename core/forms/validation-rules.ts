import type { FieldValue } from './form-schema';
import { rule, textRule, type RuleArg, type RuleDefinition, type RuleName } from './validation-rule';
import { isEmptyValue, numberOf, textOf, textsOf, valueOf } from './rule-values';
import { DATE_RULES } from './date-rules';

// Same pattern as the form library's email rule: local part, @, a dotted domain or an IP.
const EMAIL =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
const ACCEPTED = ['yes', 'on', '1', 'true'];

/** A rule every scalar of the value must pass (each entry of a checkbox list). */
function eachRule(test: (text: string, args: readonly string[]) => boolean): RuleDefinition {
  return rule((value, args) => {
    const texts = textsOf(value);
    return texts !== undefined && texts.every((text) => test(text, args.map(String)));
  });
}

/** A list is measured by its length, anything else by its number. */
function measure(value: FieldValue): number | undefined {
  return Array.isArray(value) ? value.length : numberOf(value);
}

function compareRule(accept: (size: number, bound: number) => boolean): RuleDefinition {
  return rule((value, args) => {
    const size = measure(value);
    const bound = numberOf(args[0]);
    return size !== undefined && bound !== undefined && accept(size, bound);
  });
}

/** Bounds as written, in either order. */
export function boundsOf(args: readonly RuleArg[], lowFallback: number, highFallback: number): [number, number] {
  const first = numberOf(args[0]) ?? lowFallback;
  const second = numberOf(args[1]) ?? highFallback;
  return first <= second ? [first, second] : [second, first];
}

function isUrl(text: string, args: readonly RuleArg[]): boolean {
  if (/\s/.test(text)) return false;
  const allowed = args.length > 0 ? args.map((arg) => String(arg).toLowerCase()) : ['http', 'https'];
  try {
    return allowed.includes(new URL(text).protocol.replace(/:$/, ''));
  } catch {
    return false;
  }
}

/** A '/pattern/flags' argument is a regular expression; any other argument must equal the text. */
function matchesArg(text: string, arg: string): boolean {
  const literal = /^\/(.+)\/([a-z]*)$/s.exec(arg);
  if (literal === null) return text === arg;
  try {
    return new RegExp(literal[1] ?? '', (literal[2] ?? '').replace(/[gy]/g, '')).test(text);
  } catch {
    return false;
  }
}

/** Another field's value as text for comparison (numbers and strings alike). */
function comparable(value: FieldValue): string | undefined {
  return textOf(value) ?? (typeof value === 'boolean' ? String(value) : undefined);
}

/** spec 5: what each rule accepts. A value the rule cannot read fails it. */
export const RULES: Readonly<Record<RuleName, RuleDefinition>> = {
  required: rule((value) => !isEmptyValue(value), false),
  email: textRule((text) => EMAIL.test(text.trim())),
  url: textRule(isUrl),
  number: rule((value) => numberOf(value) !== undefined),
  min: compareRule((size, bound) => size >= bound),
  max: compareRule((size, bound) => size <= bound),
  between: rule((value, args) => {
    const size = numberOf(value);
    if (size === undefined || numberOf(args[0]) === undefined || numberOf(args[1]) === undefined) return false;
    const [low, high] = boundsOf(args, 0, 0);
    return size >= low && size <= high;
  }),
  length: rule((value, args) => {
    const size = typeof value === 'string' || Array.isArray(value) ? value.length : undefined;
    const [low, high] = boundsOf(args, 0, Infinity);
    return size !== undefined && size >= low && size <= high;
  }),
  // Compares with args[0], else the partner by naming convention: x with x_confirm.
  confirm: rule((value, args, context) => {
    const partner =
      args[0] !== undefined
        ? String(args[0])
        : context.name.endsWith('_confirm')
          ? context.name.slice(0, -'_confirm'.length)
          : `${context.name}_confirm`;
    const mine = comparable(value);
    return mine !== undefined && mine === comparable(valueOf(context.values, partner));
  }),
  accepted: rule(
    (value) => value === true || value === 1 || (typeof value === 'string' && ACCEPTED.includes(value.trim().toLowerCase())),
    false,
  ),
  alpha: textRule((text, args) => (args[0] === 'latin' ? /^[a-zA-Z]+$/ : /^\p{L}+$/u).test(text)),
  alphanumeric: textRule((text, args) => (args[0] === 'latin' ? /^[a-zA-Z0-9]+$/ : /^[\p{L}0-9]+$/u).test(text)),
  ...DATE_RULES,
  matches: textRule((text, args) => args.some((arg) => matchesArg(text, String(arg)))),
  is: eachRule((text, args) => args.includes(text)),
  not: eachRule((text, args) => !args.includes(text)),
  starts_with: eachRule((text, args) => args.some((arg) => arg !== '' && text.startsWith(arg))),
  ends_with: eachRule((text, args) => args.some((arg) => arg !== '' && text.endsWith(arg))),
  uppercase: textRule((text) => /^\p{Lu}+$/u.test(text)),
  lowercase: textRule((text) => /^\p{Ll}+$/u.test(text)),
  // ASCII punctuation and symbols, as the form library defines the symbol rule.
  symbol: textRule((text) => /^[!-/:-@[-`{-~]+$/.test(text)),
};
