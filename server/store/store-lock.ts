import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded store is one PGlite directory, and two processes writing it can corrupt it. Whoever opens it to
 * write (the server, or a command such as `school:add`) first takes this lock: a file beside the data holding the
 * holder's pid. A lock whose process is gone (killed, crashed) is stale and taken over.
 */
export interface StoreLockHolder {
  pid: number;
  /** 'server', or the command's name ('school:add'). */
  role: string;
  since: string;
}

export class StoreBusyError extends Error {
  constructor(
    readonly holder: StoreLockHolder,
    dataDir: string,
  ) {
    const who = holder.role === 'server' ? `the server (pid ${holder.pid})` : `\`npm run ${holder.role}\` (pid ${holder.pid})`;
    super(
      `The embedded store in ${dataDir} is in use by ${who} since ${holder.since}. ` +
        (holder.role === 'server'
          ? 'Stop the server and run the command again, or run the site on PostgreSQL (DATABASE_URL), where commands run beside the servers.'
          : 'Wait for it to finish and try again.'),
    );
  }
}

export function storeLockPath(dataDir: string): string {
  return path.join(dataDir, 'store.lock');
}

/** Whether process `pid` is alive (this machine's). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but is not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): StoreLockHolder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<StoreLockHolder>;
    return Number.isInteger(holder.pid) ? (holder as StoreLockHolder) : null;
  } catch {
    return null;
  }
}

/** Takes the lock of the store in `dataDir` for this process, or throws StoreBusyError naming the holder. Returns the release. */
export function lockStore(dataDir: string, role: string, now: () => number = Date.now): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = storeLockPath(dataDir);
  const holder: StoreLockHolder = { pid: process.pid, role, since: new Date(now()).toISOString() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify(holder));
      closeSync(fd);
      return () => {
        if (readHolder(file)?.pid === process.pid) unlinkSync(file);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const current = readHolder(file);
      if (current && isRunning(current.pid)) throw new StoreBusyError(current, dataDir);
      unlinkSync(file);
    }
  }
  throw new Error(`Could not take the lock ${file}; remove it if no server or command is running.`);
}
