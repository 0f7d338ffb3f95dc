import { fork, type ChildProcess } from 'node:child_process';

export interface FleetStart {
  url: string;
  tenant: string;
  count: number;
  localAddress: string;
}

export type FleetQuestion =
  | { op: 'behind'; eventId: number }
  | { op: 'latencies'; sentAt: Array<[eventId: number, epochMs: number]> }
  | { op: 'mark'; eventId: number }
  | { op: 'since-mark'; eventId: number }
  | { op: 'close' };

export interface SinceMark {
  /** ms from each drop since the mark until the fan's stream was open again. */
  back: number[];
  moved: number;
  lost: number;
  duplicated: number;
  /** Fans missing an event they did not miss at the mark. */
  fansThatLost: number;
  failures: number;
  /** Fans by the instance serving their stream (nginx: nchan holds it). */
  servedBy: Record<string, number>;
}

export type FleetAnswer = number | Record<number, number> | SinceMark | null;

/** The most fans one process holds (its descriptors: ulimit -n is 20,000 here). */
export const FANS_PER_PROCESS = 15_000;

/**
 * A bench's fans spread over child processes (scripts/live/fan-fleet-child.ts), each from its own loopback address,
 * so 50,000 of them fit this machine's descriptor and port limits. Times are the machine's clock in ms
 * (performance.timeOrigin + performance.now()), comparable between the processes.
 */
export class FanFleet {
  private seq = 0;

  private constructor(readonly children: ChildProcess[]) {}

  static async start(url: string, tenant: string, count: number): Promise<FanFleet> {
    const processes = Math.max(1, Math.ceil(count / FANS_PER_PROCESS));
    const children = Array.from({ length: processes }, () => fork('scripts/live/fan-fleet-child.ts', [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
    const fleet = new FanFleet(children);
    await Promise.all(
      children.map((child, index) => {
        const share = Math.floor(count / processes) + (index < count % processes ? 1 : 0);
        child.send({ url, tenant, count: share, localAddress: `127.0.0.${index + 2}` } satisfies FleetStart);
        return fleet.reply(child, 0);
      }),
    );
    return fleet;
  }

  get pids(): number[] {
    return this.children.map((child) => child.pid!);
  }

  async behind(eventId: number): Promise<number> {
    return sum((await this.ask({ op: 'behind', eventId })) as number[]);
  }

  /** Waits until every fan has `eventId` (or the time is up); how many are still behind. */
  async waitForAll(eventId: number, timeoutMs = 60_000): Promise<number> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const behind = await this.behind(eventId);
      if (behind === 0 || performance.now() > deadline) return behind;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Ingest → fan latencies of the events sent at `sentAt` over every fan: percentiles (whole ms) of the fans' processes' histograms merged. */
  async latencies(sentAt: Map<number, number>): Promise<{ percentile(p: number): number; count: number }> {
    const histograms = (await this.ask({ op: 'latencies', sentAt: [...sentAt] })) as Array<Record<number, number>>;
    const merged = new Map<number, number>();
    for (const histogram of histograms) for (const [ms, n] of Object.entries(histogram)) merged.set(Number(ms), (merged.get(Number(ms)) ?? 0) + n);
    const buckets = [...merged].sort((a, b) => a[0] - b[0]);
    const count = sum(buckets.map(([, n]) => n));
    return {
      count,
      percentile(p: number) {
        let seen = 0;
        for (const [ms, n] of buckets) {
          seen += n;
          if (seen >= (p / 100) * count) return ms;
        }
        return 0;
      },
    };
  }

  /** Notes each fan's reconnects and losses up to `eventId`, for sinceMark. */
  async mark(eventId: number): Promise<void> {
    await this.ask({ op: 'mark', eventId });
  }

  async sinceMark(eventId: number): Promise<SinceMark> {
    const answers = (await this.ask({ op: 'since-mark', eventId })) as SinceMark[];
    const servedBy: Record<string, number> = {};
    for (const answer of answers) for (const [server, n] of Object.entries(answer.servedBy)) servedBy[server] = (servedBy[server] ?? 0) + n;
    return {
      back: answers.flatMap((answer) => answer.back).sort((a, b) => a - b),
      moved: sum(answers.map((answer) => answer.moved)),
      lost: sum(answers.map((answer) => answer.lost)),
      duplicated: sum(answers.map((answer) => answer.duplicated)),
      fansThatLost: sum(answers.map((answer) => answer.fansThatLost)),
      failures: sum(answers.map((answer) => answer.failures)),
      servedBy,
    };
  }

  async close(): Promise<void> {
    await this.ask({ op: 'close' }).catch(() => undefined);
  }

  private ask(question: FleetQuestion): Promise<FleetAnswer[]> {
    const seq = ++this.seq;
    return Promise.all(
      this.children.map((child) => {
        child.send({ ...question, seq });
        return this.reply(child, seq);
      }),
    );
  }

  private reply(child: ChildProcess, seq: number): Promise<FleetAnswer> {
    return new Promise((resolve, reject) => {
      const onMessage = (message: { seq: number; answer: FleetAnswer }) => {
        if (message.seq !== seq) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message.answer);
      };
      const onExit = (code: number | null) => reject(new Error(`a fans' process exited with ${code}`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  }
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
