import http from 'node:http';
import https from 'node:https';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** Redirects followed before giving up, as fetch does. */
const MAX_REDIRECTS = 5;
/** A connection silent this long is given up (and retried as a network error). */
const IDLE_TIMEOUT_MS = 60_000;

const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };

const decoders: Record<string, (body: Buffer) => Buffer> = { gzip: gunzipSync, 'x-gzip': gunzipSync, deflate: inflateSync, br: brotliDecompressSync };

interface Answer {
  status: number;
  statusText: string;
  headers: Array<[string, string]>;
  body: Buffer;
}

function get(url: URL, headers: Record<string, string>, signal: AbortSignal | undefined): Promise<Answer> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { agent: agents[url.protocol as 'http:' | 'https:'], headers: { 'accept-encoding': 'gzip, deflate', ...headers }, signal, timeout: IDLE_TIMEOUT_MS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const headerPairs: Array<[string, string]> = [];
        for (let index = 0; index < response.rawHeaders.length; index += 2) headerPairs.push([response.rawHeaders[index]!, response.rawHeaders[index + 1]!]);
        resolve({ status: response.statusCode ?? 0, statusText: response.statusMessage ?? '', headers: headerPairs, body: Buffer.concat(chunks) });
      });
    });
    request.on('timeout', () => request.destroy(Object.assign(new Error(`no answer for ${IDLE_TIMEOUT_MS / 1000} s`), { code: 'ETIMEDOUT' })));
    request.on('error', reject);
  });
}

/** An answer as the import reads it: the final URL (after redirects), its status and headers, the decoded body. */
export interface OriginAnswer {
  url: string;
  status: number;
  statusText: string;
  headers: Array<[string, string]>;
  body: Buffer;
}

/** A network failure as fetch reports one: a TypeError whose cause says why. */
export function fetchFailed(cause: unknown): TypeError {
  return new TypeError('fetch failed', { cause });
}

/**
 * GET as fetch does it (redirects followed, a compressed body decoded; a network failure a TypeError), for the
 * import's thousands of requests: on node:http with kept-alive connections, the whole body decoded at once, and no
 * Response around it. fetch decodes through a stream per response and wraps it in web streams, which cost the
 * importer about twice the CPU per request.
 */
export async function originGet(input: string, headers: Record<string, string>, signal?: AbortSignal): Promise<OriginAnswer> {
  let url = new URL(input);
  for (let redirects = 0; ; redirects += 1) {
    let answer: Answer;
    try {
      answer = await get(url, headers, signal);
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      throw fetchFailed(error);
    }
    const location = answer.headers.find(([name]) => name.toLowerCase() === 'location')?.[1];
    if ([301, 302, 303, 307, 308].includes(answer.status) && location) {
      if (redirects >= MAX_REDIRECTS) throw fetchFailed(new Error(`more than ${MAX_REDIRECTS} redirects from ${url.href}`));
      url = new URL(location, url);
      continue;
    }
    const encoding = answer.headers.find(([name]) => name.toLowerCase() === 'content-encoding')?.[1]?.trim().toLowerCase();
    const decode = encoding ? decoders[encoding] : undefined;
    if (!decode) return { url: url.href, ...answer };
    let body: Buffer;
    try {
      body = decode(answer.body);
    } catch (error) {
      throw fetchFailed(error);
    }
    return { url: url.href, ...answer, headers: answer.headers.filter(([name]) => !/^content-(encoding|length)$/i.test(name)), body };
  }
}
