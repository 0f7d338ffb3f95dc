import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

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

/**
 * Brotli at a middle quality: most of the saving for a fraction of the CPU of quality 11. On libuv's thread pool: it
 * was a tenth of a busy instance's event loop (a CPU profile of a server answering an import), and about two thirds of
 * it leaves the loop this way (the rest is setting up each stream).
 */
export function compress(body: string | Buffer, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 6 });
  return brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });
}
