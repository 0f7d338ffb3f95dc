import type { Now } from '../../clock';
import { isLocalHost } from '../../http/local-host';
import type { OriginAnswer } from './origin-fetch';
import { fetchTransport, workerTransport, type OriginTransport } from './origin-transport';
import { ImportStopped } from './request-limiter';

/** A failure the command prints as is: the origin is unreachable, not a /api/v2 server, or refused a request. */
export class ImportError extends Error {}

export type Sleep = (ms: number) => Promise<void>;

export interface OriginOptions {
  /** The origin's /api/v2 base URL ('http://host/api/v2'). */
  from: string;
  /** The school's key at the origin, sent as the `tenant` header. */
  tenant: string;
  concurrency: number;
  /** GET through it, on this thread (tests); by default on a worker thread of its own (origin-transport.ts). */
  fetch?: typeof fetch;
  sleep: Sleep;
  now: Now;
  random?: () => number;
  /** Tries for a 5xx or a network error before giving up. */
  tries?: number;
  baseDelayMs?: number;
  /** Stops the import between requests (a killed run in tests). */
  signal?: AbortSignal;
}

/** Retry-After as seconds or as an HTTP date, in ms from now (never negative, at most a minute). */
export function retryAfterMs(value: string | null, now: number): number {
  if (!value) return 1000;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), 60_000) : 1000;
}

function reasonOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

function headerOf(answer: OriginAnswer, name: string): string | null {
  return answer.headers.find(([key]) => key.toLowerCase() === name)?.[1] ?? null;
}

const isOk = (answer: OriginAnswer) => answer.status >= 200 && answer.status < 300;

/** The origin as the import reads it: JSON documents under /api/v2 and media bytes under /media. */
export class OriginClient {
  readonly apiBase: string;
  readonly root: string;
  /**
   * What the origin may compress its answers with. Compression spends CPU at both ends to save bandwidth, and an
   * origin on this machine (a loopback address) has no network between: its answers come as they are (bench:import,
   * whose origin is local, imported about 8 % faster and the origin spent about a tenth less CPU).
   */
  private readonly acceptEncoding: string;
  private readonly shared: { transport: OriginTransport; requests: number };
  private readonly ahead: boolean;

  constructor(options: OriginOptions);
  constructor(options: OriginOptions, readAheadOf: OriginClient);
  constructor(
    private readonly options: OriginOptions,
    readAheadOf?: OriginClient,
  ) {
    if (readAheadOf) {
      this.apiBase = readAheadOf.apiBase;
      this.root = readAheadOf.root;
      this.acceptEncoding = readAheadOf.acceptEncoding;
      this.shared = readAheadOf.shared;
      this.ahead = true;
      return;
    }
    let url: URL;
    try {
      url = new URL(options.from);
    } catch {
      throw new ImportError(`--from must be a URL such as http://host/api/v2 (got '${options.from}').`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ImportError(`--from must be an http(s) URL (got '${options.from}').`);
    this.apiBase = url.href.replace(/\/+$/, '');
    this.root = url.origin;
    this.acceptEncoding = isLocalHost(url.host) ? 'identity' : 'gzip, deflate';
    const limit = Math.max(1, options.concurrency);
    this.shared = { transport: options.fetch ? fetchTransport(options.fetch, limit) : workerTransport(limit), requests: 0 };
    this.ahead = false;
  }

  /** Requests made so far (retries included), by this client and its read-ahead view. */
  get requests(): number {
    return this.shared.requests;
  }

  /**
   * The same origin for reads the import starts before it needs them (while it writes what it read before): they
   * share the concurrency limit and wait behind every request the import is waiting on.
   */
  readAhead(): OriginClient {
    return new OriginClient(this.options, this);
  }

  /** Ends the import's reading: what is still queued (read ahead and never needed, after a failure) is not asked for. */
  stop(): void {
    this.shared.transport.stop();
  }

  /** A JSON document under the API base; null for 204 and 404 (an item that went away). */
  async json<T>(path: string): Promise<T | null> {
    const url = `${this.apiBase}${path}`;
    const response = await this.request(url, { tenant: this.options.tenant, accept: 'application/json', 'accept-encoding': this.acceptEncoding });
    if (response.status === 204 || response.status === 404) return null;
    if (!isOk(response)) throw new ImportError(`${url} answered ${response.status}.`);
    const type = headerOf(response, 'content-type') ?? 'no content type';
    if (!/json/i.test(type)) throw new ImportError(`${url} does not answer as a /api/v2 server (got ${type.split(';')[0]}).`);
    try {
      // As fetch's json(): UTF-8, a byte order mark skipped.
      return JSON.parse(response.body.toString('utf8').replace(/^\uFEFF/, '')) as T;
    } catch {
      throw new ImportError(`${url} does not answer as a /api/v2 server (its body is not JSON).`);
    }
  }

  /** A media file's bytes (`/media/...` on the origin's host); null when the origin has none. */
  async bytes(mediaPath: string): Promise<{ contentType: string; body: Buffer } | null> {
    const url = `${this.root}${mediaPath}`;
    const response = await this.request(url, { 'accept-encoding': this.acceptEncoding });
    if (response.status === 404) return null;
    if (!isOk(response)) throw new ImportError(`${url} answered ${response.status}.`);
    return { contentType: headerOf(response, 'content-type') ?? 'application/octet-stream', body: response.body };
  }

  /** A GET, retried after a network error or a 5xx (with backoff) and after a 429 (when Retry-After says). */
  private async request(url: string, headers: Record<string, string>): Promise<OriginAnswer> {
    const { tries = 5, baseDelayMs = 250, random = Math.random, signal, sleep } = this.options;
    let failures = 0;
    let throttled = 0;
    for (;;) {
      signal?.throwIfAborted();
      this.shared.requests += 1;
      let response: OriginAnswer;
      try {
        response = await this.shared.transport.get(url, headers, this.ahead, signal);
      } catch (error) {
        if (signal?.aborted || error instanceof ImportStopped) throw error;
        failures += 1;
        if (failures >= tries) throw new ImportError(`Could not reach ${url}: ${reasonOf(error)}`);
        await sleep(baseDelayMs * 2 ** (failures - 1) * (0.5 + random()));
        continue;
      }
      if (response.status === 429 && throttled < 20) {
        throttled += 1;
        await sleep(retryAfterMs(headerOf(response, 'retry-after'), this.options.now()));
        continue;
      }
      if (response.status >= 500 && failures + 1 < tries) {
        failures += 1;
        await sleep(baseDelayMs * 2 ** (failures - 1) * (0.5 + random()));
        continue;
      }
      return response;
    }
  }
}
