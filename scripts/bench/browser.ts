/**
 * What the browser benches share (bench:bundle, bench:idle, bench:lighthouse, bench:start): the system
 * Chromium, a free port, and the wait for a page's network to go quiet. They mirror tests/e2e/support,
 * which scripts do not import (.dependency-cruiser.cjs: nothing-imports-tests).
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Page, Request } from 'playwright-core';

export function chromiumPath(): string {
  const found = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((candidate) => candidate && existsSync(candidate));
  if (!found) throw new Error('No Chromium found: install it (apt-get install -y chromium) or set CHROMIUM_PATH.');
  return found;
}

/** A port no one listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The network is quiet when no request but the live streams has been open for this long. */
const QUIET_MS = 750;

/** Resolves once no request (server-sent event streams aside: they stay open) has been in flight for QUIET_MS. */
export function networkQuiet(page: Page, timeoutMs: number): Promise<void> {
  const open = new Set<Request>();
  const isStream = (request: Request) => (request.headers().accept ?? '').includes('text/event-stream');
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      if (open.size === 0) timer = setTimeout(done, QUIET_MS);
    };
    const started = (request: Request) => {
      if (isStream(request)) return;
      open.add(request);
      clearTimeout(timer);
    };
    const ended = (request: Request) => {
      open.delete(request);
      arm();
    };
    const giveUp = setTimeout(() => {
      cleanup();
      reject(new Error(`the network did not go quiet in ${timeoutMs} ms: ${[...open].map((request) => request.url()).join(', ')}`));
    }, timeoutMs);
    function cleanup() {
      clearTimeout(timer);
      clearTimeout(giveUp);
      page.off('request', started).off('requestfinished', ended).off('requestfailed', ended);
    }
    function done() {
      cleanup();
      resolve();
    }
    page.on('request', started).on('requestfinished', ended).on('requestfailed', ended);
    arm();
  });
}


/**
 * Opens a route and waits until it has settled: its first heading shown and the network quiet, twice over (a
 * page that asked for more code while settling settles too). A failure names the route and the page's errors;
 * a page that ended elsewhere (a redirect) is refused, as the measure would be of another page.
 */
export async function openSettled(page: Page, origin: string, route: string, timeoutMs: number): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    const quiet = networkQuiet(page, timeoutMs);
    await page.goto(`${origin}${route}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: timeoutMs });
    await quiet;
    await networkQuiet(page, timeoutMs);
  } catch (error) {
    throw new Error(`${route}: ${(error as Error).message}; page errors: ${errors.join(' | ') || 'none'}`, { cause: error });
  }
  if (new URL(page.url()).pathname !== route) throw new Error(`${route} ended on ${page.url()}: the measure would be of another page.`);
}
