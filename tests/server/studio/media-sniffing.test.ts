import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../server/http/api-error';
import { MAX_UPLOAD_BYTES, sniffMedia } from '../../../server/studio/media/media-sniffing';
import { PDF_BYTES, picture, pngClaiming, SVG_WITH_SCRIPT, TEXT_NAMED_JPG } from './media-files';

async function refusal(body: Uint8Array): Promise<ApiError> {
  const error = await sniffMedia(body).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('media sniffing: the type comes from the bytes', () => {
  const files: Record<string, Buffer> = {};
  beforeAll(async () => {
    for (const format of ['jpeg', 'png', 'webp', 'avif', 'gif'] as const) files[format] = await picture(format);
  });

  it.each([
    ['jpeg', 'image/jpeg', 'jpg'],
    ['png', 'image/png', 'png'],
    ['webp', 'image/webp', 'webp'],
    ['avif', 'image/avif', 'avif'],
    ['gif', 'image/gif', 'gif'],
  ])('accepts a %s image and records its width and height', async (format, contentType, extension) => {
    const sniffed = await sniffMedia(files[format]!);
    expect(sniffed).toEqual({ contentType, kind: 'image', extension, bytes: files[format]!.byteLength, width: 8, height: 6 });
  });

  it('accepts a PDF as a document without pixels', async () => {
    expect(await sniffMedia(PDF_BYTES)).toMatchObject({ contentType: 'application/pdf', kind: 'document', extension: 'pdf', width: null, height: null });
  });

  it('refuses an SVG (it can carry script) with 415', async () => {
    const error = await refusal(SVG_WITH_SCRIPT);
    expect([error.statusCode, error.code]).toEqual([415, 'unsupported_type']);
  });

  it('refuses text, whatever name it came with, with 415', async () => {
    const error = await refusal(TEXT_NAMED_JPG);
    expect([error.statusCode, error.code]).toEqual([415, 'unsupported_type']);
  });

  it('refuses an empty file and a truncated image', async () => {
    expect((await refusal(new Uint8Array())).statusCode).toBe(415);
    expect((await refusal(files.png!.subarray(0, 40))).statusCode).toBe(415);
  });

  it('refuses a file over 20 MB with 413 before reading it', async () => {
    const error = await refusal(Buffer.alloc(MAX_UPLOAD_BYTES + 1));
    expect([error.statusCode, error.code]).toEqual([413, 'too_large']);
  });

  it('refuses an image over 40 megapixels with 413, from its header alone', async () => {
    const huge = await pngClaiming(8000, 6000);
    expect(huge.byteLength).toBeLessThan(1000);
    const error = await refusal(huge);
    expect([error.statusCode, error.code]).toEqual([413, 'too_large']);
  });
});
