/**
 * What `npm run build` reads, as one hash: `npm start` rebuilds only when it differs from the hash
 * stamped into dist/ by the last successful build. Erring towards too many inputs costs a needless
 * build; too few would serve a stale site, so whole source folders are read, not import graphs.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Folders the site's and the server's builds read (public/ is Vite's, copied as it is when present). */
export const INPUT_FOLDERS = ['adapters', 'composition', 'contract', 'core', 'demo', 'server', 'ui', 'public', 'scripts/statcrew'];

/**
 * Files beside them: the build's configuration and steps, and the installed packages (the lockfile as
 * written, and npm's record of what node_modules holds, which changes with `npm ci` after a pull).
 */
export const INPUT_FILES = [
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'node_modules/.package-lock.json',
  'scripts/precompress.ts',
  'scripts/build-server.ts',
  'scripts/build-inputs.ts',
  'scripts/build-stamp.ts',
  'scripts/build-statcrew-watch.ts',
  'scripts/statcrew-watch.ts',
];

/** Variables the build bakes into the site (vite.config.ts `define`) or that switch its mode. */
export const INPUT_ENV = ['API_BASE', 'TENANT', 'DEMO_SNAPSHOT', 'NODE_ENV'];

/** The outputs `npm start` runs: a stamp with any of them missing is not current. */
export const OUTPUTS = ['dist/client/index.html', 'dist/ssr/render-page.js', 'dist/server/main.mjs', 'dist/statcrew-watch.mjs'];

export const STAMP = 'dist/build-inputs.json';
/** Written when a build starts, renamed to STAMP when it ends well: a failed build leaves no stamp. */
export const PENDING_STAMP = 'dist/build-inputs.pending.json';

export interface BuildInputs {
  hash: string;
  files: number;
}

function* filesUnder(root: string, folder: string): Generator<string> {
  const full = path.join(root, folder);
  if (!existsSync(full)) return;
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(root, relative);
    else if (entry.isFile()) yield relative;
  }
}

/** Vite reads .env, .env.local, .env.production ... from the root: whichever exist. */
function envFiles(root: string): string[] {
  return readdirSync(root).filter((name) => name.startsWith('.env') && statSync(path.join(root, name)).isFile());
}

/** The hash of every input's path and bytes (sorted, so the walk's order does not matter) and of INPUT_ENV. */
export function hashBuildInputs(root: string, env: NodeJS.ProcessEnv = process.env): BuildInputs {
  const files = [...INPUT_FOLDERS.flatMap((folder) => [...filesUnder(root, folder)]), ...INPUT_FILES.filter((file) => existsSync(path.join(root, file))), ...envFiles(root)].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const bytes = readFileSync(path.join(root, file));
    // Each name and body with its length, so no two different sets of files hash the same stream.
    hash.update(`${file}\0${bytes.length}\0`).update(bytes);
  }
  for (const name of INPUT_ENV) hash.update(`env ${name}=${env[name] === undefined ? '(unset)' : JSON.stringify(env[name])}\0`);
  return { hash: hash.digest('hex'), files: files.length };
}

/** The hash the last successful build stamped, or null (no build, a failed one, or an unreadable stamp). */
export function readStamp(root: string): string | null {
  try {
    const stamp = JSON.parse(readFileSync(path.join(root, STAMP), 'utf8')) as { hash?: unknown };
    return typeof stamp.hash === 'string' ? stamp.hash : null;
  } catch {
    return null;
  }
}

/** Why dist/ is not the build of exactly these inputs, or null when it is (and still holds what `npm start` runs). */
export function staleReason(root: string, inputs: BuildInputs): string | null {
  const stamped = readStamp(root);
  if (stamped === null) return 'no finished build in dist/';
  if (stamped !== inputs.hash) return 'the sources changed since the last build';
  const missing = OUTPUTS.find((output) => !existsSync(path.join(root, output)));
  return missing ? `${missing} is missing` : null;
}
