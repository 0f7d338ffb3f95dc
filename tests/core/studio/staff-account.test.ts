import { describe, expect, it } from 'vitest';
import { newStaffAccountErrors, STAFF_MESSAGES, staffAccountChangeErrors, staffChangeBody, staffInView, type StaffAccount } from '../../../core/studio/staff/staff-account';

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

describe('the staff table', () => {
  const person = (id: number, name: string, email: string, role: 'editor' | 'admin', createdAt: string): StaffAccount => ({ id, version: 1, name, email, role, createdAt, you: false });
  const accounts = [person(1, 'Dana Writer', 'dana@x.edu', 'editor', '2026-03-01T00:00:00Z'), person(2, 'Ada Admin', 'ada@x.edu', 'admin', '2025-01-01T00:00:00Z'), person(3, 'Cam Stats', 'stats@x.edu', 'editor', '2026-09-01T00:00:00Z')];
  const names = (list: StaffAccount[]) => list.map((account) => account.name);

  it('sorts by a column either way, by name within a role', () => {
    expect(names(staffInView(accounts, { q: '', sort: 'name', dir: 'asc' }))).toEqual(['Ada Admin', 'Cam Stats', 'Dana Writer']);
    expect(names(staffInView(accounts, { q: '', sort: 'added', dir: 'desc' }))).toEqual(['Cam Stats', 'Dana Writer', 'Ada Admin']);
    expect(names(staffInView(accounts, { q: '', sort: 'role', dir: 'asc' }))).toEqual(['Ada Admin', 'Cam Stats', 'Dana Writer']);
    expect(names(staffInView(accounts, { q: '', sort: 'role', dir: 'desc' }))).toEqual(['Cam Stats', 'Dana Writer', 'Ada Admin']);
  });

  it('finds words in the name or the email, whatever their case', () => {
    expect(names(staffInView(accounts, { q: 'STATS', sort: 'name', dir: 'asc' }))).toEqual(['Cam Stats']);
    expect(names(staffInView(accounts, { q: 'x.edu', sort: 'email', dir: 'asc' }))).toEqual(['Ada Admin', 'Dana Writer', 'Cam Stats']);
  });
});
