/**
 * The first step of `npm start`: runs `npm run build` only when dist/ is not the build of the
 * checked-out sources (scripts/build-inputs.ts), so a start after a build, or a restart, goes
 * straight to the server. `npm run build` itself always builds: tests and CI call it.
 */
import { spawnSync } from 'node:child_process';
import { hashBuildInputs, staleReason } from './build-inputs';

const started = performance.now();
const elapsed = () => `${Math.round(performance.now() - started)} ms`;
const inputs = hashBuildInputs(process.cwd());
const reason = staleReason(process.cwd(), inputs);

if (reason === null) {
  console.log(`Build: dist/ is current for these sources (${inputs.files} files hashed), skipped (${elapsed()})`);
} else {
  console.log(`Build: ${reason}, building (npm run build)`);
  // npm names its own script when it runs this one; run directly, the npm on the PATH.
  const npm = process.env.npm_execpath;
  const build = npm
    ? spawnSync(process.execPath, [npm, 'run', 'build'], { stdio: 'inherit' })
    : spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(`Build: built (${elapsed()})`);
}
