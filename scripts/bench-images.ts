/**
 * npm run bench:images — the image resizing service (spec 7) on the demo's photographs (each school's
 * gallery of JPEG photos): for each rendition width, the bytes a browser gets (webp) beside the
 * original JPEG's, and the time to answer it the first time (drawn) and again (from memory), beside
 * the media route sending the original as baseline. One run, one server, on a fresh embedded store
 * (or DATABASE_URL).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../server/start';
import { seedDemoData } from '../demo/seed';

const WIDTHS = [400, 800, 1600];
const SCHOOLS = ['ridgemont', 'coastalbay'];

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'athletics-bench-images-'));
const server = await startServer({ port: 0, host: '127.0.0.1', databaseUrl: process.env.DATABASE_URL || undefined, dataDir, clientDir: path.join(dataDir, 'no-client'), firstContent: seedDemoData, version: 'bench', logger: false });

async function timed(url: string): Promise<{ ms: number; bytes: number; type: string }> {
  const started = process.hrtime.bigint();
  const response = await fetch(`${server.url}${url}`);
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, bytes: body.length, type: response.headers.get('content-type') ?? '' };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

try {
  const originals: string[] = [];
  const widths: number[] = [];
  for (const tenant of SCHOOLS) {
    const galleries = (await (await fetch(`${server.url}/api/v2/ImageGalleries`, { headers: { tenant } })).json()) as Array<{ id: number; primaryImage: { imageUrl: { original: string } } | null }>;
    const gallery = galleries.find((item) => item.primaryImage?.imageUrl.original.endsWith('.jpg'));
    if (!gallery) throw new Error(`${tenant} has no gallery of photographs`);
    const detail = (await (await fetch(`${server.url}/api/v2/ImageGalleries/${gallery.id}`, { headers: { tenant } })).json()) as { photos: Array<{ width: number; imageUrl: { original: string } }> };
    originals.push(...detail.photos.map((photo) => photo.imageUrl.original));
    widths.push(...detail.photos.map((photo) => photo.width));
  }

  const original = await Promise.all(originals.map((url) => timed(url)));
  const originalKb = original.reduce((sum, item) => sum + item.bytes, 0) / 1024;
  const originalAgain = [];
  for (const url of originals) originalAgain.push(await timed(url));
  console.log(`bench:images — ${originals.length} demo photographs (JPEG, ${Math.min(...widths)} to ${Math.max(...widths)} px wide), node ${process.version}`);
  console.log('rendition              total KB   KB/photo   vs original   first (drawn) p50 ms   again (memory) p50 ms');
  console.log(`original JPEG (/media)   ${originalKb.toFixed(1).padStart(7)}   ${(originalKb / originals.length).toFixed(1).padStart(8)}          1.00   ${'-'.padStart(20)}   ${median(originalAgain.map((item) => item.ms)).toFixed(1).padStart(21)}`);
  for (const width of WIDTHS) {
    const urls = originals.map((url) => `/images/resize?url=${encodeURIComponent(url)}&width=${width}&type=webp`);
    const first = [];
    for (const url of urls) first.push(await timed(url));
    const again = [];
    for (const url of urls) again.push(await timed(url));
    if (first.some((item) => item.type !== 'image/webp')) throw new Error(`the ${width} rendition is not webp`);
    const kb = first.reduce((sum, item) => sum + item.bytes, 0) / 1024;
    console.log(`webp ${String(width).padEnd(4)} (/images)       ${kb.toFixed(1).padStart(7)}   ${(kb / urls.length).toFixed(1).padStart(8)}   ${(kb / originalKb).toFixed(2).padStart(11)}   ${median(first.map((item) => item.ms)).toFixed(1).padStart(20)}   ${median(again.map((item) => item.ms)).toFixed(1).padStart(21)}`);
  }
  console.log('A 412 px phone (1x) takes the 800 rendition of the gallery page; a 2x phone the 1600 one.');
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
