import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withCommandStore } from '../../server/store/command-store';
import { lockStore, storeLockPath } from '../../server/store/store-lock';
import { testNow } from '../support/test-clock';
import { freshTarget, killHard, startServerProcess, type Target } from './support/server-process';

/** `npm run school:add` as a person runs it, against the store in `dataDir`. */
function schoolAddCommand(dataDir: string): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/school-add.ts', '--key', 'ridgeview', '--name', 'Ridgeview College', '--admin-email', 'ad@ridgeview.edu'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', STAFF_PASSWORD: 'correct horse battery staple', SEED_DATE: new Date(testNow()).toISOString() },
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('the embedded store is written by one process at a time (#27)', () => {
  let target: Target;
  let dataDir: string;
  beforeAll(async () => {
    target = await freshTarget('pglite', inject('postgresUrl'));
    dataDir = target.env.DATA_DIR!;
  });
  afterAll(() => target?.dispose());

  it('refuses a command while the server runs on the store, naming its pid; after the server is killed, the command runs', async () => {
    const server = await startServerProcess(target);
    const refused = schoolAddCommand(dataDir);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(`is in use by the server (pid ${server.child.pid})`);
    expect(refused.output).toContain('Stop the server and run the command again, or run the site on PostgreSQL (DATABASE_URL)');

    // Killed, the server leaves its lock behind; a lock whose process is gone is taken over.
    await killHard(server);
    expect(existsSync(storeLockPath(dataDir))).toBe(true);
    const added = schoolAddCommand(dataDir);
    expect(added.output).toContain('Created Ridgeview College (ridgeview), served at ridgeview.localhost.');
    expect(added.status).toBe(0);
    expect(existsSync(storeLockPath(dataDir))).toBe(false);

    // The school the command wrote is there when the server starts again.
    const again = await startServerProcess(target);
    const settings = await fetch(`${again.url}/api/v2/common/settings`, { headers: { tenant: 'ridgeview' } });
    expect(settings.status).toBe(200);
    await killHard(again);
  }, 120_000);

  it('refuses a server while a command holds the store, and a released lock lets the next one in', async () => {
    const release = lockStore(dataDir, 'school:import', testNow);
    expect(() => lockStore(dataDir, 'server', testNow)).toThrow(/in use by `npm run school:import` \(pid \d+\).*Wait for it to finish/);
    release();
    const holder = await withCommandStore('staff:add', { databaseUrl: undefined, dataDir }, async () => JSON.parse(readFileSync(storeLockPath(dataDir), 'utf8')) as { pid: number; role: string });
    expect(holder).toMatchObject({ pid: process.pid, role: 'staff:add' });
    expect(existsSync(storeLockPath(dataDir))).toBe(false);
  }, 60_000);
});
