import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DURATIONS_FILE } from '../tests/support/longest-first-sequencer';

/**
 * `npm run test:durations [checkout]`, after a full `npm test` (here, or in the checkout named): keeps each test file's
 * duration from vitest's results cache in tests/support/file-durations.json, which the sequencer reads to run the
 * longest files first on a fresh clone. A failed file's duration is kept too: it is still the best guess there is.
 */
const cacheRoot = path.resolve(process.argv[2] ?? '.', 'node_modules/.vite/vitest');
const caches = existsSync(cacheRoot) ? readdirSync(cacheRoot).map((dir) => path.join(cacheRoot, dir, 'results.json')).filter(existsSync) : [];
if (caches.length === 0) {
  console.error('No vitest results cache: run `npm test` first.');
  process.exit(1);
}
const durations: Record<string, number> = {};
for (const file of caches) {
  const { results } = JSON.parse(readFileSync(file, 'utf8')) as { results: [string, { duration: number }][] };
  // The browser run's files (no project name: `:tests/e2e/...`) keep vitest's order.
  for (const [key, result] of results) if (!key.startsWith(':')) durations[key] = Math.round(result.duration);
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => (a < b ? -1 : 1)));
writeFileSync(DURATIONS_FILE, `${JSON.stringify(sorted, null, 1)}\n`);
console.log(`${Object.keys(sorted).length} test files' durations written to ${path.relative(process.cwd(), DURATIONS_FILE)}.`);
