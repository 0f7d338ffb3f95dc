import type { FileVersion } from './file-watcher';
import type { SendOutcome } from './status-line';

export interface SendTarget {
  /** The site's origin: https://athletics.example.edu */
  site: string;
  tenant: string;
  gameId: number;
  token: string;
}

export interface FileSenderOptions {
  target: SendTarget;
  report(version: FileVersion, outcome: SendOutcome, at: Date): void;
  /** The first wait after a failed send; each further failure doubles it, up to `backoffCapMs`. */
  backoffBaseMs?: number;
  backoffCapMs?: number;
  /** A Retry-After beyond this is clamped: a live game cannot wait an hour. */
  retryAfterCapMs?: number;
  /** A send with no answer by then is a network error (a dropped Wi-Fi hangs rather than fails). */
  requestTimeoutMs?: number;
  now?: () => Date;
}

export interface FileSender {
  /** The newest version of the file; replaces one still waiting to be sent. */
  offer(version: FileVersion): void;
  /** Stops waiting and abandons a send in flight. */
  stop(): Promise<void>;
}

type Attempt = { kind: 'done'; outcome: SendOutcome } | { kind: 'retry'; reason: string; retryAfterMs: number | null };

/** Retry-After as seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: Date): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now.getTime());
}

/** `{ error: { code, message } }` as 'code: message'; otherwise the start of the body. */
function answerMessage(status: number, statusText: string, body: string): string {
  try {
    const error = (JSON.parse(body) as { error?: { code?: unknown; message?: unknown } }).error;
    if (error && typeof error.message === 'string') return typeof error.code === 'string' ? `${error.code}: ${error.message}` : error.message;
  } catch {
    // Not the site's JSON (a proxy's HTML page): its text says more than nothing.
  }
  const text = body.replace(/\s+/g, ' ').trim().slice(0, 160);
  return text || statusText || `HTTP ${status}`;
}

const RETRIED_4XX = new Set([408, 429]);

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Sends the stat file's versions to the site, one at a time and only the newest: versions that
 * came and went while the site could not be reached are dropped, never queued. The same content
 * as the site last answered for is not sent again.
 */
export function startFileSender(options: FileSenderOptions): FileSender {
  const { target, report } = options;
  const backoffBaseMs = options.backoffBaseMs ?? 1_000;
  const backoffCapMs = options.backoffCapMs ?? 30_000;
  const retryAfterCapMs = options.retryAfterCapMs ?? 120_000;
  const requestTimeoutMs = options.requestTimeoutMs ?? 15_000;
  const now = options.now ?? (() => new Date());
  const url = `${target.site}/api/v2/live/games/${target.gameId}`;
  const stopping = new AbortController();
  let pending: FileVersion | null = null;
  let wake: (() => void) | null = null;

  async function attempt(version: FileVersion): Promise<Attempt> {
    let response: Response;
    let body: string;
    try {
      response = await fetch(url, {
        method: 'PUT',
        headers: { 'content-type': 'application/xml', tenant: target.tenant, authorization: `Bearer ${target.token}` },
        body: new Uint8Array(version.bytes),
        signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(requestTimeoutMs)]),
      });
      body = await response.text();
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      return { kind: 'retry', reason: timedOut ? `no answer in ${Math.round(requestTimeoutMs / 1000)} s` : 'network error', retryAfterMs: null };
    }
    const { status } = response;
    if (response.ok) {
      const answer = safeJson(body) as { eventId?: unknown; changed?: unknown } | null;
      if (answer?.changed === false) return { kind: 'done', outcome: { kind: 'unchanged' } };
      return { kind: 'done', outcome: { kind: 'stored', eventId: typeof answer?.eventId === 'number' ? answer.eventId : null } };
    }
    const message = answerMessage(status, response.statusText, body);
    if (status >= 500 || RETRIED_4XX.has(status)) {
      const wait = status === 429 || status === 503 ? retryAfterMs(response.headers.get('retry-after'), now()) : null;
      return { kind: 'retry', reason: `${status} ${message}`, retryAfterMs: wait };
    }
    return { kind: 'done', outcome: { kind: 'refused', status, message } };
  }

  async function run(): Promise<void> {
    let answered: Buffer | null = null;
    let failures = 0;
    while (!stopping.signal.aborted) {
      if (!pending) {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
        continue;
      }
      const version: FileVersion = pending;
      pending = null;
      if (answered?.equals(version.bytes)) continue;
      const result = await attempt(version);
      if (stopping.signal.aborted) return;
      if (result.kind === 'done') {
        failures = 0;
        answered = version.bytes;
        report(version, result.outcome, now());
        continue;
      }
      const backoff = Math.min(backoffCapMs, backoffBaseMs * 2 ** failures);
      // Retry-After is honoured, but never below the first backoff step: 'Retry-After: 0' must not become a tight loop.
      const delayMs = result.retryAfterMs === null ? backoff : Math.min(retryAfterCapMs, Math.max(backoffBaseMs, result.retryAfterMs));
      failures += 1;
      report(version, { kind: 'retrying', reason: result.reason, delayMs }, now());
      await sleep(delayMs, stopping.signal);
      // A newer version offered meanwhile is the one sent; this one is dropped.
      pending ??= version;
    }
  }

  const running = run();
  return {
    offer(version) {
      pending = version;
      wake?.();
    },
    async stop() {
      stopping.abort();
      wake?.();
      await running;
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
