/**
 * npm run bench:live -- [--fans 1000] [--updates 50] [--rate 10] [--sport mbball]
 *
 * N simulated fans hold server-sent-event streams to one server instance (plain HTTP streams, not
 * EventSource); the bench PUTs live updates at a steady rate and prints the delivery latency from the
 * moment each PUT was sent to its arrival at every fan (p50, p99, max), the updates per second sustained,
 * and the server's memory per connection (its RSS and heap before and after the fans connect, over IPC).
 * and the CPU the server and the fans (this process: raw sockets, as lean as a client gets) each used on the
 * machine's cores. Budget: p99 ≤ 250 ms at 1,000 fans (DESIGN 7) and at 5,000 (#28).
 */
import { execSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { processCpuMs } from './bench/process-cpu';
import { performance } from 'node:perf_hooks';
import { demoLiveToken } from '../server/live/live-tokens';
import { numberOption, readArgs, sleep } from './live/args';
import { forkBenchServer } from './live/bench-child';
import { awaitLastEvent, connectFans, deliveryLatencies, percentile } from './live/fans';
import { sendDocument } from './live/stat-crew';
import { simulatedDocuments } from './live/simulated-game';

const options = readArgs();
const fanCount = Math.round(numberOption(options, 'fans', 1000));
const updates = Math.round(numberOption(options, 'updates', 50));
const rate = numberOption(options, 'rate', 10);
const sport = options.get('sport') ?? 'mbball';
const TENANT = 'ridgemont';
const BUDGET_P99_MS = 250;

// Each fan is a socket here and one in the server: both processes need that many descriptors, and some to spare.
const openFiles = Number(execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim());
if (Number.isFinite(openFiles) && openFiles < fanCount + 200) {
  console.error(`The open-file limit (ulimit -n = ${openFiles}) is too low for ${fanCount} fans: raise it first, e.g. \`ulimit -n ${Math.max(65536, fanCount * 2)}\` in this shell.`);
  process.exit(1);
}

type Memory = { rss: number; heapUsed: number; gc: boolean };
const { child, nextMessage } = forkBenchServer({ execArgv: ['--expose-gc'] });
const memory = () => {
  const answer = nextMessage<Memory>('memory');
  child.send({ type: 'memory' });
  return answer;
};

console.log('Starting the server on a fresh demo store (migrating and seeding)...');
const { url, gameId } = await nextMessage<{ url: string; gameId: number }>('ready');
const crew = { base: url, tenant: TENANT, token: demoLiveToken(TENANT) };

// The updates: a simulated game's documents, one per update.
const documents = simulatedDocuments(sport, updates, new Date());
await sendDocument(crew, gameId, documents[0]!);

// Let the store's start-up settle before the baseline.
await sleep(1_000);
await memory();
const before = await memory();
const streamUrl = `${url}/api/v2/live/games/${gameId}/events`;
const connectStart = performance.now();
const fans = await connectFans(fanCount, streamUrl, TENANT, () => performance.now());
const connectMs = performance.now() - connectStart;
await sleep(500);
const after = await memory();

const sentAt = new Map<number, number>();
const ingestMs: number[] = [];
// The CPU each side spends while the updates flow: the server's, and the fans' (this process), on the same cores.
const serverCpuBefore = processCpuMs(child.pid!);
const fansCpuBefore = process.cpuUsage();
const startedAt = performance.now();
for (let index = 1; index <= updates; index += 1) {
  const due = startedAt + ((index - 1) * 1000) / rate;
  await sleep(Math.max(0, due - performance.now()));
  const sent = performance.now();
  const answer = await sendDocument(crew, gameId, documents[index]!);
  ingestMs.push(performance.now() - sent);
  sentAt.set(answer.eventId, sent);
}
await awaitLastEvent(fans, sentAt);
const lastId = Math.max(...sentAt.keys());
const finishedAt = Math.max(...fans.map((fan) => fan.received.get(lastId) ?? 0));
const serverCpuMs = processCpuMs(child.pid!) - serverCpuBefore;
const fansCpu = process.cpuUsage(fansCpuBefore);
const fansCpuMs = (fansCpu.user + fansCpu.system) / 1000;

const { latencies, missing } = deliveryLatencies(fans, sentAt);
const p50 = percentile(latencies, 50);
const p99 = percentile(latencies, 99);
const seconds = (finishedAt - startedAt) / 1000;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

console.log(`\nbench:live — ${fanCount} fans on one instance, ${updates} ${sport} updates offered at ${rate}/s, node ${process.version}`);
console.log(`  fans connected in ${(connectMs / 1000).toFixed(1)} s`);
console.log(`  deliveries        ${latencies.length} of ${fanCount * sentAt.size}${missing > 0 ? ` (${missing} missing)` : ''}`);
ingestMs.sort((a, b) => a - b);
console.log(`  PUT answered in   p50 ${percentile(ingestMs, 50).toFixed(1)} ms   p99 ${percentile(ingestMs, 99).toFixed(1)} ms (validated, diffed and stored before the answer)`);
console.log(`  latency from PUT  p50 ${p50.toFixed(1)} ms   p99 ${p99.toFixed(1)} ms   max ${latencies[latencies.length - 1]?.toFixed(1)} ms`);
console.log(`  sustained         ${(sentAt.size / seconds).toFixed(1)} updates/s to every fan (${((sentAt.size * fanCount) / seconds).toFixed(0)} deliveries/s)`);
const wallMs = performance.now() - startedAt;
const share = (ms: number) => `${((ms / wallMs) * 100).toFixed(0)} % of a core`;
console.log(`  CPU while updating server ${share(serverCpuMs)}, the fans (this process) ${share(fansCpuMs)}, on ${availableParallelism()} cores`);
console.log(`  server memory     RSS ${mb(before.rss)} → ${mb(after.rss)} MB, heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)} MB${after.gc ? '' : ' (no --expose-gc: heap figures include garbage)'}`);
console.log(`  per connection    RSS ${((after.rss - before.rss) / fanCount / 1024).toFixed(1)} KB, heap ${((after.heapUsed - before.heapUsed) / fanCount / 1024).toFixed(1)} KB`);
const verdict = p99 <= BUDGET_P99_MS && missing === 0 ? 'met' : 'NOT met';
console.log(`  budget p99 ≤ ${BUDGET_P99_MS} ms with every delivery (DESIGN 7 at 1,000 fans, #28 at 5,000): ${fanCount === 1000 || fanCount === 5000 ? verdict : `stated for 1,000 and 5,000 fans (this run: ${verdict})`}`);

for (const fan of fans) fan.socket.destroy();
child.disconnect();
