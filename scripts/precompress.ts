/**
 * After `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of
 * dist/client, so the server sends fans compressed assets without compressing on each request
 * (@fastify/static `preCompressed`).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = path.resolve(process.argv[2] ?? 'dist/client');
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.html', '.txt', '.xml', '.map']);
const MIN_BYTES = 1024;
/**
 * Brotli's best for what fans download. Source maps are fetched only by a browser's developer tools,
 * never for a page: at quality 8 their 4 MB compress about ten times faster (the step went from 9 s of
 * CPU to 3.5 s), 9% larger (1061 KB instead of 976), still smaller than gzip -9's 1128 KB.
 */
const qualityOf = (file: string) => (path.extname(file) === '.map' ? 8 : 11);

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.has(path.extname(name))) yield full;
  }
}

let raw = 0;
let brotli = 0;
let count = 0;
for (const file of files(ROOT)) {
  const body = readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: qualityOf(file), [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  raw += body.length;
  brotli += br.length;
  count += 1;
}
console.log(`precompress: ${count} files, ${(raw / 1024).toFixed(1)} KB → ${(brotli / 1024).toFixed(1)} KB brotli`);
