/**
 * One process of a bench's fans (scripts/live/fan-fleet.ts): holds `count` ResumingFans and answers the bench's
 * questions about them over IPC. A process may hold about 20,000 descriptors here (ulimit -n), so 50,000 fans are
 * several of these.
 */
import { ResumingFan } from '../cluster/resuming-fan';
import type { FleetAnswer, FleetQuestion, FleetStart } from './fan-fleet';

/** The machine's clock in ms, comparable between processes. */
const epochNow = () => performance.timeOrigin + performance.now();
const fans: ResumingFan[] = [];
let marked: number[] = [];
let lostBefore: number[] = [];

function answer(question: FleetQuestion): FleetAnswer {
  switch (question.op) {
    case 'behind':
      return fans.filter((fan) => (fan.lastId ?? 0) < question.eventId).length;
    case 'latencies': {
      // A histogram in whole ms: percentiles over every fan of every process without sending each arrival.
      const histogram: Record<number, number> = {};
      for (const fan of fans) {
        for (const [id, sentAt] of question.sentAt) {
          const arrived = fan.arrivedAt.get(id);
          if (arrived === undefined) continue;
          const ms = Math.max(0, Math.round(arrived - sentAt));
          histogram[ms] = (histogram[ms] ?? 0) + 1;
        }
      }
      return histogram;
    }
    case 'mark':
      marked = fans.map((fan) => fan.downtimes.length);
      lostBefore = fans.map((fan) => fan.tally(question.eventId).lost);
      return null;
    case 'since-mark': {
      const back = fans.flatMap((fan, index) => fan.downtimes.slice(marked[index]));
      const moved = fans.filter((fan, index) => fan.downtimes.length > marked[index]!).length;
      const tallies = fans.map((fan) => fan.tally(question.eventId));
      return {
        back,
        moved,
        lost: tallies.reduce((sum, tally) => sum + tally.lost, 0),
        duplicated: tallies.reduce((sum, tally) => sum + tally.duplicated, 0),
        fansThatLost: tallies.filter((tally, index) => tally.lost > lostBefore[index]!).length,
        failures: fans.reduce((sum, fan) => sum + fan.failures.length, 0),
        servedBy: fans.reduce<Record<string, number>>((counts, fan) => {
          const server = fan.servedBy ?? 'nginx';
          counts[server] = (counts[server] ?? 0) + 1;
          return counts;
        }, {}),
      };
    }
    case 'close':
      for (const fan of fans) fan.close();
      setTimeout(() => process.exit(0), 50);
      return null;
  }
}

process.once('message', async (start: FleetStart) => {
  for (let first = 0; first < start.count; first += 500) {
    const group = Array.from({ length: Math.min(500, start.count - first) }, () => new ResumingFan(start.url, start.tenant, epochNow, start.localAddress));
    fans.push(...group);
    await Promise.all(group.map((fan) => fan.ready));
  }
  process.on('message', (question: FleetQuestion & { seq: number }) => process.send!({ seq: question.seq, answer: answer(question) }));
  process.send!({ seq: 0, answer: null });
});
