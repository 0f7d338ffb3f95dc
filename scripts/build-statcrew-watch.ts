/**
 * Bundles the stat-file watcher into dist/statcrew-watch.mjs: one file a stat crew copies to its
 * laptop and runs with `node statcrew-watch.mjs`, with no npm install there. Unlike the server's
 * bundle, every package (fast-xml-parser included) goes inside.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions } from 'esbuild';

export const STATCREW_WATCH_ENTRY = 'scripts/statcrew-watch.ts';
export const STATCREW_WATCH_OUTFILE = 'dist/statcrew-watch.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const statcrewWatchBuildOptions = (outfile: string = STATCREW_WATCH_OUTFILE): BuildOptions => ({
  absWorkingDir: REPO,
  entryPoints: [STATCREW_WATCH_ENTRY],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  banner: { js: '#!/usr/bin/env node' },
  // A crew's laptop gets one file: a separate source map would be left behind.
  sourcemap: false,
  logLevel: 'warning',
});

export async function buildStatcrewWatch(outfile: string = STATCREW_WATCH_OUTFILE): Promise<void> {
  await build(statcrewWatchBuildOptions(outfile));
}

// Run by the build (`tsx scripts/build-statcrew-watch.ts`); imported by tests for its options.
if (process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))) {
  await buildStatcrewWatch();
  console.log(`build-statcrew-watch: ${STATCREW_WATCH_OUTFILE}`);
}
