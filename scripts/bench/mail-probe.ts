// bench-mail's visitor load: `concurrency` visitors asking for one address at a steady total rate (not as fast as the
// server answers: a closed loop would take every spare cycle and measure its own queue), each answer read whole.
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface ProbeResult {
  /** Milliseconds from each request to the end of its answer, ascending. */
  times: number[];
  /** Each request's start (performance.now()) and time, in the order they were sent. */
  samples: Array<{ at: number; ms: number }>;
  errors: number;
}

export interface ProbeLoop {
  stop(): Promise<ProbeResult>;
}

function once(url: URL, headers: Record<string, string>, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { headers, agent }, (response) => {
      response.resume();
      response.on('end', () => (response.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`status ${response.statusCode}`))));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export function startProbe(address: string, headers: Record<string, string>, options: { concurrency: number; rate: number }): ProbeLoop {
  const url = new URL(address);
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const samples: Array<{ at: number; ms: number }> = [];
  let errors = 0;
  let running = true;
  // Each visitor asks every concurrency/rate seconds, the visitors spread evenly over that interval.
  const intervalMs = (1000 * options.concurrency) / options.rate;
  const visitor = async (index: number) => {
    let next = performance.now() + (index * intervalMs) / options.concurrency;
    while (running) {
      const wait = next - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (!running) break;
      const at = performance.now();
      try {
        samples.push({ at, ms: await once(url, headers, agent) });
      } catch {
        errors += 1;
      }
      // A late answer does not make the visitor catch up with a burst: the next request is one interval on.
      next = Math.max(next + intervalMs, performance.now());
    }
  };
  const visitors = Array.from({ length: options.concurrency }, (_, index) => visitor(index));
  return {
    async stop() {
      running = false;
      await Promise.all(visitors);
      agent.destroy();
      samples.sort((a, b) => a.at - b.at);
      return { times: samples.map((sample) => sample.ms).sort((a, b) => a - b), samples, errors };
    },
  };
}
