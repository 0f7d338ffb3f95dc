import { textRule, type RuleArg, type RuleContext, type RuleDefinition } from './validation-rule';
import { parseFormattedDate, parseIsoDate } from './date-values';

/** The date a rule compares with: its argument (YYYY-MM-DD), else today. */
function boundOf(arg: RuleArg | undefined, context: RuleContext): number | undefined {
  return parseIsoDate(arg === undefined ? context.today : String(arg));
}

function compareDates(accept: (date: number, bound: number) => boolean): RuleDefinition {
  return textRule((text, args, context) => {
    const date = parseIsoDate(text);
    const bound = boundOf(args[0], context);
    return date !== undefined && bound !== undefined && accept(date, bound);
  });
}

export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD';

/** spec 5: the date rules. Dates are calendar dates (YYYY-MM-DD), so no time zone enters. */
export const DATE_RULES = {
  date: textRule((text) => parseIsoDate(text) !== undefined),
  date_before: compareDates((date, bound) => date < bound),
  date_after: compareDates((date, bound) => date > bound),
  date_between: textRule((text, args) => {
    const date = parseIsoDate(text);
    const first = parseIsoDate(String(args[0]));
    const second = parseIsoDate(String(args[1]));
    if (date === undefined || first === undefined || second === undefined) return false;
    return date >= Math.min(first, second) && date <= Math.max(first, second);
  }),
  date_format: textRule((text, args) => parseFormattedDate(text, String(args[0] ?? DEFAULT_DATE_FORMAT)) !== undefined),
} satisfies Record<string, RuleDefinition>;
