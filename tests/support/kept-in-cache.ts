import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { hashBuildInputs } from '../../scripts/build-inputs';
import { isRunning } from '../../server/store/store-lock';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A key for what the build's inputs (the demo, the migrations, the server, the adapters), the given extra sources and `now` make. */
export function sourcesKey(now: number, extraSources: readonly (string | Buffer)[] = []): string {
  const key = createHash('sha256').update(`${hashBuildInputs(ROOT, {}).hash} ${now}`);
  for (const source of extraSources) key.update(source);
  return key.digest('hex').slice(0, 16);
}

/** Removes what a killed run left half written (`<name>.<pid>.pending` of a process that is gone). */
function sweepAbandoned(dir: string): void {
  for (const entry of readdirSync(dir)) {
    const pid = /\.(\d+)\.pending$/.exec(entry)?.[1];
    if (pid !== undefined && !isRunning(Number(pid))) rmSync(path.join(dir, entry), { recursive: true, force: true });
  }
}

/**
 * The file or folder `name` in `node_modules/.cache/<cache>`, made by `write` when it is missing. It is written whole
 * under another name, then renamed: a run stopped half way, or a second worker writing the same, leaves nothing that
 * looks complete, and what a killed run left half written is removed when the next run writes. Whatever else the cache holds (made from other sources or for another instant) is removed.
 */
export async function keptInCache(cache: string, name: string, write: (pendingPath: string) => Promise<void>): Promise<string> {
  const dir = path.join(ROOT, 'node_modules/.cache', cache);
  const target = path.join(dir, name);
  if (existsSync(target)) return target;

  mkdirSync(dir, { recursive: true });
  sweepAbandoned(dir);
  const pending = `${target}.${process.pid}.pending`;
  await write(pending);
  if (existsSync(target)) rmSync(pending, { recursive: true, force: true });
  else renameSync(pending, target);
  for (const stale of readdirSync(dir)) if (stale !== name && !stale.endsWith('.pending')) rmSync(path.join(dir, stale), { recursive: true, force: true });
  return target;
}
