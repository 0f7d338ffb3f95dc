import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heightText, weightLabel, weightText } from '../../../core/people/measurements';
import { heightInInches, weightInPounds } from '../../../core/roster/roster-sort';

describe('heights and weights as the roster sort reads them', () => {
  it('prints a height that the sort reads back as the same inches', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 11 }), (feet, inches) => {
        const text = heightText(feet, inches)!;
        expect(text).toMatch(/^\d+-\d{1,2}$/);
        expect(heightInInches(text)).toBe(feet * 12 + inches);
      }),
    );
  });

  it('carries 12 inches or more into feet, and has no height without feet', () => {
    expect(heightText(5, 14)).toBe('6-2');
    expect(heightText(6, null)).toBe('6-0');
    expect(heightText(null, 3)).toBeUndefined();
  });

  it('prints a weight the sort reads back, labelled in pounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), (pounds) => {
        const text = weightText(pounds)!;
        expect(weightInPounds(text)).toBe(pounds);
        expect(weightLabel(text)).toBe(`${pounds} lbs`);
      }),
    );
    expect(weightText(0)).toBeUndefined();
    expect(weightLabel('')).toBeUndefined();
  });
});
