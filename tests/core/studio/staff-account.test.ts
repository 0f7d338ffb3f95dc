import { describe, expect, it } from 'vitest';
import { newStaffAccountErrors, STAFF_MESSAGES, staffAccountChangeErrors, staffChangeBody } from '../../../core/studio/staff/staff-account';

describe("the staff screen's own checks (the server's rules, said before asking it)", () => {
  it('needs an email, a name, a role and a password of at least 12 characters for a new account', () => {
    expect(newStaffAccountErrors({ email: 'not an email', name: ' ', role: 'owner' as 'admin', password: '11 chars!!!' })).toEqual({
      email: STAFF_MESSAGES.email,
      name: STAFF_MESSAGES.name,
      role: STAFF_MESSAGES.role,
      password: 'The password needs at least 12 characters.',
    });
    expect(newStaffAccountErrors({ email: ' dana@ridgemont.example.edu ', name: 'Dana', role: 'editor', password: '12 chars!!!!' })).toEqual({});
  });

  it('keeps the password on a change when none is typed, and sends only what changed', () => {
    const account = { name: 'Dana', role: 'editor' as const };
    expect(staffAccountChangeErrors({ name: 'Dana', role: 'editor', password: '' })).toEqual({});
    expect(staffAccountChangeErrors({ name: 'Dana', role: 'editor', password: 'short' })).toEqual({ password: STAFF_MESSAGES.password });
    expect(staffChangeBody(account, { name: 'Dana ', role: 'editor', password: '' })).toEqual({});
    expect(staffChangeBody(account, { name: 'Dana Writer', role: 'admin', password: 'a long new password' })).toEqual({ name: 'Dana Writer', role: 'admin', password: 'a long new password' });
  });
});
