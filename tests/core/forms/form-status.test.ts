import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { acceptsSubmissions, formStatus, submissionBlock } from '../../../core/forms/form-status';

const msArb = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) });
const iso = (ms: number): string => new Date(ms).toISOString();

describe('formStatus (spec 4)', () => {
  it('is active with no dates, or with blank and unparseable ones', () => {
    fc.assert(
      fc.property(msArb, fc.constantFrom(null, undefined, '', '  ', 'not a date'), (now, date) => {
        expect(formStatus({ startDate: date, expirationDate: date }, now)).toBe('active');
      }),
    );
    expect(formStatus({}, 0)).toBe('active');
  });

  it('is pending before the start, active from the start on', () => {
    fc.assert(
      fc.property(msArb, msArb, (start, now) => {
        expect(formStatus({ startDate: iso(start) }, now)).toBe(now < start ? 'pending' : 'active');
      }),
    );
  });

  it('is closed after the expiration, active up to it', () => {
    fc.assert(
      fc.property(msArb, msArb, (expiration, now) => {
        expect(formStatus({ expirationDate: iso(expiration) }, now)).toBe(now > expiration ? 'closed' : 'active');
      }),
    );
  });

  it('follows the window when both dates are set, closed winning when they contradict', () => {
    fc.assert(
      fc.property(msArb, msArb, msArb, (start, expiration, now) => {
        const expected = now > expiration ? 'closed' : now < start ? 'pending' : 'active';
        expect(formStatus({ startDate: iso(start), expirationDate: iso(expiration) }, now)).toBe(expected);
      }),
    );
  });

  it('counts the bounds themselves as active', () => {
    fc.assert(
      fc.property(msArb, (moment) => {
        expect(formStatus({ startDate: iso(moment), expirationDate: iso(moment) }, moment)).toBe('active');
      }),
    );
  });
});

describe('acceptsSubmissions (spec 4)', () => {
  it('accepts any count when there is no maximum', () => {
    fc.assert(
      fc.property(fc.nat(), fc.constantFrom(null, undefined), (submissionCount, maxSubmissions) => {
        expect(acceptsSubmissions({ submissionCount, maxSubmissions })).toBe(true);
      }),
    );
    expect(acceptsSubmissions({ submissionCount: 5 })).toBe(true);
  });

  it('accepts only while the count is below the maximum', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), (submissionCount, maxSubmissions) => {
        expect(acceptsSubmissions({ submissionCount, maxSubmissions })).toBe(submissionCount < maxSubmissions);
      }),
    );
  });
});

describe('submissionBlock', () => {
  it('names why a submission is refused, status before fullness', () => {
    fc.assert(
      fc.property(msArb, msArb, msArb, fc.nat(20), fc.option(fc.nat(20)), (start, expiration, now, count, max) => {
        const form = { startDate: iso(start), expirationDate: iso(expiration), submissionCount: count, maxSubmissions: max };
        const status = formStatus(form, now);
        const expected = status !== 'active' ? status : acceptsSubmissions(form) ? null : 'full';
        expect(submissionBlock(form, now)).toBe(expected);
      }),
    );
  });

  it('takes a submission into an open form with room', () => {
    expect(submissionBlock({ startDate: null, expirationDate: null, submissionCount: 1, maxSubmissions: 2 }, 0)).toBeNull();
    expect(submissionBlock({ startDate: null, expirationDate: null, submissionCount: 2, maxSubmissions: 2 }, 0)).toBe('full');
  });
});
