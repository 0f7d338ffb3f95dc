/**
 * After the site's build: bundles the server into dist/server/main.mjs (npm packages stay
 * imports), with its SQL migrations beside it, so `npm start` runs plain JavaScript on Node.
 * Running the TypeScript through tsx costs the server about 50 MB of memory (bench:memory).
 */
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const OUT = 'dist/server';

rmSync(OUT, { recursive: true, force: true });
await build({
  entryPoints: ['composition/server/main.ts'],
  outfile: `${OUT}/main.mjs`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('server/store/migrations', `${OUT}/migrations`, { recursive: true });
console.log(`build-server: ${OUT}/main.mjs and its migrations`);
