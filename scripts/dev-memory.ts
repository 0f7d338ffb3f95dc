import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { createServer, type Plugin } from 'vite';
import { parseSeedDate } from '../server/clock';
import { IMAGES_PATH, planImageRequest } from '../server/web/image-request';
import { contentTypeOf, transformImage, TRANSFORMABLE_TYPES } from '../server/web/image-transform';
import { writeDemoSnapshots } from './demo-snapshot';

const SNAPSHOT_PATH = '/demo-snapshot/';

const TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.pdf': 'application/pdf' };

/**
 * Serves the demo snapshots the dump wrote at /demo-snapshot/{tenant}.json, the demo's images at
 * /media/ as a static host would, and the image service at /images/ over them.
 */
function serveDemoSnapshots(dir: string): Plugin {
  // Several megabytes of JSON (every game's box score, every bio): gzip makes it a tenth, once per file written.
  const gzipped = new Map<string, { written: number; body: Buffer }>();
  const gzippedFile = (file: string): Buffer => {
    const written = statSync(file).mtimeMs;
    let entry = gzipped.get(file);
    if (entry?.written !== written) gzipped.set(file, (entry = { written, body: gzipSync(readFileSync(file)) }));
    return entry.body;
  };
  return {
    name: 'serve-demo-snapshots',
    configureServer(server) {
      server.middlewares.use(SNAPSHOT_PATH, (request, response, next) => {
        const name = (request.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
        const file = path.join(dir, name);
        if (!/^[a-z0-9-]+\.json$/.test(name) || !existsSync(file)) return next();
        response.setHeader('content-type', 'application/json');
        response.setHeader('content-encoding', 'gzip');
        response.end(gzippedFile(file));
      });
      const mediaDir = path.join(dir, 'media');
      server.middlewares.use('/media/', (request, response) => {
        const file = path.join(mediaDir, decodeURIComponent((request.url ?? '').split('?')[0] ?? ''));
        const found = file.startsWith(mediaDir + path.sep) && existsSync(file) && statSync(file).isFile();
        response.statusCode = found ? 200 : 404;
        response.setHeader('content-type', found ? (TYPES[path.extname(file)] ?? 'application/octet-stream') : 'text/plain');
        response.end(found ? readFileSync(file) : 'No such image.');
      });
      // The school's image service (spec 7) over the same files: the photographs' renditions.
      server.middlewares.use(`${IMAGES_PATH}/`, (request, response) => {
        const [operation = '', search = ''] = (request.url ?? '').replace(/^\//, '').split('?');
        const plan = planImageRequest(operation, Object.fromEntries(new URLSearchParams(search)), `http://${request.headers.host ?? 'localhost'}`);
        const file = plan.ok ? path.join(mediaDir, plan.tenantKey, plan.path) : '';
        const type = TYPES[path.extname(file)] ?? '';
        if (!plan.ok || !file.startsWith(mediaDir + path.sep) || !existsSync(file) || !TRANSFORMABLE_TYPES.has(type)) {
          response.statusCode = plan.ok ? 404 : plan.status;
          response.end(plan.ok ? 'No such image.' : plan.message);
          return;
        }
        transformImage(readFileSync(file), type, plan.transform).then(
          (body) => {
            response.setHeader('content-type', contentTypeOf(plan.transform.type));
            response.end(body);
          },
          () => {
            response.statusCode = 400;
            response.end('Not an image the service can read.');
          },
        );
      });
    },
  };
}

export interface MemorySiteOptions {
  /** The instant the demo is seeded around (default now); the site then runs on the browser's clock. */
  now: number;
  tenant?: string;
  port?: number;
  host?: string;
  /** Snapshots already written (writeDemoSnapshots) for `now`; without it they are written to data/demo-snapshot first. */
  snapshotDir?: string;
}

/**
 * #15: the whole site in the browser with no server: the demo snapshot of each school (read from the
 * seed through our API, which then stops), and the Vite dev server with the in-memory adapters bound.
 */
export async function startMemorySite(options: MemorySiteOptions): Promise<{ url: string; close(): Promise<void> }> {
  const dir = options.snapshotDir ?? path.resolve('data', 'demo-snapshot');
  if (!options.snapshotDir) await writeDemoSnapshots(dir, options.now);
  // vite.config.ts turns DEMO_SNAPSHOT into the boot config's demoSnapshot (composition/container.ts).
  process.env.DEMO_SNAPSHOT = `${SNAPSHOT_PATH}${options.tenant ?? 'ridgemont'}.json`;
  if (options.tenant) process.env.TENANT = options.tenant;
  const server = await createServer({
    plugins: [serveDemoSnapshots(dir)],
    server: { port: options.port ?? 5173, host: options.host ?? 'localhost', strictPort: options.port !== 0 && options.port !== undefined },
    logLevel: 'warn',
  });
  await server.listen();
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? `http://localhost:${options.port ?? 5173}`;
  return { url, close: () => server.close() };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const now = process.env.SEED_DATE ? parseSeedDate(process.env.SEED_DATE) : Date.now();
  const site = await startMemorySite({ now, tenant: process.env.TENANT, port: Number(process.env.PORT ?? 5173) });
  console.log(`The site on the in-memory adapters (no server): ${site.url}`);
}
