import { describe, expect, it } from 'vitest';
import { advanceClassYear, carryForward } from '../../../core/roster/class-year';

describe('advancing class years for next season', () => {
  it('moves every returning class up one, redshirts staying redshirts', () => {
    expect(advanceClassYear('Freshman')).toBe('Sophomore');
    expect(advanceClassYear('Redshirt Freshman')).toBe('Redshirt Sophomore');
    expect(advanceClassYear('Sophomore')).toBe('Junior');
    expect(advanceClassYear('Redshirt Sophomore')).toBe('Redshirt Junior');
    expect(advanceClassYear('Junior')).toBe('Senior');
    expect(advanceClassYear('Redshirt Junior')).toBe('Redshirt Senior');
  });

  it('leaves out the players whose eligibility is over, and a class it does not know', () => {
    for (const done of ['Senior', 'Redshirt Senior', 'Graduate Student', 'Fifth Year', '', 'toString', 'Walk-on']) expect(advanceClassYear(done)).toBeNull();
  });

  it('carries an entry forward with one more letter and no captaincy', () => {
    expect(carryForward({ academicYear: 'Junior', letters: 2, isCaptain: true, jersey: '7' })).toEqual({ academicYear: 'Senior', letters: 3, isCaptain: false, jersey: '7' });
    expect(carryForward({ academicYear: 'Senior', letters: 3, isCaptain: true })).toBeNull();
  });
});
