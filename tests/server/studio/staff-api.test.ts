import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifyPassword } from '../../../server/auth/password';
import { staffAccounts } from '../../../server/store/tables/staff';
import { auditLog } from '../../../server/store/tables/studio';
import { storeKinds } from '../../support/test-store';
import { OTHER_SCHOOL, startStudioWriter, type Session, type StudioWriter } from './studio-writer';

describe.each(storeKinds(inject('postgresUrl')))('the studio staff API on %s', (kind) => {
  let studio: StudioWriter;
  let admin: Session & { accountId: number };
  let editor: Session;

  beforeAll(async () => {
    studio = await startStudioWriter(kind, inject('postgresUrl'));
    admin = await studio.addAccount('admin');
    editor = await studio.addAccount('editor');
  });
  afterAll(async () => {
    await studio?.close();
  });

  const auditOf = (itemId: number) => studio.store.database.db.select().from(auditLog).where(and(eq(auditLog.kind, 'staff'), eq(auditLog.itemId, itemId))).orderBy(auditLog.id);

  it('is for administrators only: an editor gets 403 forbidden_role on every route, a stranger 401', async () => {
    for (const [method, url] of [['GET', '/api/studio/staff'], ['POST', '/api/studio/staff'], ['PUT', `/api/studio/staff/${admin.accountId}`], ['DELETE', `/api/studio/staff/${admin.accountId}`]] as const) {
      const answer = await studio.call(editor, method, url, method === 'GET' || method === 'DELETE' ? {} : { json: { name: 'Sneaky', role: 'admin' } });
      expect([method, url, answer.status, answer.json.error.code]).toEqual([method, url, 403, 'forbidden_role']);
      expect((await studio.call(null, method, url)).status).toBe(401);
    }
    const other = await studio.signIn(OTHER_SCHOOL);
    expect((await studio.call({ ...other, tenant: admin.tenant }, 'GET', '/api/studio/staff')).status).toBe(403);
  });

  it('lists the accounts without their password hashes', async () => {
    const answer = await studio.call(admin, 'GET', '/api/studio/staff');
    expect(answer.status).toBe(200);
    expect(answer.json.total).toBeGreaterThanOrEqual(3);
    expect(answer.json.items.find((item: { id: number }) => item.id === admin.accountId)).toMatchObject({ role: 'admin', you: true });
    expect(answer.body).not.toMatch(/argon2/);
  });

  it('adds an editor with a hashed password who can then sign in; the audit has no hash', async () => {
    const short = await studio.call(admin, 'POST', '/api/studio/staff', { json: { email: 'new@x.edu', name: 'New', role: 'editor', password: 'short' } });
    expect(short.status).toBe(400);
    expect(short.json.error.fields.password).toBe('The password needs at least 12 characters.');
    const badRole = await studio.call(admin, 'POST', '/api/studio/staff', { json: { email: 'not an email', name: '', role: 'owner', password: 'long enough password' } });
    expect(Object.keys(badRole.json.error.fields).sort()).toEqual(['email', 'name', 'role']);

    const added = await studio.call(admin, 'POST', '/api/studio/staff', { json: { email: ' Dana.Editor@Ridgemont.example.edu ', name: 'Dana Editor', role: 'editor', password: 'correct horse battery' } });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({ email: 'dana.editor@ridgemont.example.edu', name: 'Dana Editor', role: 'editor', you: false });
    const [row] = await studio.store.database.db.select().from(staffAccounts).where(eq(staffAccounts.id, added.json.id));
    expect(await verifyPassword(row!.passwordHash, 'correct horse battery')).toBe(true);
    await studio.signIn(admin.tenant, { email: 'dana.editor@ridgemont.example.edu', password: 'correct horse battery' });

    const again = await studio.call(admin, 'POST', '/api/studio/staff', { json: { email: 'dana.editor@ridgemont.example.edu', name: 'Dana Again', role: 'editor', password: 'another long password' } });
    expect(again.status).toBe(400);
    expect(again.json.error.fields.email).toMatch(/already/);

    const audit = await auditOf(added.json.id);
    expect(audit.map((entry) => entry.action)).toEqual(['create']);
    expect(JSON.stringify(audit)).not.toMatch(/argon2|passwordHash|correct horse/);
  });

  it('changes name, role and password; the password change is audited without the password', async () => {
    const added = await studio.call(admin, 'POST', '/api/studio/staff', { json: { email: 'sam@ridgemont.example.edu', name: 'Sam', role: 'editor', password: 'first long password' } });
    const id = added.json.id as number;
    expect(added.json.version).toBe(1);
    expect(added.headers.etag).toBe('"1"');
    const changed = await studio.call(admin, 'PUT', `/api/studio/staff/${id}`, { json: { name: 'Sam Writer', role: 'admin', password: 'second long password' }, ifMatch: 1 });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ name: 'Sam Writer', role: 'admin', version: 2 });
    expect(changed.headers.etag).toBe('"2"');
    const session = await studio.signIn(admin.tenant, { email: 'sam@ridgemont.example.edu', password: 'second long password' });
    expect((await studio.call(session, 'GET', '/api/studio/staff')).status).toBe(200);
    const [update] = (await auditOf(id)).filter((entry) => entry.action === 'update');
    expect(update!.after).toMatchObject({ name: 'Sam Writer', role: 'admin', passwordChanged: true });
    expect(JSON.stringify(update)).not.toMatch(/argon2|second long password/);
    expect((await studio.call(admin, 'PUT', `/api/studio/staff/${id}`, { json: { password: 'short' }, ifMatch: 2 })).json.error.fields.password).toMatch(/12/);
    expect((await studio.call(admin, 'PUT', '/api/studio/staff/999999', { json: { name: 'Nobody' }, ifMatch: 1 })).status).toBe(404);
  });

  it('needs the version edited in If-Match: none is 428, a stale one 412 with who changed it since, and nothing is written', async () => {
    const added = await studio.call(admin, 'POST', '/api/studio/staff', { json: { email: 'kit@ridgemont.example.edu', name: 'Kit', role: 'editor', password: 'kit long password' } });
    const id = added.json.id as number;
    for (const method of ['PUT', 'DELETE'] as const) {
      const missing = await studio.call(admin, method, `/api/studio/staff/${id}`, method === 'PUT' ? { json: { name: 'Kit Lost' } } : {});
      expect([method, missing.status, missing.json.error.code]).toEqual([method, 428, 'version_required']);
    }
    expect((await studio.call(admin, 'PUT', `/api/studio/staff/${id}`, { json: { name: 'Kit First' }, ifMatch: 1 })).status).toBe(200);

    // A second administrator still looking at version 1.
    for (const method of ['PUT', 'DELETE'] as const) {
      const stale = await studio.call(admin, method, `/api/studio/staff/${id}`, { ...(method === 'PUT' ? { json: { name: 'Kit Second' } } : {}), ifMatch: 1 });
      expect([method, stale.status, stale.json.error.code]).toEqual([method, 412, 'version_conflict']);
      expect(stale.json.error.message).toBe('Someone else changed this while you were editing.');
      expect(stale.json.error.current).toMatchObject({ version: 2, updatedBy: { id: admin.accountId } });
      expect(typeof stale.json.error.current.updatedAt).toBe('string');
    }
    const [row] = await studio.store.database.db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
    expect([row!.displayName, row!.version]).toEqual(['Kit First', 2]);
    expect((await studio.call(admin, 'DELETE', `/api/studio/staff/${id}`, { ifMatch: 2 })).status).toBe(204);
  });

  it('removes an account (its sessions end), but not your own and never the last administrator', async () => {
    const doomed = await studio.addAccount('editor');
    expect((await studio.call(doomed, 'GET', '/api/studio/media')).status).toBe(200);
    expect((await studio.call(admin, 'DELETE', `/api/studio/staff/${doomed.accountId}`, { ifMatch: 1 })).status).toBe(204);
    expect((await studio.call(doomed, 'GET', '/api/studio/media')).status).toBe(401);
    expect((await auditOf(doomed.accountId)).map((entry) => entry.action)).toEqual(['delete']);

    const self = await studio.call(admin, 'DELETE', `/api/studio/staff/${admin.accountId}`, { ifMatch: 1 });
    expect([self.status, self.json.error.code]).toEqual([409, 'cannot_remove_self']);

    // Leave one administrator: every other admin of the school is removed or made an editor.
    const list = await studio.call(admin, 'GET', '/api/studio/staff?pageSize=100');
    for (const other of list.json.items.filter((item: { role: string; you: boolean }) => item.role === 'admin' && !item.you) as Array<{ id: number; version: number }>) {
      expect((await studio.call(admin, 'DELETE', `/api/studio/staff/${other.id}`, { ifMatch: other.version })).status).toBe(204);
    }
    const demote = await studio.call(admin, 'PUT', `/api/studio/staff/${admin.accountId}`, { json: { role: 'editor' }, ifMatch: 1 });
    expect(demote.status).toBe(400);
    expect(demote.json.error.fields.role).toBe('The site needs at least one administrator.');

    const lastSelf = await studio.call(admin, 'DELETE', `/api/studio/staff/${admin.accountId}`, { ifMatch: 1 });
    expect(lastSelf.status).toBe(409);
    const db = studio.store.database.db;
    const [me] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, admin.accountId));
    const admins = await db.select().from(staffAccounts).where(and(eq(staffAccounts.tenantId, me!.tenantId), eq(staffAccounts.role, 'admin')));
    expect(admins.map((row) => row.id)).toEqual([admin.accountId]);
  });
});
