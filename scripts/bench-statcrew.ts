/**
 * npm run bench:statcrew -- [--runs 50] [--snapshots 200] [--rate 1] [--fans 1000]
 *
 * Issue 45, DESIGN 7. Two figures, on the real server over HTTP (a fresh demo store in a child process):
 * 1. Read and store: the largest stat-crew fixture (baseball, 176 KB) uploaded to a finished game through the
 *    studio's endpoint `runs` times (each a different file, so each is read, matched and stored as a new box
 *    score version with its audit row): p50 and p99 of the answer time. Budget p99 ≤ 150 ms.
 * 2. Live: `snapshots` XML snapshots of a basketball game PUT at `rate` a second with `fans` fans following
 *    it: the time from each PUT to its arrival at every fan (p50, p99, max). Budget p99 ≤ 250 ms at 1,000 fans.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { demoLiveToken } from '../server/live/live-tokens';
import { DEMO_SCHOOLS } from '../demo/schools';
import { demoStaffOf } from '../demo/staff';
import { numberOption, readArgs, sleep } from './live/args';
import { forkBenchServer } from './live/bench-child';
import { awaitLastEvent, connectFans, deliveryLatencies, percentile } from './live/fans';
import { liveSnapshots } from './bench/statcrew-snapshots';

const options = readArgs();
const runs = Math.round(numberOption(options, 'runs', 50));
const snapshotCount = Math.round(numberOption(options, 'snapshots', 200));
const rate = numberOption(options, 'rate', 1);
const fanCount = Math.round(numberOption(options, 'fans', 1000));
const TENANT = 'ridgemont';
const fixture = (name: string) => readFileSync(new URL(`../tests/fixtures/statcrew/${name}`, import.meta.url), 'utf8');

const { child, nextMessage } = forkBenchServer({ env: { BENCH_SPORT: 'wbball' } });

console.log('Starting the server on a fresh demo store (migrating and seeding)...');
const { url, gameId: liveGameId } = await nextMessage<{ url: string; gameId: number }>('ready');
child.send({ type: 'finished-game', sport: 'baseball' });
const { id: baseballGameId } = await nextMessage<{ id: number }>('finished-game');

// 1. Read and store, through the studio's endpoint as a signed-in editor.
const school = DEMO_SCHOOLS.find((candidate) => candidate.key === TENANT)!;
const login = await fetch(`${url}/api/v2/Auth/login`, { method: 'POST', headers: { tenant: TENANT, 'content-type': 'application/json' }, body: JSON.stringify(demoStaffOf(school)) });
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
const { csrfToken } = (await login.json()) as { csrfToken: string };
const baseball = fixture('baseballDataStats.xml');
const storeMs: number[] = [];
for (let run = 0; run < runs + 5; run += 1) {
  // A comment makes each file a new one (a different digest): every run reads, matches and stores a new version.
  const body = `${baseball}\n<!-- bench run ${run} -->\n`;
  const started = performance.now();
  const response = await fetch(`${url}/api/studio/games/${baseballGameId}/stat-file`, { method: 'POST', headers: { tenant: TENANT, cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/xml' }, body });
  const answer = (await response.json()) as { saved?: boolean; error?: { message: string } };
  if (!response.ok || !answer.saved) throw new Error(`the upload answered ${response.status}: ${JSON.stringify(answer)}`);
  // The first five warm the server up (JIT, prepared statements) and are not counted.
  if (run >= 5) storeMs.push(performance.now() - started);
}
storeMs.sort((a, b) => a - b);

// 2. Live: XML snapshots with fans following.
const crewHeaders = { tenant: TENANT, authorization: `Bearer ${demoLiveToken(TENANT)}`, 'content-type': 'application/xml' };
const snapshots = liveSnapshots(fixture('mecz.xml'), snapshotCount + 1);
const put = async (body: string) => {
  const response = await fetch(`${url}/api/v2/live/games/${liveGameId}`, { method: 'PUT', headers: crewHeaders, body });
  const answer = (await response.json()) as { eventId: number; changed: boolean };
  if (!response.ok) throw new Error(`the ingest answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
};
await put(snapshots[0]!);
const fans = await connectFans(fanCount, `${url}/api/v2/live/games/${liveGameId}/events`, TENANT, () => performance.now());
await sleep(500);
const sentAt = new Map<number, number>();
const putMs: number[] = [];
const startedAt = performance.now();
for (let index = 1; index <= snapshotCount; index += 1) {
  await sleep(Math.max(0, startedAt + ((index - 1) * 1000) / rate - performance.now()));
  const sent = performance.now();
  const answer = await put(snapshots[index]!);
  putMs.push(performance.now() - sent);
  if (answer.changed) sentAt.set(answer.eventId, sent);
}
await awaitLastEvent(fans, sentAt);
const { latencies, missing } = deliveryLatencies(fans, sentAt);
putMs.sort((a, b) => a - b);

const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(`\nbench:statcrew — node ${process.version}`);
console.log(`  read and store    ${runs} uploads of baseballDataStats.xml (${(baseball.length / 1024).toFixed(0)} KB): p50 ${ms(percentile(storeMs, 50))}   p99 ${ms(percentile(storeMs, 99))}   max ${ms(storeMs[storeMs.length - 1]!)}`);
console.log(`                    budget p99 ≤ 150 ms: ${percentile(storeMs, 99) <= 150 ? 'met' : 'NOT met'}`);
console.log(`  live XML          ${sentAt.size} snapshots of mecz.xml at ${rate}/s to ${fanCount} fans; PUT answered p50 ${ms(percentile(putMs, 50))}   p99 ${ms(percentile(putMs, 99))}`);
console.log(`  PUT → fan         p50 ${ms(percentile(latencies, 50))}   p99 ${ms(percentile(latencies, 99))}   max ${ms(latencies[latencies.length - 1] ?? 0)}   deliveries ${latencies.length} of ${fanCount * sentAt.size}${missing ? ` (${missing} missing)` : ''}`);
console.log(`                    budget p99 ≤ 250 ms with every delivery: ${percentile(latencies, 99) <= 250 && missing === 0 ? 'met' : 'NOT met'}`);
for (const fan of fans) fan.socket.destroy();
child.disconnect();
