import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/cluster/free-port';
import { startNginx, type RunningNginx } from '../../../scripts/cluster/nginx';

/**
 * #28: nginx rendered from deploy/nginx/athletics.conf.template marks an instance failed after 3 errors in 5 s. On
 * game day both can be marked at once (one lost, the other too slow to accept while the lost one's fans arrive);
 * the instances listed again as backups without marks must then still take requests: without them nginx answers
 * 502 "no live upstreams" until a mark expires. The upstreams here are plain HTTP servers: what is under test is
 * the configuration nginx runs, not the site.
 */

/** An upstream that answers every request with its name, and can stop listening and listen again on its port. */
function upstream(name: string, port: number) {
  let server: http.Server | null = null;
  return {
    address: `127.0.0.1:${port}`,
    start: () =>
      new Promise<void>((resolve) => {
        server = http.createServer((_request, response) => response.writeHead(200, { 'cache-control': 'no-store', 'content-type': 'text/plain' }).end(name));
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.closeAllConnections();
        server.close(() => resolve());
        server = null;
      }),
  };
}

type Upstream = ReturnType<typeof upstream>;

describe('nginx with every instance marked failed', () => {
  let nginx: RunningNginx;
  let prefix: string;
  let first: Upstream;
  let second: Upstream;

  beforeAll(async () => {
    first = upstream('first', await freePort());
    second = upstream('second', await freePort());
    await first.start();
    await second.start();
    prefix = mkdtempSync(path.join(os.tmpdir(), 'athletics-nginx-'));
    nginx = await startNginx({ prefix, port: await freePort(), upstreams: [first.address, second.address] });
  });

  afterAll(async () => {
    await nginx?.stop();
    await first?.stop();
    await second?.stop();
    rmSync(prefix, { recursive: true, force: true });
  });

  it('sends requests to an instance that answers again at once, not 502 until its mark expires', async () => {
    let n = 0;
    // A new URL each time, so nginx's micro-cache never answers in an upstream's place.
    const get = async () => {
      const response = await fetch(`${nginx.url}/api/v2/Sports?probe=${n++}`, { headers: { tenant: 'ridgemont' } });
      return { status: response.status, text: await response.text() };
    };
    expect((await get()).status).toBe(200);

    // Both gone: every request fails at connect on both, and after three each both are marked failed.
    await first.stop();
    await second.stop();
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await get()).status).toBe(502);
    // The marks are there: nginx warned that it disabled both.
    const log = readFileSync(path.join(prefix, 'error.log'), 'utf8');
    expect(log.match(/upstream server temporarily disabled/g)?.length).toBeGreaterThanOrEqual(2);

    // One comes back well inside fail_timeout (5 s): served through its backup entry, every time.
    await second.start();
    const answers = await Promise.all(Array.from({ length: 5 }, get));
    expect(answers).toEqual(Array(5).fill({ status: 200, text: 'second' }));
  });
});
