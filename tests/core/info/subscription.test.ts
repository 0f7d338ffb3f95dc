import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../core/info/simple-form';
import { EMAIL_MAX_LENGTH, SUBSCRIBE_FIELDS, subscribeSentMessage } from '../../../core/info/subscribe-form';
import { normalizeEmail, subscribeErrors, subscribeValues, subscriptionChoice } from '../../../core/info/subscription';

const TODAY = '2026-11-21';
const KNOWN = [3, 7, 12];

describe('the newsletter sign-up (spec 5: the server checks with the form rules)', () => {
  it('reads the form values in their sent shape', () => {
    expect(subscribeValues({ email: 'fan@example.edu', sports: ['3'], finals: ['4'] })).toEqual({ email: 'fan@example.edu', sports: ['3'], finals: ['4'] });
    expect(subscribeValues({})).toEqual({ email: '', sports: [], finals: [] });
    expect(subscribeValues({ email: 5, sports: 'x' })).toEqual({ email: '', sports: [], finals: [] });
  });

  it("fails exactly the form's own rules, plus sports that are not the school's", () => {
    expect(subscribeErrors({ email: 'fan@example.edu', sports: ['3', '12'] }, KNOWN, TODAY)).toEqual({});
    expect(subscribeErrors({ email: '', sports: [] }, KNOWN, TODAY)).toEqual({ email: ['Email address is required.'] });
    expect(subscribeErrors({ email: `${'a'.repeat(EMAIL_MAX_LENGTH)}@x.co`, sports: [] }, KNOWN, TODAY).email).toEqual([`Email address must be at most ${EMAIL_MAX_LENGTH} characters.`]);
    expect(subscribeErrors({ email: 'fan@example.edu', sports: ['4', 'x', '3'] }, KNOWN, TODAY)).toEqual({ sports: ["Sports must be chosen from the list; not one of this school's sports: 4, x."] });
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string()), fc.array(fc.constantFrom(...KNOWN.map(String)), { maxLength: 3 }), (email, sports) => {
        const form = fieldErrors(SUBSCRIBE_FIELDS, { email, sports }, TODAY);
        const errors = subscribeErrors({ email, sports }, KNOWN, TODAY);
        expect(errors.email ?? []).toEqual(form.email);
        expect(errors.sports).toBeUndefined();
      }),
    );
  });

  it('keeps one subscription per address: trimmed, lower case, sports distinct and ascending', () => {
    expect(normalizeEmail('  Fan@Example.EDU ')).toBe('fan@example.edu');
    expect(subscriptionChoice({ email: ' A@B.co', sports: ['12', '3', '12'] })).toEqual({ email: 'a@b.co', sportIds: [3, 12], finalSportIds: [3, 12] });
    expect(subscriptionChoice({ email: 'a@b.co', sports: [], finals: ['7', '2'] })).toEqual({ email: 'a@b.co', sportIds: [], finalSportIds: [2, 7] });
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(subscriptionChoice({ email: email.toUpperCase(), sports: [] }).email).toBe(subscriptionChoice({ email: ` ${email} `, sports: [] }).email);
      }),
    );
  });

  it('sends the fan to their inbox to confirm (issue 46)', () => {
    expect(subscribeSentMessage(' fan@example.edu ')).toContain('check your inbox. We sent a link to fan@example.edu;');
  });
});
