import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ApiError } from '../../http/api-error';

/** Issue 25: an upload larger than this is refused with 413 before anything reads it. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** Issue 25: an image of more pixels than this is refused (a small file can decode into gigabytes). */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** What the studio accepts, by the type the bytes show, with the extension it stores the file under. */
const ACCEPTED = new Map<string, { kind: MediaKind; extension: string }>([
  ['image/jpeg', { kind: 'image', extension: 'jpg' }],
  ['image/png', { kind: 'image', extension: 'png' }],
  ['image/webp', { kind: 'image', extension: 'webp' }],
  ['image/avif', { kind: 'image', extension: 'avif' }],
  ['image/gif', { kind: 'image', extension: 'gif' }],
  ['application/pdf', { kind: 'document', extension: 'pdf' }],
]);

export type MediaKind = 'image' | 'document';

export interface SniffedMedia {
  /** The content type the bytes show (never the name's nor the request header's). */
  contentType: string;
  kind: MediaKind;
  extension: string;
  bytes: number;
  /** Pixels of an image; null for a document. */
  width: number | null;
  height: number | null;
}

export const tooLarge = (message: string) => new ApiError(413, 'too_large', message);
export const unsupportedType = (message: string) => new ApiError(415, 'unsupported_type', message);

const ACCEPTED_LIST = 'JPEG, PNG, WebP, AVIF, GIF or PDF';

/** The kind of file the bytes are, or 415. SVG is refused: a drawing can carry script. */
export async function sniffType(body: Uint8Array): Promise<{ contentType: string; kind: MediaKind; extension: string }> {
  const found = await fileTypeFromBuffer(body).catch(() => undefined);
  const accepted = found ? ACCEPTED.get(found.mime) : undefined;
  if (!found || !accepted) throw unsupportedType(`This file is not a ${ACCEPTED_LIST} file.`);
  return { contentType: found.mime, ...accepted };
}

/** Width and height of an image, or 415 when it cannot be read; 413 over the pixel limit. */
async function imageSize(body: Uint8Array): Promise<{ width: number; height: number }> {
  let metadata: sharp.Metadata;
  try {
    // Reading the header only: limitInputPixels is checked on decode, so the limit is applied here by hand.
    metadata = await sharp(body, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupportedType('This image could not be read.');
  }
  const { width, height } = metadata;
  if (!width || !height) throw unsupportedType('This image could not be read.');
  if (width * height > MAX_IMAGE_PIXELS) {
    throw tooLarge(`This image is ${width} × ${height} pixels; the most is ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`);
  }
  return { width, height };
}

/** Checks an upload's size, type (from its bytes) and, for an image, its pixels. */
export async function sniffMedia(body: Uint8Array): Promise<SniffedMedia> {
  if (body.byteLength > MAX_UPLOAD_BYTES) throw tooLarge(`This file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`);
  if (body.byteLength === 0) throw unsupportedType('This file is empty.');
  const type = await sniffType(body);
  const size = type.kind === 'image' ? await imageSize(body) : { width: null, height: null };
  return { ...type, bytes: body.byteLength, ...size };
}
