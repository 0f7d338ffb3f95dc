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

/** At most `limit` requests at a time: the origin is someone's production site. */
class Limiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly limit: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active += 1;
    try {
      return await work();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
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
  requests = 0;
  private readonly limiter: Limiter;

  constructor(private readonly options: OriginOptions) {
    let url: URL;
    try {
      url = new URL(options.from);
    } catch {
      throw new ImportError(`--from must be a URL such as http://host/api/v2 (got '${options.from}').`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ImportError(`--from must be an http(s) URL (got '${options.from}').`);
    this.apiBase = url.href.replace(/\/+$/, '');
    this.root = url.origin;
    this.limiter = new Limiter(Math.max(1, options.concurrency));
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
    return this.limiter.run(() => this.withRetries(url, headers));
  }

  private async withRetries(url: string, headers: Record<string, string>): Promise<Response> {
    const { tries = 5, baseDelayMs = 250, random = Math.random, signal, sleep } = this.options;
    let failures = 0;
    let throttled = 0;
    for (;;) {
      signal?.throwIfAborted();
      this.requests += 1;
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
