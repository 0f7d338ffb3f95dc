import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { waitFor } from './wait';

/** PostgreSQL answers at `url`. */
export async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A fresh database on the server of `adminUrl` (dropped by `drop`): one per test run or bench, nothing shared. */
export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** The directory of the system's PostgreSQL programs (initdb, postgres): PATH, else Debian's /usr/lib/postgresql/<version>/bin. */
function postgresBinDir(): string {
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return path.dirname(onPath);
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => path.join(root, version, 'bin')).find((dir) => existsSync(path.join(dir, 'initdb')));
  if (!found) throw new Error('PostgreSQL is not installed: set DATABASE_URL to a PostgreSQL the instances share, or install it (Debian/Ubuntu: `sudo apt-get install -y postgresql`).');
  return found;
}

/** PostgreSQL refuses to run as root: as root, its programs run as the system's `postgres` user. */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

export interface PrivatePostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL of the cluster's own, from the system's packages: its data in `dataDir` (created on first use, kept
 * between runs like the embedded store's), listening on 127.0.0.1:`port` only, trusting local connections.
 */
export async function startPrivatePostgres(dataDir: string, port: number): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  const dir = path.resolve(dataDir);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    mkdirSync(dir, { recursive: true });
    if (process.getuid?.() === 0) {
      const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
      const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
      chownSync(dir, Number(id.stdout), Number(gid.stdout));
    }
    const [command, args] = asPostgresUser(path.join(bin, 'initdb'), ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions']);
    const init = spawnSync(command, args, { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`initdb failed:\n${init.stderr}`);
  }
  const [command, args] = asPostgresUser(path.join(bin, 'postgres'), ['-D', dir, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200']);
  const child: ChildProcess = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitFor(`PostgreSQL on port ${port}`, async () => {
    if (child.exitCode !== null) throw new Error(`PostgreSQL exited with ${child.exitCode}:\n${errors}`);
    return answers(adminUrl);
  });
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rowCount } = await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'athletics'`);
  if (!rowCount) await admin.query('CREATE DATABASE athletics');
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/athletics`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // SIGTERM: runuser passes it on (not SIGINT), and PostgreSQL's smart shutdown is quick once the instances
      // have closed their connections, as they have by now.
      child.kill('SIGTERM');
      await exited;
    },
  };
}
