import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type ContentEncoding = 'br' | 'gzip';

/** Below this a compressed body saves less than its headers cost. */
export const MIN_COMPRESSIBLE_BYTES = 1024;

/** The encoding to answer with, from Accept-Encoding: brotli when offered, else gzip (q=0 refuses). */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const offered = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (name && !refused) offered.add(name.trim());
  }
  if (offered.has('br')) return 'br';
  if (offered.has('gzip') || offered.has('*')) return 'gzip';
  return null;
}

const GZIP_OPTIONS = { level: 6 };
/** Brotli at a middle quality: most of the saving for a fraction of the CPU of quality 11. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };

/**
 * Bodies below these sizes are compressed on the event loop, larger ones on libuv's thread pool. A round trip to the
 * pool costs the loop a stream's set-up (and the process two thread hops) whatever the size: for a 4 KB body, gzip
 * took 67 µs of the loop and 147 µs of CPU that way against 20 µs and 21 µs in place; from about 24 KB (gzip) and
 * 4 KB (brotli) the pool spares the loop more than it costs (a micro-benchmark: JSON of 2 to 128 KB compressed four at
 * a time, the loop's active time from performance.eventLoopUtilization() and the process's CPU).
 */
export const IN_PLACE_BELOW_BYTES: Record<ContentEncoding, number> = { gzip: 24 * 1024, br: 4 * 1024 };

export function compress(body: string | Buffer, encoding: ContentEncoding): Promise<Buffer> {
  const size = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  if (size < IN_PLACE_BELOW_BYTES[encoding]) return Promise.resolve(encoding === 'gzip' ? gzipSync(body, GZIP_OPTIONS) : brotliCompressSync(body, BROTLI_OPTIONS));
  return encoding === 'gzip' ? gzipAsync(body, GZIP_OPTIONS) : brotliAsync(body, BROTLI_OPTIONS);
}
