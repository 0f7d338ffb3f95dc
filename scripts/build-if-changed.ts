/**
 * The first step of `npm start`: runs `npm run build` only when dist/ is not the build of the
 * checked-out sources (scripts/build-inputs.ts), so a start after a build, or a restart, goes
 * straight to the server. `npm run build` itself always builds: tests and CI call it.
 *
 * A first start both builds and creates the embedded store: the store is then prepared (created,
 * migrated, seeded: the server's own first-start step, from its sources) while the build runs, and
 * the server finds it ready (#24: the first start within 30 s on two cores).
 */
import { spawn } from 'node:child_process';
import { hashBuildInputs, staleReason } from './build-inputs';
import { readConfig } from '../server/config';
import { isNewEmbeddedStore, PREPARE_ONLY_ENV } from '../server/first-start';

const started = performance.now();
const elapsed = () => `${Math.round(performance.now() - started)} ms`;
const inputs = hashBuildInputs(process.cwd());
const reason = staleReason(process.cwd(), inputs);

/** Runs a command with this process's output; resolves with its exit code. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const child = spawn(command, args, { stdio: 'inherit', env });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

function build(): Promise<number> {
  // npm names its own script when it runs this one; run directly, the npm on the PATH.
  const npm = process.env.npm_execpath;
  return npm ? run(process.execPath, [npm, 'run', 'build']) : run('npm', ['run', 'build']);
}

/** The server's first-start step (composition/server/main.ts in prepare-only mode), run from the sources with tsx. */
function prepareStore(): Promise<number> {
  return run(process.execPath, ['--import', 'tsx', 'composition/server/main.ts'], { ...process.env, [PREPARE_ONLY_ENV]: '1' });
}

if (reason === null) {
  console.log(`Build: dist/ is current for these sources (${inputs.files} files hashed), skipped (${elapsed()})`);
} else {
  const config = readConfig();
  const alongside = isNewEmbeddedStore(config.databaseUrl, config.dataDir);
  console.log(`Build: ${reason}, building (npm run build)${alongside ? '; the new embedded store is prepared meanwhile' : ''}`);
  const [built, prepared] = await Promise.all([build(), alongside ? prepareStore() : Promise.resolve(0)]);
  if (built !== 0) process.exit(built);
  if (prepared !== 0) {
    console.error('Database: preparing the new embedded store failed (see above)');
    process.exit(prepared);
  }
  console.log(`Build: built (${elapsed()})`);
}
