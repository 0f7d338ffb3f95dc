import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, IN_PLACE_BELOW_BYTES, preferredEncoding } from '../../server/http/compression';

/** A JSON body of about `bytes`, as the API answers (varied enough not to shrink to nothing). */
function bodyOf(bytes: number): string {
  const items: unknown[] = [];
  for (let id = 0; JSON.stringify(items).length < bytes; id += 1) items.push({ id, name: `Player ${id * 7919}`, hometown: `Town ${id % 37}`, bio: `<p>${'A starter. '.repeat(id % 5)}</p>` });
  return JSON.stringify(items);
}

const decoders = { gzip: gunzipSync, br: brotliDecompressSync } as const;

describe('compress: small bodies in place, large ones on the thread pool, the same bytes back either way', () => {
  for (const encoding of ['gzip', 'br'] as const) {
    it(`${encoding}: below and above ${IN_PLACE_BELOW_BYTES[encoding]} bytes, from a string and from a Buffer`, async () => {
      for (const size of [1500, IN_PLACE_BELOW_BYTES[encoding] - 200, IN_PLACE_BELOW_BYTES[encoding] + 200, 200_000]) {
        const body = bodyOf(size);
        for (const input of [body, Buffer.from(body)]) {
          const compressed = await compress(input, encoding);
          expect(compressed.length).toBeLessThan(body.length / 2);
          expect(decoders[encoding](compressed).toString('utf8')).toBe(body);
        }
      }
    });
  }

  it('answers with brotli when offered, else gzip, and never with an encoding refused by q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
  });
});
