import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { evaluateRule } from '../../../core/forms/rule-evaluation';
import type { FieldValue } from '../../../core/forms/form-schema';
import type { RuleContext, ValidationRule } from '../../../core/forms/validation-rule';
import { daysInMonth, formatPattern, parseFormattedDate } from '../../../core/forms/date-values';
import { isoDateArb, labelArb, ruleContext } from './form-fixtures';

function check(rule: ValidationRule, value: FieldValue, context: Partial<RuleContext> = {}) {
  return evaluateRule(rule, value, ruleContext(context));
}
const fails = (message: string) => ({ valid: false, message });
const passes = { valid: true };

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** A real date written in a format of the tokens the rule knows. */
const formattedArb = fc
  .record({
    year: fc.integer({ min: 2000, max: 2099 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
    order: fc.constantFrom(['Y', 'M', 'D'], ['M', 'D', 'Y'], ['D', 'M', 'Y']),
    year2: fc.boolean(),
    padMonth: fc.boolean(),
    padDay: fc.boolean(),
    separator: fc.constantFrom('-', '/', '.', ' '),
  })
  .map((spec) => ({ ...spec, day: Math.min(spec.day, daysInMonth(spec.year, spec.month)) }))
  .map((spec) => {
    const parts = {
      Y: spec.year2 ? ['YY', pad(spec.year % 100, 2)] : ['YYYY', String(spec.year)],
      M: spec.padMonth ? ['MM', pad(spec.month, 2)] : ['M', String(spec.month)],
      D: spec.padDay ? ['DD', pad(spec.day, 2)] : ['D', String(spec.day)],
    } as const;
    const chosen = spec.order.map((key) => parts[key as keyof typeof parts]);
    return { ...spec, format: chosen.map(([token]) => token).join(spec.separator), text: chosen.map(([, text]) => text).join(spec.separator) };
  });

describe('date', () => {
  it('accepts real calendar dates as YYYY-MM-DD', () => {
    fc.assert(
      fc.property(isoDateArb, (date) => {
        expect(check({ name: 'date' }, date)).toEqual(passes);
      }),
    );
  });

  it('rejects impossible days and other text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1950, max: 2099 }), fc.integer({ min: 1, max: 12 }), labelArb, (year, month, label) => {
        const impossible = `${year}-${pad(month, 2)}-${pad(daysInMonth(year, month) + 1, 2)}`;
        expect(check({ name: 'date' }, impossible, { label })).toEqual(fails(`${label} must be a valid date.`));
      }),
    );
    expect(check({ name: 'date' }, '2024-13-01')).toEqual(fails('Field must be a valid date.'));
    expect(check({ name: 'date' }, 'tomorrow')).toEqual(fails('Field must be a valid date.'));
  });
});

describe('date_before and date_after', () => {
  it('compare with the argument', () => {
    fc.assert(
      fc.property(isoDateArb, isoDateArb, labelArb, (date, bound, label) => {
        expect(check({ name: 'date_before', args: [bound] }, date, { label })).toEqual(date < bound ? passes : fails(`${label} must be before ${bound}.`));
        expect(check({ name: 'date_after', args: [bound] }, date, { label })).toEqual(date > bound ? passes : fails(`${label} must be after ${bound}.`));
      }),
    );
  });

  it('compare with today when no argument is given', () => {
    fc.assert(
      fc.property(isoDateArb, isoDateArb, (date, today) => {
        expect(check({ name: 'date_before' }, date, { today })).toEqual(date < today ? passes : fails('Field must be in the past.'));
        expect(check({ name: 'date_after' }, date, { today })).toEqual(date > today ? passes : fails('Field must be in the future.'));
      }),
    );
  });

  it('fail on a value or bound that is not a date', () => {
    expect(check({ name: 'date_before', args: ['2024-01-01'] }, 'soon')).toEqual(fails('Field must be before 2024-01-01.'));
    expect(check({ name: 'date_after', args: ['someday'] }, '2024-01-01')).toEqual(fails('Field must be after someday.'));
  });
});

describe('date_between', () => {
  it('accepts dates within the bounds, given in either order', () => {
    fc.assert(
      fc.property(isoDateArb, isoDateArb, isoDateArb, (date, a, b) => {
        const inside = date >= (a < b ? a : b) && date <= (a < b ? b : a);
        expect(check({ name: 'date_between', args: [a, b] }, date)).toEqual(inside ? passes : fails(`Field must be between ${a} and ${b}.`));
      }),
    );
  });

  it('fails without two date bounds', () => {
    expect(check({ name: 'date_between', args: ['2024-01-01'] }, '2024-01-01')).toEqual(fails('This field is not valid.'));
    expect(check({ name: 'date_between', args: ['2024-01-01', 'x'] }, '2024-01-01')).toEqual(fails('Field must be between 2024-01-01 and x.'));
  });
});

describe('date_format', () => {
  it('accepts real dates written in the format', () => {
    fc.assert(
      fc.property(formattedArb, ({ format, text }) => {
        expect(check({ name: 'date_format', args: [format] }, text)).toEqual(passes);
      }),
    );
  });

  it('reads back the very date that was written', () => {
    fc.assert(
      fc.property(formattedArb, ({ format, text, year, month, day }) => {
        expect(parseFormattedDate(text, format)).toBe(Date.UTC(year, month - 1, day));
      }),
    );
  });

  it('rejects a day past the end of the month with the format named', () => {
    fc.assert(
      fc.property(formattedArb, (spec) => {
        const last = daysInMonth(spec.year, spec.month);
        fc.pre(last < 31);
        const text = spec.text.replace(spec.padDay ? pad(spec.day, 2) : String(spec.day), String(last + 1));
        fc.pre(text !== spec.text && parseFormattedDate(text, spec.format) === undefined);
        expect(check({ name: 'date_format', args: [spec.format] }, text)).toEqual(fails(`Field must be a date in the format ${spec.format}.`));
      }),
    );
  });

  it('defaults to YYYY-MM-DD and treats regex characters in a format literally', () => {
    expect(check({ name: 'date_format' }, '2024-02-29')).toEqual(passes);
    expect(check({ name: 'date_format' }, '2023-02-29')).toEqual(fails('Field must be a date in the format YYYY-MM-DD.'));
    expect(check({ name: 'date_format', args: ['DD.MM.YYYY'] }, '01.02.2024')).toEqual(passes);
    expect(check({ name: 'date_format', args: ['DD.MM.YYYY'] }, '01x02x2024')).toEqual(fails('Field must be a date in the format DD.MM.YYYY.'));
  });

  it('has no pattern for a format missing a part or repeating one', () => {
    expect(formatPattern('MM/DD')).toBeUndefined();
    expect(formatPattern('YYYY-MM-DD-DD')).toBeUndefined();
    expect(check({ name: 'date_format', args: ['MM/DD'] }, '01/02')).toEqual(fails('Field must be a date in the format MM/DD.'));
  });
});
