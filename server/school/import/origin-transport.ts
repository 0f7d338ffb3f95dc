import { Worker } from 'node:worker_threads';
import { fetchFailed, originGet, type OriginAnswer } from './origin-fetch';
import type { WorkerReply, WorkerRequest } from './origin-worker';
import { ImportStopped, RequestLimiter } from './request-limiter';

/** How the import's GETs reach the origin: at most a limit at a time, the reads it waits on first. */
export interface OriginTransport {
  get(url: string, headers: Record<string, string>, ahead: boolean, signal?: AbortSignal): Promise<OriginAnswer>;
  /** Asks for nothing more: what is still queued, and what comes after, is refused (ImportStopped). */
  stop(): void;
}

/** On this thread, through a fetch (a test's). */
export function fetchTransport(fetch: typeof globalThis.fetch, limit: number): OriginTransport {
  const limiter = new RequestLimiter(limit);
  const get = async (url: string, headers: Record<string, string>, signal?: AbortSignal): Promise<OriginAnswer> => {
    const response = await fetch(url, { headers, signal });
    return { url: response.url || url, status: response.status, statusText: response.statusText, headers: [...response.headers], body: Buffer.from(await response.arrayBuffer()) };
  };
  return {
    get: (url, headers, ahead, signal) => limiter.run(() => get(url, headers, signal), ahead),
    stop: () => limiter.stop(),
  };
}

/** The worker's module is TypeScript: it is loaded through tsx, as the import's commands, tests and bench run. */
function startWorker(limit: number): Worker {
  const entry = new URL('./origin-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
  return new Worker(boot, { eval: true, workerData: { limit } });
}

/** The worker transport; `ready` once its thread has started (from then on, requests go to it). */
export interface WorkerTransport extends OriginTransport {
  readonly ready: Promise<void>;
}

/**
 * On a worker thread of its own, which holds the queue and does the HTTP: the import's thread blocks while its
 * embedded store runs a batch, and the requests queued meanwhile go on (the origin sat idle about a fifth of an
 * import while the import's thread wrote; in bench:import, import 5.00–5.22 s against 5.07–5.46 s on this thread).
 * The thread takes about 0.1 s to start: until it has, requests go on this thread (the first few, one at a time),
 * and it takes over once none of those is under way, so the limit holds across both.
 */
export function workerTransport(limit: number): WorkerTransport {
  const worker = startWorker(limit);
  const here = new RequestLimiter(limit);
  let hereUnderWay = 0;
  let onWorker = false;
  let workerReady = false;
  let markReady: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const pending = new Map<number, { resolve(answer: OriginAnswer): void; reject(error: unknown): void }>();
  let nextId = 0;
  let stopped = false;
  const failAll = (error: unknown) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on('message', (reply: WorkerReply | 'ready') => {
    if (reply === 'ready') {
      workerReady = true;
      markReady();
      return;
    }
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if ('answer' in reply) waiting.resolve({ ...reply.answer, body: Buffer.from(reply.answer.body) });
    else waiting.reject(fetchFailed(reply.failure.cause ?? new Error(reply.failure.message)));
  });
  // A worker that cannot start leaves every request on this thread.
  worker.on('error', (error) => {
    workerReady = false;
    onWorker = false;
    failAll(error);
  });
  const onThisThread = async (url: string, headers: Record<string, string>, ahead: boolean, signal?: AbortSignal) => {
    hereUnderWay += 1;
    try {
      return await here.run(() => originGet(url, headers, signal), ahead);
    } finally {
      hereUnderWay -= 1;
    }
  };
  return {
    ready,
    get(url, headers, ahead, signal) {
      if (stopped) return Promise.reject(new ImportStopped('The import has ended.'));
      if (!onWorker && workerReady && hereUnderWay === 0) onWorker = true;
      if (!onWorker) return onThisThread(url, headers, ahead, signal);
      return new Promise<OriginAnswer>((resolve, reject) => {
        const id = (nextId += 1);
        // An aborted import stops waiting at once; the worker's answer, when it comes, is dropped. A settled request
        // lets go of the signal, which lives as long as the import.
        const aborted = () => pending.delete(id) && reject(signal!.reason);
        const settled = () => signal?.removeEventListener('abort', aborted);
        pending.set(id, {
          resolve: (answer) => (settled(), resolve(answer)),
          reject: (error) => (settled(), reject(error)),
        });
        signal?.addEventListener('abort', aborted, { once: true });
        worker.postMessage({ id, url, headers, ahead } satisfies WorkerRequest);
      });
    },
    stop() {
      stopped = true;
      here.stop();
      failAll(new ImportStopped('The import has ended.'));
      void worker.terminate();
    },
  };
}
