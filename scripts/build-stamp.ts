/**
 * The first and last steps of `npm run build`. `begin` removes the stamp and notes the hash of the
 * inputs as the build starts to read them; `end`, reached only when every step before it succeeded,
 * makes that note the stamp. A failed build leaves no stamp, and an input edited while the build ran
 * leaves a stamp that no longer matches: either way the next `npm start` builds again.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hashBuildInputs, PENDING_STAMP, STAMP } from './build-inputs';

const command = process.argv[2];
if (command === 'begin') {
  rmSync(STAMP, { force: true });
  mkdirSync(path.dirname(PENDING_STAMP), { recursive: true });
  writeFileSync(PENDING_STAMP, `${JSON.stringify(hashBuildInputs(process.cwd()))}\n`);
} else if (command === 'end') {
  renameSync(PENDING_STAMP, STAMP);
} else {
  console.error('usage: tsx scripts/build-stamp.ts begin|end');
  process.exit(2);
}
