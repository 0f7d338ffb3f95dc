import { closeSync, openSync, writeSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Polls until `condition` holds; fails after `timeoutMs` of the monotonic clock (never the date). */
export async function waitFor(condition: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const end = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

/** Rewrites the file in place in three writes 40 ms apart, as stat software sometimes does. */
export async function writeInThirds(file: string, bytes: Buffer): Promise<void> {
  const fd = openSync(file, 'w');
  const third = Math.ceil(bytes.length / 3);
  for (let part = 0; part < 3; part += 1) {
    writeSync(fd, bytes.subarray(part * third, (part + 1) * third));
    await sleep(40);
  }
  closeSync(fd);
}
