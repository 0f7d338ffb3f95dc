import { spawn, spawnSync, type ChildProcess, type StdioOptions } from 'node:child_process';
import { PREPARE_ONLY_ENV } from '../../server/first-start';
import { waitFor } from './wait';

/** How an instance is run: the built server (npm run cluster), or the sources through tsx (tests, no build needed). */
export type InstanceEntry = 'built' | 'sources';

const ENTRY_ARGS: Record<InstanceEntry, string[]> = {
  built: ['dist/server/main.mjs'],
  sources: ['--import', 'tsx', 'composition/server/main.ts'],
};

export interface Instance {
  name: string;
  port: number;
  url: string;
  process: ChildProcess;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** The lines it wrote, for a failure's message. */
  output(): string;
}

export interface InstanceOptions {
  name: string;
  port: number;
  databaseUrl: string;
  entry: InstanceEntry;
  /** Extra environment (SEED_DATE, CLIENT_DIR, LOG_LEVEL, ...). */
  env?: NodeJS.ProcessEnv;
  /** Where its log lines go besides the kept output: 'inherit' prints them prefixed with the name. */
  log?: 'inherit' | 'keep';
}

/** Starts one instance of the server on PostgreSQL and resolves when its /readyz answers 200. */
export async function startInstance(options: InstanceOptions): Promise<Instance> {
  const child = spawn(process.execPath, ENTRY_ARGS[options.entry], {
    env: { ...process.env, ...options.env, PORT: String(options.port), HOST: '127.0.0.1', DATABASE_URL: options.databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-20_000);
    if (options.log === 'inherit') for (const line of text.split('\n').filter(Boolean)) process.stdout.write(`[${options.name}] ${line}\n`);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${options.port}`;
  const instance: Instance = { name: options.name, port: options.port, url, process: child, exited, output: () => output };
  await waitFor(`instance ${options.name} (${url}/readyz)`, async () => {
    if (child.exitCode !== null) throw new Error(`instance ${options.name} exited with ${child.exitCode}:\n${output}`);
    try {
      return (await fetch(`${url}/readyz`)).status === 200;
    } catch {
      return false;
    }
  });
  return instance;
}

/** Stops an instance: SIGTERM (it drains and exits within its SHUTDOWN_TIMEOUT_MS) or SIGKILL; resolves on exit. */
export async function stopInstance(instance: Instance, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<number | null> {
  if (instance.process.exitCode !== null || instance.process.signalCode !== null) return instance.process.exitCode;
  instance.process.kill(signal);
  return instance.exited;
}

/** Migrates and seeds the store as a server's first start does, in a process that then exits (server/first-start.ts). */
export async function prepareStore(databaseUrl: string, entry: InstanceEntry, env: NodeJS.ProcessEnv = {}): Promise<void> {
  const child = spawn(process.execPath, ENTRY_ARGS[entry], { env: { ...process.env, ...env, DATABASE_URL: databaseUrl, [PREPARE_ONLY_ENV]: '1' }, stdio: ['ignore', 'ignore', 'inherit'] });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`preparing the store failed (exit ${code})`);
}

/** The build (front end and server), made when the sources changed, as `npm start` does; false when it failed. */
export function buildIfChanged(databaseUrl: string, output: 'inherit' | 'quiet'): boolean {
  const stdio: StdioOptions = output === 'inherit' ? 'inherit' : ['ignore', 'ignore', 'inherit'];
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-if-changed.ts'], { stdio, env: { ...process.env, DATABASE_URL: databaseUrl } }).status === 0;
}
