import type { Now } from '../../clock';

/** A failure the command prints as is: the origin is unreachable, not a /api/v2 server, or refused a request. */
export class ImportError extends Error {}

export type Sleep = (ms: number) => Promise<void>;

export interface OriginOptions {
  /** The origin's /api/v2 base URL ('http://host/api/v2'). */
  from: string;
  /** The school's key at the origin, sent as the `tenant` header. */
  tenant: string;
  concurrency: number;
  fetch: typeof fetch;
  sleep: Sleep;
  now: Now;
  random?: () => number;
  /** Tries for a 5xx or a network error before giving up. */
  tries?: number;
  baseDelayMs?: number;
  /** Stops the import between requests (a killed run in tests). */
  signal?: AbortSignal;
}

/** Why a request queued behind the limiter did not run: the import ended (finished or failed) first. */
export class ImportStopped extends Error {}

/**
 * At most `limit` requests at a time: the origin is someone's production site. Requests the import waits on go
 * before the ones read ahead (first come, first served within each), so reading ahead never delays the next write.
 */
class Limiter {
  private active = 0;
  private readonly waiting: { now: Array<(go: boolean) => void>; ahead: Array<(go: boolean) => void> } = { now: [], ahead: [] };
  private stopped = false;
  constructor(private readonly limit: number) {}

  async run<T>(work: () => Promise<T>, ahead: boolean): Promise<T> {
    if (this.stopped) throw new ImportStopped('The import has ended.');
    if (this.active < this.limit) this.active += 1;
    // A finished request hands its slot on to the next waiting one (the count stays as it is).
    else if (!(await new Promise<boolean>((resolve) => this.waiting[ahead ? 'ahead' : 'now'].push(resolve)))) throw new ImportStopped('The import has ended.');
    try {
      return await work();
    } finally {
      const next = this.waiting.now.shift() ?? this.waiting.ahead.shift();
      if (next) next(true);
      else this.active -= 1;
    }
  }

  /** Refuses what is still waiting and what comes after; requests under way finish. */
  stop(): void {
    this.stopped = true;
    for (const queue of Object.values(this.waiting)) for (const resolve of queue.splice(0)) resolve(false);
  }
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

/** The origin as the import reads it: JSON documents under /api/v2 and media bytes under /media. */
export class OriginClient {
  readonly apiBase: string;
  readonly root: string;
  private readonly shared: { limiter: Limiter; requests: number };
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
    this.shared = { limiter: new Limiter(Math.max(1, options.concurrency)), requests: 0 };
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
    this.shared.limiter.stop();
  }

  /** A JSON document under the API base; null for 204 and 404 (an item that went away). */
  async json<T>(path: string): Promise<T | null> {
    const url = `${this.apiBase}${path}`;
    const response = await this.request(url, { tenant: this.options.tenant, accept: 'application/json' });
    if (response.status === 204 || response.status === 404) return null;
    if (!response.ok) throw new ImportError(`${url} answered ${response.status}.`);
    const type = response.headers.get('content-type') ?? 'no content type';
    if (!/json/i.test(type)) throw new ImportError(`${url} does not answer as a /api/v2 server (got ${type.split(';')[0]}).`);
    try {
      return (await response.json()) as T;
    } catch {
      throw new ImportError(`${url} does not answer as a /api/v2 server (its body is not JSON).`);
    }
  }

  /** A media file's bytes (`/media/...` on the origin's host); null when the origin has none. */
  async bytes(mediaPath: string): Promise<{ contentType: string; body: Buffer } | null> {
    const url = `${this.root}${mediaPath}`;
    const response = await this.request(url, {});
    if (response.status === 404) return null;
    if (!response.ok) throw new ImportError(`${url} answered ${response.status}.`);
    return { contentType: response.headers.get('content-type') ?? 'application/octet-stream', body: Buffer.from(await response.arrayBuffer()) };
  }

  private request(url: string, headers: Record<string, string>): Promise<Response> {
    return this.shared.limiter.run(() => this.withRetries(url, headers), this.ahead);
  }

  private async withRetries(url: string, headers: Record<string, string>): Promise<Response> {
    const { tries = 5, baseDelayMs = 250, random = Math.random, signal, sleep } = this.options;
    let failures = 0;
    let throttled = 0;
    for (;;) {
      signal?.throwIfAborted();
      this.shared.requests += 1;
      let response: Response;
      try {
        response = await this.options.fetch(url, { headers, signal });
      } catch (error) {
        if (signal?.aborted) throw error;
        failures += 1;
        if (failures >= tries) throw new ImportError(`Could not reach ${url}: ${reasonOf(error)}`);
        await sleep(baseDelayMs * 2 ** (failures - 1) * (0.5 + random()));
        continue;
      }
      if (response.status === 429 && throttled < 20) {
        throttled += 1;
        await response.body?.cancel();
        await sleep(retryAfterMs(response.headers.get('retry-after'), this.options.now()));
        continue;
      }
      if (response.status >= 500 && failures + 1 < tries) {
        failures += 1;
        await response.body?.cancel();
        await sleep(baseDelayMs * 2 ** (failures - 1) * (0.5 + random()));
        continue;
      }
      return response;
    }
  }
}
