/**
 * npm run bench:bundle — after `npm run build`, prints the JavaScript a first visit to each page
 * family downloads (the entry, its static imports and the page's own lazy chunk), raw and gzip,
 * against the DESIGN 7 budget of 120 KB gzip for the home page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; src?: string };
const dist = path.resolve('dist/client');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

function size(keys: Set<string>) {
  let raw = 0;
  let gzip = 0;
  for (const key of keys) {
    const file = manifest[key]!.file;
    if (!file.endsWith('.js')) continue;
    const bytes = readFileSync(path.join(dist, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gzip };
}

const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
const pages = Object.keys(manifest).filter((key) => key.startsWith('ui/pages/'));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const shell = size(closure([entry]));
console.log(`bench:bundle — first-load JavaScript (entry ${manifest[entry]!.file})`);
console.log(`${'shell (entry + static imports)'.padEnd(48)} ${kb(shell.raw).padStart(10)} raw ${kb(shell.gzip).padStart(10)} gzip`);
for (const page of pages) {
  const total = size(closure([entry, page]));
  const budget = page.includes('/home/') ? `  (budget 120.0 KB gzip: ${total.gzip <= 120 * 1024 ? 'within' : 'OVER'})` : '';
  console.log(`${page.padEnd(48)} ${kb(total.raw).padStart(10)} raw ${kb(total.gzip).padStart(10)} gzip${budget}`);
}
