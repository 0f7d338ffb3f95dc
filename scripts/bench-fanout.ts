/**
 * npm run bench:fanout -- [--fans 10000] [--updates 30] [--workers <cores>] [--bytes 300]
 *
 * #49: the floor under bench:gameday's ingest → fan latency on this machine. nginx's nchan module and the fans
 * alone: no instance, no database, no page load. A stub answers nchan's access check (204); this process publishes
 * `--updates` events of `--bytes` of data to one game's channel, two a second, through the instances' NchanPublisher,
 * and reports publish → fan p50/p99 over every fan, and the CPU nginx and the fans' processes spent per delivery.
 * Whatever bench:gameday adds to these figures is the instances', the database's and the load's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { NchanPublisher } from '../server/live/nchan-publisher';
import { processCpuMs } from './bench/process-cpu';
import { freePort } from './cluster/free-port';
import { livePublishUrl, startNginx } from './cluster/nginx';
import { numberOption, readArgs, sleep } from './live/args';
import { FanFleet } from './live/fan-fleet';

const options = readArgs();
const fanCount = Math.round(numberOption(options, 'fans', 10_000));
const updates = Math.round(numberOption(options, 'updates', 30));
const workers = Math.round(numberOption(options, 'workers', os.availableParallelism()));
const bytes = Math.round(numberOption(options, 'bytes', 300));
const epochNow = () => performance.timeOrigin + performance.now();

const stubPort = await freePort();
const stub = http.createServer((_request, response) => response.writeHead(204).end());
await new Promise<void>((resolve) => stub.listen(stubPort, '127.0.0.1', resolve));
const prefix = mkdtempSync(path.join(os.tmpdir(), 'bench-fanout-'));
const nginx = await startNginx({ prefix, port: await freePort(), upstreams: [`127.0.0.1:${stubPort}`], streams: 'nchan', workers });
const cpuOf = (pids: number[]) => pids.reduce((sum, pid) => sum + processCpuMs(pid), 0);

// Published as an instance publishes each stored event.
const publisher = new NchanPublisher(livePublishUrl(nginx.url));
const publish = (eventId: number) => publisher.publishDelta('ridgemont', { gameId: 1, eventId, updatedAt: new Date(0).toISOString(), delta: { game: { Source: 'x'.repeat(bytes) } } });

let fleet: FanFleet | undefined;
try {
  // A first event, so every fan's stream opens with one.
  await publish(0);
  fleet = await FanFleet.start(`${nginx.url}/api/v2/live/games/1/events`, 'ridgemont', fanCount);
  const before = { nginx: cpuOf(nginx.pids()), fans: cpuOf(fleet.pids) };
  const sentAt = new Map<number, number>();
  for (let eventId = 1; eventId <= updates; eventId += 1) {
    sentAt.set(eventId, epochNow());
    await publish(eventId);
    await sleep(Math.max(0, sentAt.get(eventId)! + 500 - epochNow()));
  }
  const behind = await fleet.waitForAll(updates, 30_000);
  const spent = { nginx: cpuOf(nginx.pids()) - before.nginx, fans: cpuOf(fleet.pids) - before.fans };
  const latencies = await fleet.latencies(sentAt);
  const perDelivery = (ms: number) => `${((ms * 1000) / Math.max(1, latencies.count)).toFixed(0)} µs`;
  console.log(`bench:fanout — ${fanCount} fans (${fleet.pids.length} processes) on nginx's nchan (${workers} workers), ${updates} events of ${bytes} bytes, 2 a second, ${os.availableParallelism()} cores`);
  console.log(`   publish → fan p50 ${latencies.percentile(50)} ms, p99 ${latencies.percentile(99)} ms, max ${latencies.percentile(100)} ms${behind ? ` · ${behind} fans never had the last event` : ''}`);
  console.log(`   CPU per delivery: nginx ${perDelivery(spent.nginx)}, fans ${perDelivery(spent.fans)} (${latencies.count} deliveries)`);
} finally {
  await fleet?.close();
  await nginx.stop();
  stub.close();
  rmSync(prefix, { recursive: true, force: true });
}
process.exit(0);
