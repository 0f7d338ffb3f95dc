import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { addStaff, parseAddStaffArgs } from '../../../server/auth/add-staff-command';
import { testNow } from '../../support/test-clock';
import { openTestStore, type TestStore } from '../../support/test-store';

describe('npm run staff:add', () => {
  let store: TestStore;
  let app: FastifyInstance;
  beforeAll(async () => {
    store = await openTestStore('pglite', null);
    app = await buildApp({ database: store.database, now: testNow });
  });
  afterAll(async () => {
    await app?.close();
    await store?.dispose();
  });

  it('reads its options and names what is missing', () => {
    expect(parseAddStaffArgs(['--tenant', 'ridgemont', '--email', 'a@b.edu', '--role', 'editor'])).toEqual({ tenant: 'ridgemont', email: 'a@b.edu', role: 'editor', name: undefined });
    expect(() => parseAddStaffArgs(['--tenant', 'ridgemont'])).toThrow(/usage: npm run staff:add/);
    expect(() => parseAddStaffArgs(['--tenant', 'ridgemont', '--email', 'a@b.edu', '--role', 'editor', '--pasword', 'x'])).toThrow();
  });

  it('creates an account that can sign in, with its password hashed by argon2id', async () => {
    const request = { tenant: 'coastalbay', email: 'Desk@CoastalBay.example.edu', role: 'editor', name: 'Sports desk' };
    expect(await addStaff(store.database.db, request, 'a long enough password')).toBe('Created the editor account desk@coastalbay.example.edu (Sports desk) at Coastal Bay University.');
    const signIn = await app.inject({ method: 'POST', url: '/api/v2/Auth/login', headers: { tenant: 'coastalbay' }, payload: { email: 'desk@coastalbay.example.edu', password: 'a long enough password' } });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().staff).toEqual({ email: 'desk@coastalbay.example.edu', displayName: 'Sports desk', role: 'editor' });
    await expect(addStaff(store.database.db, request, 'another long password')).rejects.toThrow('desk@coastalbay.example.edu already has a staff account at Coastal Bay University.');
  });

  it('refuses an unknown school, a role that does not exist, a bad email and a short password', async () => {
    await expect(addStaff(store.database.db, { tenant: 'nowhere', email: 'a@b.edu', role: 'editor', name: undefined }, 'a long enough password')).rejects.toThrow("No school with the key 'nowhere'");
    await expect(addStaff(store.database.db, { tenant: 'ridgemont', email: 'a@b.edu', role: 'owner', name: undefined }, 'a long enough password')).rejects.toThrow(/role/);
    await expect(addStaff(store.database.db, { tenant: 'ridgemont', email: 'not an email', role: 'editor', name: undefined }, 'a long enough password')).rejects.toThrow('Please enter a valid email address.');
    await expect(addStaff(store.database.db, { tenant: 'ridgemont', email: 'a@b.edu', role: 'editor', name: undefined }, 'short')).rejects.toThrow('The password needs at least 12 characters.');
  });
});
